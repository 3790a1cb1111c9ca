import { describe, expect, it } from 'vitest';
import type { CareThemeDefinition } from '../model/index';
import { expectGrammaticalDefinition } from '../testing/grammar-oracle';
import { DARK_THEME, DEFAULT_THEME, MAINFRAME_THEME } from '../themes/index';
import {
  exportTheme,
  importThemes,
  MAX_THEME_FILE_BYTES,
  themeFileName,
  type ThemeImportFailure,
  type ThemeImportResult,
  type ThemeImportSuccess,
} from './index';

/** A theme's definition: what a file carries (everything but the id). */
function definitionOf(theme: CareThemeDefinition & { id?: string }): CareThemeDefinition {
  const { id: _id, ...definition } = theme;
  return definition;
}

const sunrise: CareThemeDefinition = {
  ...definitionOf(DEFAULT_THEME),
  name: 'Sunrise',
  colors: { ...DEFAULT_THEME.colors, primary: 'rgb(200, 80, 0)', info: 'hsla(210, 90%, 40%, 0.9)' },
  buttons: { ...DEFAULT_THEME.buttons, borderRadius: '0.75rem' },
  fonts: { ...DEFAULT_THEME.fonts, family: 'Helvetica Now Text', size: 18.5 },
  gradients: {
    ...DEFAULT_THEME.gradients,
    header: {
      angle: 135,
      stops: [
        { color: '#ff8a00', position: 0 },
        { color: 'orange', position: 40.5 },
        { color: '#e52e71cc', position: 100 },
      ],
    },
  },
};

function file(name: string, content: unknown): { name: string; text: string } {
  return { name, text: typeof content === 'string' ? content : JSON.stringify(content) };
}

/** A theme document as a plain object, ready to be changed by a test. */
function documentOf(theme: CareThemeDefinition = sunrise): Record<string, unknown> {
  return JSON.parse(exportTheme(theme)) as Record<string, unknown>;
}

function only(results: ThemeImportResult[]): ThemeImportResult {
  expect(results).toHaveLength(1);
  return results[0] as ThemeImportResult;
}

