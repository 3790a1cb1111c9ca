import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, MAINFRAME_THEME } from '../themes/index';
import {
  FONT_NAMES,
  FONT_STACKS,
  isCssLength,
  isGlobalFontSize,
  isFontSize,
  normalizeAngle,
  PRESET_SWATCHES,
  themeValueSlots,
  uniqueThemeName,
  validateThemeName,
} from './index';
import { isCssColor } from '../color/index';

describe('the value grammar', () => {
  it.each(['0', '4px', '0.25rem', '1.5em', '50%', '256px', '16rem'])(
    'takes the length %s',
    (value) => {
      expect(isCssLength(value)).toBe(true);
    },
  );

  it.each(['4', '-4px', '257px', '17rem', '101%', '4 px', '4pt', '1e2px', 'calc(4px)', '4px;', ''])(
    'refuses the length %o',
    (value) => {
      expect(isCssLength(value)).toBe(false);
    },
  );

  it('keeps the spec ranges for font sizes: slider 5–30, inputs 0–120', () => {
    expect([4.9, 5, 30, 30.1].map(isGlobalFontSize)).toEqual([false, true, true, false]);
    expect([-1, 0, 120, 121, Number.NaN, Infinity].map(isFontSize)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it.each([
    [370, 10],
    [-10, 350],
    [0, 0],
    [360, 360],
    [720, 0],
    [-360, 0],
    [45.5, 45.5],
    [-0, 0],
    [Number.NaN, 0],
  ])('wraps the angle %d to %d', (angle, expected) => {
    expect(Object.is(normalizeAngle(angle), expected)).toBe(true);
  });
});

describe('fonts and swatches', () => {
  it('offers the spec fonts, each with a stack that falls back to Roboto and the system font', () => {
    expect(FONT_NAMES).toEqual(['Helvetica Now Text', 'Rubik', 'Roboto']);
    for (const name of FONT_NAMES) {
      expect(FONT_STACKS[name]).toMatch(/Roboto, system-ui, sans-serif$/);
    }
    expect(DEFAULT_THEME.fonts.family).toBe('Roboto');
  });

  it('has 15 distinct preset swatches, all in the grammar', () => {
    expect(PRESET_SWATCHES).toHaveLength(15);
    expect(new Set(PRESET_SWATCHES.map((c) => c.toLowerCase())).size).toBe(15);
    expect(PRESET_SWATCHES.every(isCssColor)).toBe(true);
  });

  it('lists every value slot of a theme with its kind', () => {
    const slots = themeValueSlots(MAINFRAME_THEME);
    expect(slots).toHaveLength(34);
    expect(slots.find((slot) => slot.path.join('.') === 'fonts.size')).toEqual({
      path: ['fonts', 'size'],
      kind: 'globalFontSize',
      value: 16,
    });
  });
});

describe('theme names', () => {
  it('trims and accepts a free name', () => {
    expect(validateThemeName('  Evening ', ['Morning'])).toEqual({ ok: true, name: 'Evening' });
  });

  it.each([
    ['', 'nameRequired'],
    ['x'.repeat(41), 'nameTooLong'],
    ['a\u0000b', 'nameInvalid'],
    ['right\u202Eto left', 'nameInvalid'],
    ['Morn\u200Bing', 'nameInvalid'],
    ['Morn\u200Ding', 'nameInvalid'],
    ['Morn\uFEFFing', 'nameInvalid'],
    ['Morn\u2060ing', 'nameInvalid'],
    ['MORNING', 'nameTaken'],
    ['Mo\u0301rning', 'nameRequired'],
  ])('refuses %o', (name, code) => {
    const taken = ['Morning', 'Mórning'];
    const check = validateThemeName(name, taken);
    if (code === 'nameRequired' && name !== '') {
      // A decomposed accent is the same name as the composed one.
      expect(check).toEqual({ ok: false, code: 'nameTaken' });
    } else {
      expect(check).toEqual({ ok: false, code });
    }
  });

  it('numbers copies without stacking suffixes', () => {
    expect(uniqueThemeName('Evening', [])).toBe('Evening');
    expect(uniqueThemeName('Evening', ['evening'])).toBe('Evening (2)');
    expect(uniqueThemeName('Evening', ['Evening', 'Evening (2)'])).toBe('Evening (3)');
    expect(uniqueThemeName('Evening (2)', ['Evening', 'Evening (2)'])).toBe('Evening (3)');
  });
});
