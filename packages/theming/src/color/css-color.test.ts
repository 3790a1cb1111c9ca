import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, isCssColor, parseCssColor, toHex } from './index';

describe('parseCssColor', () => {
  it.each([
    ['#fa0', { r: 255, g: 170, b: 0, a: 1 }],
    ['#1976D2', { r: 25, g: 118, b: 210, a: 1 }],
    ['#00000080', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['rgb(25, 118, 210)', { r: 25, g: 118, b: 210, a: 1 }],
    ['rgba(25,118,210,0.5)', { r: 25, g: 118, b: 210, a: 0.5 }],
    ['rgb(25 118 210 / 50%)', { r: 25, g: 118, b: 210, a: 0.5 }],
    ['RGBA(0, 0, 0, .25)', { r: 0, g: 0, b: 0, a: 0.25 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsla(120deg, 100%, 25%, 1)', { r: 0, g: 127.5, b: 0, a: 1 }],
    ['hsl(240 100% 50% / 0.5)', { r: 0, g: 0, b: 255, a: 0.5 }],
    ['Teal', { r: 0, g: 128, b: 128, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('reads %s', (text, rgba) => {
    expect(parseCssColor(text)).toEqual(rgba);
  });

  it.each([
    'fa0', // no #
    '#12345',
    '#1234567',
    ' #fff',
    'rgb(256, 0, 0)',
    'rgb(0, 0)',
    'rgb(0, 0, 0, 2)',
    'rgb(0, 0, 0, 101%)',
    'rgb(-1, 0, 0)',
    'rgb(1e2, 0, 0)',
    'rgb(0,0,0) ',
    'hsl(361, 0%, 0%)',
    'hsl(0, 101%, 0%)',
    'hsl(0, 50, 50)',
    'rebeccapurple',
    'currentColor',
    'rgb(0\t0\t0)',
    `rgb(${'0'.repeat(70)}, 0, 0)`,
  ])('refuses %o', (text) => {
    expect(parseCssColor(text)).toBeUndefined();
    expect(isCssColor(text)).toBe(false);
  });

  it('reads back every hex colour it writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        (r, g, b) => {
          expect(parseCssColor(toHex({ r, g, b }))).toEqual({ r, g, b, a: 1 });
          expect(parseCssColor(`rgb(${r}, ${g}, ${b})`)).toEqual({ r, g, b, a: 1 });
        },
      ),
    );
  });
});

describe('contrastRatio with colour text', () => {
  it('measures any colour of the grammar', () => {
    expect(contrastRatio('#000', 'white')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255, 255, 255)', 'hsl(0, 0%, 100%)')).toBe(1);
    // Translucent black over white is a grey.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeCloseTo(
      contrastRatio('#808080', '#fff') ?? 0,
      1,
    );
  });

  it('gives undefined for text outside the grammar', () => {
    expect(contrastRatio('url(x)', '#fff')).toBeUndefined();
    expect(contrastRatio('#fff', 'red;')).toBeUndefined();
  });
});
