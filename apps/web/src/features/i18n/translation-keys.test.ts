import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SUPPORTED_LANGUAGES, bundledResources, namespaceOf, toTerms } from '@care/i18n';
import { describe, expect, it } from 'vitest';
import { FEATURE_TEXTS } from '../../app/texts';

// Every key the web app's code translates with a literal (`t('login.title')`, `i18n.t(…)`,
// `i18nKey="…"`) must exist in every bundled language: the bundled texts are what the first paint
// shows, and a key found nowhere would be shown raw and reported as missing to the server.

const SOURCE = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `key → files using it`, for literal keys; and the prefixes of template keys (`legal.${x}`). */
function usedKeys() {
  const literal = new Map<string, string[]>();
  const prefixes = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, file: string) =>
    map.set(key, [...(map.get(key) ?? []), relative(SOURCE, file)]);
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*(['"`])([\w.-]+)\1/g))
      add(literal, match[2] ?? '', file);
    for (const match of text.matchAll(/\bi18nKey=(['"])([\w.-]+)\1/g))
      add(literal, match[2] ?? '', file);
    // The keys a declaration names for someone else to translate (a widget's title, a tab's label).
    for (const match of text.matchAll(/\b(?:titleKey|labelKey):\s*(['"])([\w.-]+)\1/g))
      add(literal, match[2] ?? '', file);
    for (const match of text.matchAll(/\bt\(\s*`([\w.-]*)\$\{/g))
      add(prefixes, match[1] ?? '', file);
  }
  return { literal, prefixes };
}

const { literal, prefixes } = usedKeys();

describe('keys used by the web app', () => {
  it('are found in the source (the scan works)', () => {
    expect(literal.size).toBeGreaterThan(30);
    expect([...literal.keys()]).toEqual(
      expect.arrayContaining(['login.title', 'shell.logout', 'legal.termsAndConditions']),
    );
    expect([...prefixes.keys()]).toEqual(expect.arrayContaining(['legal.']));
  });

  it.each(SUPPORTED_LANGUAGES)('exist in %s', (language) => {
    const known = new Set(toTerms(bundledResources[language].translation).map((t) => t.termId));
    // A key used with a `count` is found by its plural forms (`_one`, `_other`: those of the four
    // languages for a count a person reads).
    const exists = (key: string) =>
      known.has(key) || (known.has(`${key}_one`) && known.has(`${key}_other`));
    const missing = [...literal]
      .filter(([key]) => !exists(key))
      .map(([key, files]) => `${key} (${files.join(', ')})`);
    const deadPrefixes = [...prefixes]
      .filter(([prefix]) => ![...known].some((key) => key.startsWith(prefix)))
      .map(([prefix, files]) => `${prefix}… (${files.join(', ')})`);
    expect({ missing, deadPrefixes }).toEqual({ missing: [], deadPrefixes: [] });
  });
});

/**
 * The namespaces a file's texts may come from: the default one always; a feature's own
 * (app/texts.ts); a feature's home widgets (`widgets/`, `home-widgets.ts`), those of the home
 * page that shows them.
 */
function namespacesOf(file: string): readonly string[] {
  const [area, feature, sub] = relative(SOURCE, file).split('/');
  if (area !== 'features' || !feature) return ['translation'];
  const own: readonly string[] = FEATURE_TEXTS[feature as keyof typeof FEATURE_TEXTS] ?? [];
  const onHome = sub === 'widgets' || sub === 'home-widgets.ts';
  return ['translation', ...own, ...(onHome ? FEATURE_TEXTS.home : [])];
}

describe('the namespaces of the keys', () => {
  it("are loaded where they are used: the default namespace or the feature's own", () => {
    const outside = [...literal].flatMap(([key, files]) =>
      files
        .filter((file) => !namespacesOf(join(SOURCE, file)).includes(namespaceOf(key)))
        .map((file) => `${key} (${namespaceOf(key)}) in ${file}`),
    );
    expect(outside).toEqual([]);
  });
});
