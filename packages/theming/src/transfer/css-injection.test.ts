import { describe, expect, it } from 'vitest';
import { isThemeValue, sanitizeSections } from '../model/shape';
import payloads from '../testing/css-injection-payloads.json';
import { DEFAULT_THEME } from '../themes/index';
import { exportTheme, importThemes } from './index';

/** A theme document as JSON gives it back, loosely typed for the test to write into. */
interface Doc {
  colorMode: unknown;
  colors: Record<string, unknown>;
  buttons: { secondary: Record<string, unknown>; borderRadius: unknown };
  text: Record<string, unknown>;
  backgrounds: Record<string, unknown>;
  tables: Record<string, unknown>;
  fonts: { family: unknown; headingFamily: unknown; size: unknown; sizes: Record<string, unknown> };
  gradients: Record<'header' | 'sidebar', { angle: unknown; stops: Record<string, unknown>[] }>;
}

function stop(stops: Record<string, unknown>[], index: number): Record<string, unknown> {
  const found = stops[index];
  if (!found) throw new Error(`no stop ${index}`);
  return found;
}

function probe(): Doc {
  return JSON.parse(exportTheme({ ...DEFAULT_THEME, name: 'Probe' })) as Doc;
}

/** Every kind of slot a value can sit in, with where to put the payload in a theme document. */
const SLOTS: Record<string, (document: Doc, payload: string) => void> = {
  'brand colour': (d, p) => (d.colors.primary = p),
  'message colour': (d, p) => (d.colors.error = p),
  'button colour': (d, p) => (d.buttons.secondary.text = p),
  'text colour': (d, p) => (d.text.onHeader = p),
  'background colour': (d, p) => (d.backgrounds.page = p),
  'table colour': (d, p) => (d.tables.border = p),
  length: (d, p) => (d.buttons.borderRadius = p),
  'font family': (d, p) => (d.fonts.family = p),
  'heading font family': (d, p) => (d.fonts.headingFamily = p),
  'global font size': (d, p) => (d.fonts.size = p),
  'font size': (d, p) => (d.fonts.sizes.title = p),
  'gradient stop colour': (d, p) => (stop(d.gradients.header.stops, 1).color = p),
  'gradient angle': (d, p) => (d.gradients.sidebar.angle = p),
  'gradient position': (d, p) => (stop(d.gradients.sidebar.stops, 0).position = p),
  'colour mode': (d, p) => (d.colorMode = p),
};

const corpus = payloads as { category: string; payload: string }[];

describe('the CSS injection corpus', () => {
  it('holds at least 100 payloads in every category asked for', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.map((entry) => entry.payload)).size).toBe(corpus.length);
    const categories = new Set(corpus.map((entry) => entry.category));
    for (const category of [
      'url()',
      '@import',
      'expression()',
      'javascript:',
      'backslash escapes',
      'comment breaks',
      'breaking out of the value',
      'HTML and style end tags',
      'unicode tricks',
      'data: URIs',
      'var() tricks',
      'attr()',
      'image-set() and other image functions',
    ]) {
      expect(categories).toContain(category);
    }
  });

  it.each(Object.keys(SLOTS))(
    'is refused in every %s slot, and the file changes nothing',
    (slot) => {
      const put = SLOTS[slot];
      if (!put) throw new Error(slot);
      for (const { payload } of corpus) {
        const document = probe();
        put(document, payload);
        const [result] = importThemes([{ name: 'probe.json', text: JSON.stringify(document) }]);
        expect(result?.ok, `${slot} accepted ${JSON.stringify(payload)}`).toBe(false);
        if (result && !result.ok) expect(['schema', 'unsafeValue']).toContain(result.reason);
      }
    },
  );

  it('is refused by every value grammar, so even a theme built in code cannot carry it', () => {
    for (const { payload } of corpus) {
      for (const kind of ['color', 'length', 'font', 'fontSize', 'globalFontSize'] as const) {
        expect(isThemeValue(kind, payload), `${kind}: ${JSON.stringify(payload)}`).toBe(false);
      }
      const gradient = {
        angle: 0,
        stops: [
          { color: payload, position: 0 },
          { color: '#fff', position: 100 },
        ],
      };
      expect(isThemeValue('gradient', gradient)).toBe(false);
      // The sanitizer of the system factory puts the base value back.
      const sections = sanitizeSections(
        { ...DEFAULT_THEME, colors: { ...DEFAULT_THEME.colors, primary: payload } },
        DEFAULT_THEME,
      );
      expect(sections.colors.primary).toBe(DEFAULT_THEME.colors.primary);
    }
  });

  it('flags the most common ones as unsafe rather than mistyped', () => {
    for (const payload of [
      'url(x)',
      'red;}body{',
      '</style>',
      'expression(1)',
      'javascript:x',
      'var(--x)',
    ]) {
      const document = probe();
      document.colors.primary = payload;
      const [result] = importThemes([{ name: 'p.json', text: JSON.stringify(document) }]);
      expect(result && !result.ok && result.reason).toBe('unsafeValue');
    }
  });
});