function accepted(result: ThemeImportResult): ThemeImportSuccess {
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.details}`);
  return result;
}

function refused(result: ThemeImportResult): ThemeImportFailure {
  if (result.ok) throw new Error(`accepted: ${result.theme.name}`);
  return result;
}

describe('exportTheme', () => {
  it('writes a versioned Care theme document without the id', () => {
    const document = documentOf(DEFAULT_THEME);
    expect(document.format).toBe('care-theme');
    expect(document.version).toBe(1);
    expect(document.name).toBe('Default');
    expect(document).not.toHaveProperty('id');
    expect(Object.keys(document)).toEqual([
      'format',
      'version',
      'name',
      'colorMode',
      'colors',
      'buttons',
      'text',
      'fonts',
      'gradients',
      'backgrounds',
      'tables',
    ]);
  });

  it('names the file after the theme in plain ASCII', () => {
    expect(themeFileName({ name: 'Café – Pflege (2)' })).toBe('care-theme-cafe-pflege-2.json');
    expect(themeFileName({ name: '🌙' })).toBe('care-theme-custom.json');
  });
});

describe('importThemes', () => {
  it.each([sunrise, definitionOf(DARK_THEME), definitionOf(MAINFRAME_THEME)])(
    'gives back exactly the exported theme ($name)',
    (theme) => {
      const result = accepted(only(importThemes([file('theme.json', exportTheme(theme))])));
      // Built-in names are taken, so those come back as copies; everything else is identical.
      expect({ ...result.theme, name: theme.name }).toEqual(theme);
      expectGrammaticalDefinition(result.theme);
    },
  );

  it('keeps the name of a theme whose name is free', () => {
    const result = accepted(only(importThemes([file('sunrise.json', exportTheme(sunrise))])));
    expect(result.theme).toEqual(sunrise);
    expect(result.renamedFrom).toBeUndefined();
  });

  it('imports a taken name as a copy, never overwriting (custom and built-in, any case)', () => {
    const taken = importThemes(
      [
        file('a.json', exportTheme(sunrise)),
        file('b.json', exportTheme(sunrise)),
        file('c.json', { ...documentOf(), name: 'dark' }),
      ],
      ['SUNRISE'],
    ).map((result) => accepted(result));
    expect(taken.map((result) => result.theme.name)).toEqual([
      'Sunrise (2)',
      'Sunrise (3)',
      'dark (2)',
    ]);
    expect(taken[0]?.renamedFrom).toBe('Sunrise');
  });

  it('keeps copy names within 40 characters', () => {
    const name = 'A very long theme name that fills it up';
    expect(name).toHaveLength(39);
    const result = accepted(
      only(importThemes([file('a.json', { ...documentOf(), name })], [name])),
    );
    expect(result.theme.name).toBe('A very long theme name that fills it (2)');
    expect(result.theme.name.length).toBeLessThanOrEqual(40);
  });

  it('refuses a 4th file: nothing is imported', () => {
    const files = [1, 2, 3, 4].map((n) => file(`t${n}.json`, { ...documentOf(), name: `T${n}` }));
    const results = importThemes(files);
    expect(results).toHaveLength(4);
    for (const result of results) expect(refused(result).reason).toBe('tooManyFiles');
    expect(importThemes(files.slice(0, 3)).every((result) => result.ok)).toBe(true);
  });

  it('reads each file on its own: a bad file does not stop the good ones', () => {
    const results = importThemes([
      file('good.json', exportTheme(sunrise)),
      file('bad.json', '{'),
      file('also-good.json', { ...documentOf(), name: 'Evening' }),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
    expect(results.map((result) => result.file)).toEqual([
      'good.json',
      'bad.json',
      'also-good.json',
    ]);
  });

  it.each([
    ['notJson', file('theme.txt', exportTheme(sunrise))],
    ['notJson', file('theme.json.exe', exportTheme(sunrise))],
    ['tooLarge', file('big.json', `${exportTheme(sunrise)}${' '.repeat(MAX_THEME_FILE_BYTES)}`)],
    ['tooLarge', { ...file('big.json', exportTheme(sunrise)), size: MAX_THEME_FILE_BYTES + 1 }],
    ['tooLarge', file('wide.json', `"${'é'.repeat(MAX_THEME_FILE_BYTES / 2)}"`)],
    ['invalidJson', file('broken.json', '{"format": "care-theme",')],
    ['invalidJson', file('empty.json', '')],
    ['notATheme', file('array.json', [documentOf()])],
    ['notATheme', file('other.json', { ...documentOf(), format: 'vscode-theme' })],
    ['notATheme', file('number.json', '42')],
    ['unsupportedVersion', file('v2.json', { ...documentOf(), version: 2 })],
    ['unsupportedVersion', file('v1s.json', { ...documentOf(), version: '1' })],
    ['invalidName', file('noname.json', { ...documentOf(), name: '   ' })],
    ['invalidName', file('long.json', { ...documentOf(), name: 'x'.repeat(41) })],
    ['invalidName', file('ctrl.json', { ...documentOf(), name: 'Evil\u202Egnp.exe' })],
    ['schema', file('typo.json', { ...documentOf(), colors: { primary: '#12345' } })],
    ['schema', file('font.json', { ...documentOf(), fonts: { family: 'Comic Sans MS' } })],
    ['schema', file('size.json', { ...documentOf(), fonts: { size: 31 } })],
    ['schema', file('input.json', { ...documentOf(), fonts: { sizes: { body: 121 } } })],
    [
      'schema',
      file('stops.json', { ...documentOf(), gradients: { header: { angle: 0, stops: [] } } }),
    ],
    ['schema', file('mode.json', { ...documentOf(), colorMode: 'sepia' })],
    ['unsafeValue', file('url.json', { ...documentOf(), colors: { primary: 'url(x)' } })],
    ['unsafeValue', file('out.json', { ...documentOf(), buttons: { borderRadius: '4px;}*{x:y' } })],
  ])('refuses %s: %o', (reason, themeFile) => {
    const result = refused(only(importThemes([themeFile])));
    expect(result.reason).toBe(reason);
    expect(result.file).toBe(themeFile.name);
    expect(result.details).not.toBe('');
  });

  it('names the faulty values without echoing them', () => {
    const result = refused(
      only(
        importThemes([
          file('x.json', {
            ...documentOf(),
            colors: { primary: 'url(https://evil.example)' },
            tables: { border: 'nope' },
          }),
        ]),
      ),
    );
    expect(result.reason).toBe('unsafeValue');
    expect(result.issues.map((issue) => issue.path)).toEqual(['colors.primary', 'tables.border']);
    expect(result.details).not.toContain('evil');
  });

  it('drops unknown keys and fills the keys left out from the base of its colour mode', () => {
    const result = accepted(
      only(
        importThemes([
          file('partial.json', {
            format: 'care-theme',
            version: 1,
            name: 'Night shift',
            colorMode: 'dark',
            colors: { primary: '#ff00ff', sparkle: 'yes' },
            extra: { nested: true },
          }),
        ]),
      ),
    );
    expect(result.theme).toEqual({
      ...definitionOf(DARK_THEME),
      name: 'Night shift',
      colors: { ...DARK_THEME.colors, primary: '#ff00ff' },
    });
    expectGrammaticalDefinition(result.theme);
  });

  it('wraps gradient angles into 0–360 and trims plain spaces', () => {
    const angle = (value: number) => {
      const document = documentOf();
      const header = { ...sunrise.gradients.header, angle: value };
      const result = accepted(
        only(importThemes([file('a.json', { ...document, gradients: { header } })])),
      );
      return result.theme.gradients.header.angle;
    };
    expect(angle(370)).toBe(10);
    expect(angle(-10)).toBe(350);
    expect(angle(720)).toBe(0);
    expect(angle(360)).toBe(360);
    expect(angle(-0)).toBe(0);
    const spaced = accepted(
      only(importThemes([file('a.json', { ...documentOf(), colors: { primary: '  #abc ' } })])),
    );
    expect(spaced.theme.colors.primary).toBe('#abc');
  });

  it('refuses a huge value quickly (no regular expression backtracking)', () => {
    const document = { ...documentOf(), colors: { primary: `a${' '.repeat(60_000)}a` } };
    const started = performance.now();
    expect(refused(only(importThemes([file('spaces.json', document)]))).reason).toBe('schema');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('accepts a byte-order mark and upper-case extensions', () => {
    const result = only(importThemes([file('THEME.JSON', `\uFEFF${exportTheme(sunrise)}`)]));
    expect(accepted(result).theme).toEqual(sunrise);
  });

  it('never lets __proto__, constructor or prototype keys through or pollute anything', () => {
    const text = exportTheme(sunrise)
      .replace(
        '{',
        '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": 1}},',
      )
      .replace('"colors": {', '"colors": {"__proto__": {"primary": "url(x)"},');
    const result = accepted(only(importThemes([file('proto.json', text)])));
    expect(result.theme).toEqual(sunrise);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.theme.colors)).toBe(Object.prototype);
    expect(Object.hasOwn(result.theme, '__proto__')).toBe(false);
  });

  it('returns frozen themes', () => {
    const result = accepted(only(importThemes([file('a.json', exportTheme(sunrise))])));
    expect(Object.isFrozen(result.theme)).toBe(true);
    expect(Object.isFrozen(result.theme.gradients.header.stops)).toBe(true);
  });
});
