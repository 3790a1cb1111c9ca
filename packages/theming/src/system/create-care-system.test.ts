import type { SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, type Rgb } from '../color/index';
import { BUILT_IN_THEMES, createThemeSystem, isBuiltInThemeId } from '../themes/index';
import { createCareSystem, DARK_COLORS, DEFAULT_COLORS } from './index';

/** A colour the test knows is valid. */
function hex(value: string): Rgb {
  const rgb = parseHexColor(value);
  if (!rgb) throw new Error(`not a hex colour: ${value}`);
  return rgb;
}

const NAMES = ['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const;

/** The raw value (or per-mode values) behind a token, as Chakra resolved it. */
function tokenValue(system: SystemContext, path: string): unknown {
  const token = system.tokens.getByName(path);
  if (!token) throw new Error(`token ${path} is not defined`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  // A plain value comes back as { base }; per-mode values as { _light, _dark }.
  if (!conditions || Object.keys(conditions).join() === 'base') return token.value;
  return conditions;
}

/** The CSS rule blocks of the tokens layer, keyed by selector. */
function tokenRules(system: SystemContext): Record<string, Record<string, string>> {
  const css = system.getTokenCss() as Record<string, Record<string, Record<string, string>>>;
  return css['@layer tokens'] ?? {};
}

/** The value a custom property gets at the document root (`html` without any class). */
function rootValue(system: SystemContext, property: string): string | undefined {
  let value: string | undefined;
  for (const [selector, block] of Object.entries(tokenRules(system))) {
    const atRoot = selector === '&:where(html, .chakra-theme)' || /(^|,\s*):root &/.test(selector);
    // Later blocks win, as they do in the stylesheet.
    if (atRoot && block[property] !== undefined) value = block[property];
  }
  return value;
}

describe('createCareSystem', () => {
  it('works without arguments and resolves the default colours', () => {
    const system = createCareSystem();
    for (const name of NAMES) {
      expect(tokenValue(system, `colors.care.${name}`)).toBe(DEFAULT_COLORS[name]);
      expect(system.token(`colors.care.${name}`)).toBe(`var(--chakra-colors-care-${name})`);
    }
  });

  it('takes custom colours', () => {
    const system = createCareSystem({ ...DEFAULT_COLORS, primary: '#00695c' });
    expect(tokenValue(system, 'colors.care.primary')).toBe('#00695c');
  });

  it('derives text colours that pass WCAG AA on light and dark surfaces', () => {
    const system = createCareSystem();
    const paths = [
      ...NAMES.map((name) => `colors.care.${name}.fg`),
      'colors.care.counter.caution',
      'colors.care.counter.high',
      'colors.care.counter.limit',
    ];
    for (const path of paths) {
      const value = tokenValue(system, path) as { _light: string; _dark: string };
      expect(contrastRatio(hex(value._light), hex('#f4f4f5'))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(hex(value._dark), hex('#18181b'))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the three counter alert levels distinct', () => {
    const system = createCareSystem();
    const levels = ['caution', 'high', 'limit'].map(
      (level) => (tokenValue(system, `colors.care.counter.${level}`) as { _light: string })._light,
    );
    expect(new Set(levels).size).toBe(3);
  });

  it('uses a colour that is not hex as given', () => {
    const system = createCareSystem({ ...DEFAULT_COLORS, info: 'rebeccapurple' });
    expect(tokenValue(system, 'colors.care.info.fg')).toBe('rebeccapurple');
  });

  it('is light at the root by default and dark at the root in dark mode', () => {
    expect(rootValue(createCareSystem(), '--chakra-colors-bg')).toBe('var(--chakra-colors-white)');
    const dark = createCareSystem(DARK_COLORS, { colorMode: 'dark' });
    expect(rootValue(dark, '--chakra-colors-bg')).toBe('var(--chakra-colors-black)');
    expect(rootValue(dark, '--chakra-colors-care-error-fg')).toBe(
      (tokenValue(dark, 'colors.care.error.fg') as { _dark: string })._dark,
    );
  });
});

describe('BUILT_IN_THEMES', () => {
  it('offers default and dark', () => {
    expect(Object.keys(BUILT_IN_THEMES)).toEqual(['default', 'dark']);
    expect(BUILT_IN_THEMES.default.colors).toEqual(DEFAULT_COLORS);
    expect(BUILT_IN_THEMES.dark.colorMode).toBe('dark');
  });

  it.each(Object.values(BUILT_IN_THEMES))('$id resolves every care.* token', (theme) => {
    const system = createThemeSystem(theme);
    for (const name of NAMES) {
      expect(tokenValue(system, `colors.care.${name}`)).toBe(theme.colors[name]);
      expect(tokenValue(system, `colors.care.${name}.fg`)).toBeDefined();
      expect(tokenValue(system, `colors.care.${name}.contrast`)).toMatch(/^#(000000|ffffff)$/);
    }
  });

  it('recognises built-in ids only', () => {
    expect(isBuiltInThemeId('dark')).toBe(true);
    expect(isBuiltInThemeId('toString')).toBe(false);
    expect(isBuiltInThemeId(undefined)).toBe(false);
  });
});
