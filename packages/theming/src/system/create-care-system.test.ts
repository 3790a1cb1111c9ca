import type { SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, type Rgb } from '../color/index';
import { BUILT_IN_THEMES, isBuiltInThemeId, MAINFRAME_THEME } from '../themes/index';
import { buttonRecipe, dialogSlotRecipe } from '@chakra-ui/react/theme';
import {
  createCareSystem,
  createThemeSystem,
  createThemeSystemFor,
  DARK_COLORS,
  DEFAULT_COLORS,
} from './index';
import { SOLID_HOVER_BACKGROUND } from './readable-button-hover';

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

  it('derives readable text from any colour of the grammar, and uses a translucent one as given', () => {
    const system = createCareSystem({
      ...DEFAULT_COLORS,
      info: 'rgb(255, 160, 0)',
      warning: 'rgba(255, 160, 0, 0.5)',
    });
    const info = tokenValue(system, 'colors.care.info.fg') as { _light: string };
    expect(contrastRatio(hex(info._light), hex('#f4f4f5'))).toBeGreaterThanOrEqual(4.5);
    expect(tokenValue(system, 'colors.care.warning.fg')).toBe('rgba(255, 160, 0, 0.5)');
  });

  it('replaces a colour outside the grammar by the default one, so nothing else reaches the CSS', () => {
    const system = createCareSystem({ ...DEFAULT_COLORS, info: 'red;} body{display:none' });
    expect(tokenValue(system, 'colors.care.info')).toBe(DEFAULT_COLORS.info);
    expect(JSON.stringify(system.getTokenCss())).not.toContain('display:none');
  });

  it('is light at the root by default and dark at the root in dark mode', () => {
    expect(rootValue(createCareSystem(), '--chakra-colors-bg')).toBe('#ffffff');
    const dark = createCareSystem(DARK_COLORS, { colorMode: 'dark' });
    expect(rootValue(dark, '--chakra-colors-bg')).toBe('#000000');
    expect(rootValue(dark, '--chakra-colors-care-error-fg')).toBe(
      (tokenValue(dark, 'colors.care.error.fg') as { _dark: string })._dark,
    );
  });
});

describe('BUILT_IN_THEMES', () => {
  it('offers default, dark and mainframe', () => {
    expect(Object.keys(BUILT_IN_THEMES)).toEqual(['default', 'dark', 'mainframe']);
    expect(BUILT_IN_THEMES.mainframe).toBe(MAINFRAME_THEME);
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
    expect(isBuiltInThemeId('mainframe')).toBe(true);
    expect(isBuiltInThemeId('toString')).toBe(false);
    expect(isBuiltInThemeId(undefined)).toBe(false);
  });
});

