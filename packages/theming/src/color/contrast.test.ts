import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastText, parseHexColor, readableOn, toHex, type Rgb } from './index';

/** A colour the test knows is valid. */
function hex(value: string): Rgb {
  const rgb = parseHexColor(value);
  if (!rgb) throw new Error(`not a hex colour: ${value}`);
  return rgb;
}

const white: Rgb = { r: 255, g: 255, b: 255 };
const black: Rgb = { r: 0, g: 0, b: 0 };
const rgb = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
});

describe('parseHexColor', () => {
  it('reads #rgb and #rrggbb, with or without #', () => {
    expect(parseHexColor('#FFA000')).toEqual({ r: 255, g: 160, b: 0 });
    expect(parseHexColor('fa0')).toEqual({ r: 255, g: 170, b: 0 });
  });

  it('refuses what is not a hex colour', () => {
    expect(parseHexColor('red')).toBeUndefined();
    expect(parseHexColor('#12345')).toBeUndefined();
    expect(parseHexColor('rgb(0,0,0)')).toBeUndefined();
  });

  it('round-trips through toHex', () => {
    fc.assert(
      fc.property(rgb, (c) => {
        expect(parseHexColor(toHex(c))).toEqual(c);
      }),
    );
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // Care's warning colour is far below AA on white: why readable variants exist.
    expect(contrastRatio(hex('#FFA000'), white)).toBeLessThan(2.5);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads well', () => {
    const red = hex('#D32F2F');
    expect(readableOn(red, white)).toEqual(red);
  });

  it('always reaches AA contrast, on light and on dark backgrounds', () => {
    fc.assert(
      fc.property(rgb, rgb, (color, background) => {
        expect(contrastRatio(readableOn(color, background), background)).toBeGreaterThanOrEqual(
          // Black or white cannot reach 4.5 on a mid-grey: then the best of the two is returned.
          Math.min(4.5, contrastRatio(contrastText(background), background)),
        );
      }),
    );
  });
});
