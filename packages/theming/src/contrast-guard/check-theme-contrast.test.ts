import { describe, expect, it } from 'vitest';
import { DARK_THEME, DEFAULT_THEME, MAINFRAME_THEME } from '../themes/index';
import { checkThemeContrast, CONTRAST_MINIMUM } from './index';

describe('checkThemeContrast', () => {
  it.each([DEFAULT_THEME, DARK_THEME, MAINFRAME_THEME])(
    'finds nothing in the built-in $id theme',
    (theme) => {
      expect(checkThemeContrast(theme)).toEqual([]);
    },
  );

  it('uses the WCAG AA minimums', () => {
    expect(CONTRAST_MINIMUM).toEqual({ text: 4.5, largeText: 3 });
  });

  it('keeps mainframe, the high-contrast theme, at AAA (7:1) everywhere', () => {
    expect(checkThemeContrast(MAINFRAME_THEME, { text: 7, largeText: 7 })).toEqual([]);
    const aaa = { text: 7, largeText: 4.5 };
    // The default theme is AA, not AAA: the stricter check does find pairs there.
    expect(checkThemeContrast(DEFAULT_THEME, aaa).length).toBeGreaterThan(0);
  });

  it('warns about a light text on a light page, with the ratio and the minimum', () => {
    const warnings = checkThemeContrast({
      ...DEFAULT_THEME,
      text: { ...DEFAULT_THEME.text, body: '#FFA000' },
    });
    const onPage = warnings.find(
      (w) => w.foreground === 'text.body' && w.background === 'backgrounds.page',
    );
    expect(onPage).toMatchObject({
      foregroundColor: '#FFA000',
      backgroundColor: '#ffffff',
      minimum: 4.5,
      largeText: false,
    });
    expect(onPage?.ratio).toBeGreaterThan(2);
    expect(onPage?.ratio).toBeLessThan(2.2);
    // Every surface the body text sits on is named.
    expect(warnings.filter((w) => w.foreground === 'text.body').map((w) => w.background)).toEqual([
      'backgrounds.page',
      'backgrounds.surface',
      'backgrounds.subtle',
      'tables.rowStripe',
    ]);
  });

  it('asks 3:1 of large text only', () => {
    // #888888 is 3.5:1 on white and 3.4:1 on the #fafafa stripes: enough for a 24 px heading,
    // not for body text.
    const grey = {
      ...DEFAULT_THEME,
      text: { ...DEFAULT_THEME.text, heading: '#888888', body: '#888888' },
    };
    const warnings = checkThemeContrast(grey);
    expect(warnings.some((w) => w.foreground === 'text.heading')).toBe(false);
    expect(warnings.some((w) => w.foreground === 'text.body')).toBe(true);
    // A global size of 24 makes the body text large too.
    const large = checkThemeContrast({ ...grey, fonts: { ...grey.fonts, size: 24 } });
    expect(large.some((w) => w.foreground === 'text.body')).toBe(false);
  });

  it('checks buttons, table headers and text on every gradient stop', () => {
    const warnings = checkThemeContrast({
      ...DEFAULT_THEME,
      buttons: { ...DEFAULT_THEME.buttons, primary: { background: '#1976d2', text: '#0d47a1' } },
      tables: { ...DEFAULT_THEME.tables, headerText: '#e4e4e7' },
      gradients: {
        ...DEFAULT_THEME.gradients,
        header: {
          angle: 90,
          stops: [
            { color: '#0d47a1', position: 0 },
            { color: '#bbdefb', position: 100 },
          ],
        },
      },
    });
    expect(warnings.map((w) => `${w.foreground} on ${w.background}`)).toEqual([
      'buttons.primary.text on buttons.primary.background',
      'tables.headerText on tables.headerBackground',
      'text.onHeader on gradients.header.stops.1.color',
    ]);
  });

  it('draws translucent colours over what is behind them', () => {
    const warnings = checkThemeContrast({
      ...DEFAULT_THEME,
      text: { ...DEFAULT_THEME.text, body: 'rgba(0, 0, 0, 0.3)' },
    });
    expect(warnings.some((w) => w.foreground === 'text.body')).toBe(true);
    const opaqueEnough = checkThemeContrast({
      ...DEFAULT_THEME,
      text: { ...DEFAULT_THEME.text, body: 'rgba(0, 0, 0, 0.9)' },
    });
    expect(opaqueEnough.some((w) => w.foreground === 'text.body')).toBe(false);
  });

  it('skips what a draft being edited leaves out or half-typed, never throwing', () => {
    const draft = {
      ...DEFAULT_THEME,
      text: { ...DEFAULT_THEME.text, body: '#12', muted: '#FFA000' },
      gradients: undefined,
      fonts: undefined,
    } as unknown as typeof DEFAULT_THEME;
    const warnings = checkThemeContrast(draft);
    expect(warnings.some((w) => w.foreground === 'text.body')).toBe(false);
    expect(warnings.some((w) => w.foreground === 'text.muted')).toBe(true);
  });

  it('never rounds a failing ratio up to a passing one', () => {
    for (const w of checkThemeContrast({
      ...DEFAULT_THEME,
      text: { ...DEFAULT_THEME.text, muted: '#777777' },
    })) {
      expect(w.ratio).toBeLessThan(w.minimum);
    }
  });
});
