import { describe, expect, it } from 'vitest';
import { createStyleCache, readCspNonce } from './providers';

function documentWith(head: string): Document {
  const doc = document.implementation.createHTMLDocument('care');
  doc.head.innerHTML = head;
  return doc;
}

describe('the CSP nonce', () => {
  it('is read from the csp-nonce meta the server puts in index.html', () => {
    expect(readCspNonce(documentWith('<meta property="csp-nonce" content="abc123">'))).toBe(
      'abc123',
    );
  });

  it('is read from the nonce property too (the form whose attribute browsers hide)', () => {
    const doc = documentWith('<meta property="csp-nonce">');
    const meta = doc.querySelector('meta');
    if (meta) meta.nonce = 'from-property';
    expect(readCspNonce(doc)).toBe('from-property');
  });

  it('is absent without the meta (the dev server, tests)', () => {
    expect(readCspNonce(documentWith(''))).toBeUndefined();
    expect(readCspNonce(documentWith('<meta property="csp-nonce" content="">'))).toBeUndefined();
  });

  it("is given to Emotion's cache, which puts it on every style element", () => {
    expect(createStyleCache('n0nce').nonce).toBe('n0nce');
    expect(createStyleCache(undefined).nonce).toBeUndefined();
  });
});