describe('createThemeSystem', () => {
  const theme = {
    ...BUILT_IN_THEMES.default,
    buttons: { ...BUILT_IN_THEMES.default.buttons, borderRadius: '1.5rem' },
    fonts: {
      ...BUILT_IN_THEMES.default.fonts,
      family: 'Rubik' as const,
      size: 20,
      sizes: { ...BUILT_IN_THEMES.default.fonts.sizes, title: 40 },
    },
    gradients: {
      ...BUILT_IN_THEMES.default.gradients,
      header: {
        angle: 45,
        stops: [
          { color: '#000', position: 0 },
          { color: 'hsl(120, 50%, 50%)', position: 50 },
          { color: 'white', position: 100 },
        ],
      },
    },
    tables: { ...BUILT_IN_THEMES.default.tables, headerBackground: '#123456' },
  };
  const system = createThemeSystem(theme);

  it('turns every section of the theme into tokens', () => {
    expect(tokenValue(system, 'fonts.body')).toBe('Rubik, Roboto, system-ui, sans-serif');
    expect(tokenValue(system, 'fonts.care.heading')).toBe('Roboto, system-ui, sans-serif');
    expect(tokenValue(system, 'fontSizes.care.title')).toBe('2.5rem');
    expect(tokenValue(system, 'fontSizes.care.body')).toBe('1rem');
    expect(tokenValue(system, 'gradients.care.header')).toBe(
      'linear-gradient(45deg, #000 0%, hsl(120, 50%, 50%) 50%, white 100%)',
    );
    expect(tokenValue(system, 'radii.care.button')).toBe('1.5rem');
    expect(tokenValue(system, 'colors.care.table.header.bg')).toBe('#123456');
    expect(tokenValue(system, 'colors.care.button.secondary.fg')).toBe('#000000');
    expect(tokenValue(system, 'colors.care.text.link')).toBe('#1565c0');
    expect(tokenValue(system, 'colors.care.bg.subtle')).toBe('#fafafa');
  });

  it('scales the page font from the browser default by the global size', () => {
    const css = system.getGlobalCss() as Record<string, Record<string, Record<string, unknown>>>;
    expect(css['@layer base']?.['&html']?.fontSize).toBe('125%');
    const defaults = createThemeSystem(BUILT_IN_THEMES.default).getGlobalCss() as typeof css;
    expect(defaults['@layer base']?.['&html']?.fontSize).toBe('100%');
  });

  it("gives Chakra's surfaces and text the theme's values in its mode, Chakra's in the other", () => {
    const mainframe = createThemeSystem(MAINFRAME_THEME);
    expect(tokenValue(mainframe, 'colors.fg')).toEqual({
      _light: '{colors.black}',
      _dark: MAINFRAME_THEME.text.body,
    });
    expect(rootValue(mainframe, '--chakra-colors-fg')).toBe(MAINFRAME_THEME.text.body);
    expect(tokenValue(system, 'colors.bg.panel')).toEqual({
      _light: '#ffffff',
      _dark: '{colors.gray.950}',
    });
  });

  it("keeps Chakra's own look in the default and dark themes", () => {
    const chakra = (light: string, dark: string) => ({ light, dark });
    const expected = {
      'colors.bg': chakra('#ffffff', '#000000'),
      'colors.bg.panel': chakra('#ffffff', '#111111'),
      'colors.bg.subtle': chakra('#fafafa', '#111111'),
      'colors.fg': chakra('#000000', '#fafafa'),
      'colors.fg.muted': chakra('#52525b', '#a1a1aa'),
    };
    const light = createThemeSystem(BUILT_IN_THEMES.default);
    const dark = createThemeSystem(BUILT_IN_THEMES.dark);
    for (const [path, values] of Object.entries(expected)) {
      expect((tokenValue(light, path) as { _light: string })._light).toBe(values.light);
      expect((tokenValue(dark, path) as { _dark: string })._dark).toBe(values.dark);
    }
  });

  it('replaces values outside the grammar by those of the base theme', () => {
    const hostile = createThemeSystem({
      ...theme,
      buttons: { ...theme.buttons, borderRadius: '4px;}*{display:none' },
      fonts: { ...theme.fonts, family: 'Comic Sans' as never, size: 1e9 },
      gradients: {
        ...theme.gradients,
        sidebar: { angle: 0, stops: [{ color: 'url(x)', position: 0 }] },
      },
    });
    expect(tokenValue(hostile, 'radii.care.button')).toBe('4px');
    expect(tokenValue(hostile, 'fonts.body')).toBe('Roboto, system-ui, sans-serif');
    expect(tokenValue(hostile, 'gradients.care.sidebar')).toBe(
      'linear-gradient(180deg, #ffffff 0%, #f4f4f5 100%)',
    );
    const css = JSON.stringify([hostile.getTokenCss(), hostile.getGlobalCss()]);
    expect(css).not.toMatch(/display:none|url\(|Comic/);
  });
});

describe('createThemeSystemFor', () => {
  const theme = BUILT_IN_THEMES.dark;
  const lean = createThemeSystemFor(theme, {
    recipes: { button: buttonRecipe },
    slotRecipes: { dialog: dialogSlotRecipe },
  });
  const full = createThemeSystem(theme);

  it('carries only the component styles it is given', () => {
    expect(lean.isRecipe('button')).toBe(true);
    expect(lean.isSlotRecipe('dialog')).toBe(true);
    expect(lean.isRecipe('badge')).toBe(false);
    expect(lean.isSlotRecipe('datePicker')).toBe(false);
    expect(full.isSlotRecipe('datePicker')).toBe(true);
  });

  it('has the same tokens, global styles and conditions as the full system', () => {
    expect(lean.getTokenCss()).toEqual(full.getTokenCss());
    expect(lean.getGlobalCss()).toEqual(full.getGlobalCss());
    expect(tokenValue(lean, 'colors.care.primary')).toEqual(
      tokenValue(full, 'colors.care.primary'),
    );
    expect(lean.css({ bg: 'bg.panel', _dark: { color: 'fg' } })).toEqual(
      full.css({ bg: 'bg.panel', _dark: { color: 'fg' } }),
    );
  });
});

describe('createThemeSystemFor with colorPalettes', () => {
  const theme = BUILT_IN_THEMES.default;
  const components = { recipes: { button: buttonRecipe } };
  const lean = createThemeSystemFor(theme, { ...components, colorPalettes: ['red', 'blue'] });
  const full = createThemeSystemFor(theme, components);
  const tokenCss = (system: SystemContext) => JSON.stringify(system.getTokenCss());

  it('declares the palettes it keeps, gray always, and none of the others', () => {
    for (const kept of ['red.500', 'blue.600', 'gray.100', 'red.solid', 'blue.fg']) {
      expect(tokenValue(lean, `colors.${kept}`), kept).toEqual(tokenValue(full, `colors.${kept}`));
    }
    expect(tokenCss(lean)).toContain('--chakra-colors-red-500');
    for (const dropped of ['teal', 'cyan', 'purple', 'pink', 'yellow', 'orange', 'green']) {
      expect(lean.tokens.getByName(`colors.${dropped}.500`), dropped).toBeUndefined();
      expect(tokenCss(lean)).not.toContain(`--chakra-colors-${dropped}-`);
      expect(tokenCss(full)).toContain(`--chakra-colors-${dropped}-`);
    }
  });

  it('keeps every other token, the Care colours and the colour-mode tokens', () => {
    expect(tokenValue(lean, 'colors.care.primary')).toEqual(
      tokenValue(full, 'colors.care.primary'),
    );
    expect(tokenValue(lean, 'colors.bg.panel')).toEqual(tokenValue(full, 'colors.bg.panel'));
    expect(tokenValue(lean, 'spacing.4')).toEqual(tokenValue(full, 'spacing.4'));
    expect(lean.css({ colorPalette: 'red', bg: 'colorPalette.solid' })).toEqual(
      full.css({ colorPalette: 'red', bg: 'colorPalette.solid' }),
    );
    expect(lean.tokens.allTokens.length).toBeLessThan(full.tokens.allTokens.length);
  });
});

describe('the solid button under the pointer', () => {
  const solid = (system: SystemContext) =>
    (system.getRecipe('button') as typeof buttonRecipe).variants?.variant?.solid;

  it('is darkened, never made transparent, in every system that carries the button', () => {
    const systems = [
      createThemeSystem(BUILT_IN_THEMES.default),
      createThemeSystem(BUILT_IN_THEMES.dark),
      createThemeSystemFor(BUILT_IN_THEMES.default, { recipes: { button: buttonRecipe } }),
    ];
    for (const system of systems) {
      expect(solid(system)?._hover).toEqual({ bg: SOLID_HOVER_BACKGROUND });
      expect(solid(system)?._expanded).toEqual({ bg: SOLID_HOVER_BACKGROUND });
      expect(solid(system)?.bg).toBe('colorPalette.solid');
    }
    const css = JSON.stringify(
      systems[2]?.css({ colorPalette: 'blue', _hover: { bg: SOLID_HOVER_BACKGROUND } }),
    );
    expect(css).toContain(
      'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 88%, black)',
    );
  });

  it('creates no button recipe in a system given none', () => {
    const lean = createThemeSystemFor(BUILT_IN_THEMES.default, { slotRecipes: {} });
    expect(lean.isRecipe('button')).toBe(false);
  });
});
