import { describe, expect, it } from 'vitest';
import { MALICIOUS_LEGAL_HTML } from '../test/malicious-html';
import { sanitizeTextHtml } from './sanitize-html';

describe('sanitizeTextHtml', () => {
  it('keeps text markup and safe links, drops everything that could run or load', () => {
    const clean = sanitizeTextHtml(MALICIOUS_LEGAL_HTML);
    expect(clean).toContain('<h2>Safe heading</h2>');
    expect(clean).toContain(
      '<a href="https://ok.example/doc" target="_blank" rel="noopener noreferrer">that</a>',
    );
    expect(clean).toContain('<a href="mailto:privacy@casaserena.example">mail us</a>');
    expect(clean).toContain('<a>this</a>');
    expect(clean).toContain('<p>Styled</p>');
    expect(clean).not.toMatch(
      /<script|<img|<iframe|<svg|<math|<style|<form|<input|<details|<noscript|on\w+=|javascript:|data:|style=/i,
    );
  });

  it('moves headings down under a section heading', () => {
    expect(sanitizeTextHtml('<h2>A</h2><h3>B</h3><p>c</p>', 1)).toBe(
      '<h3>A</h3><h4>B</h4><p>c</p>',
    );
  });
});
