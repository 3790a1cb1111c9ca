import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages/index';
import {
  NAMESPACES,
  NAMESPACE_KEYS,
  bundledResources,
  en,
  namespaceOf,
  namespaceTexts,
} from './index';

type Tree = { [key: string]: unknown };

/** Every leaf key of a resource tree, as `a.b.c`. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? leafKeys(value as Tree, path) : [path];
  });
}

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object'
      ? leaves(value as Tree, path)
      : [[path, value]];
  });
}

const reference = new Set(leafKeys(bundledResources.en.translation));

describe('bundled resources', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has exactly the keys of every other language', (language) => {
    const keys = new Set(leafKeys(bundledResources[language].translation));
    const missing = [...reference].filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !reference.has(key));
    expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
  });

  it.each(SUPPORTED_LANGUAGES)('%s has a non-empty string for every key', (language) => {
    const bad = leaves(bundledResources[language].translation)
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s keeps the interpolation placeholders of English', (language) => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const english = new Map(leaves(bundledResources.en.translation));
    const wrong = leaves(bundledResources[language].translation)
      .filter(([key, value]) => {
        return placeholders(value).join() !== placeholders(english.get(key)).join();
      })
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('translates rather than copies English', () => {
    const english = new Map(leaves(bundledResources.en.translation));
    // A few terms are legitimately the same (the brand, "Password" in Italian, "Gast"…); a
    // language that is mostly English copies is not translated.
    for (const language of SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en')) {
      const all = leaves(bundledResources[language].translation);
      const same = all.filter(([key, value]) => english.get(key) === value);
      expect(same.length / all.length, language).toBeLessThan(0.1);
    }
  });

  it('has catalogue-shaped error codes, no message for FEE001, and a generic fallback', () => {
    const codes = Object.keys(bundledResources.en.translation.error.translation.code);
    expect(codes.every((code) => /^(E0\d\d|FEE\d{3})$/.test(code))).toBe(true);
    expect(codes).toContain('E014');
    // A cancelled request is never shown, so it has no message to translate.
    expect(codes).not.toContain('FEE001');
    expect(bundledResources.en.translation.error.translation.generic).toBeTruthy();
  });

  it('uses the API’s own term ids where the API names them, so a facility’s terms reach them', () => {
    // The API's translation terms name these ids; a bundled text under another key would never
    // be replaced by a facility's own term.
    const named = ['autocomplete.noDataFound', 'login.title', 'error.translation.code.E014'];
    expect(named.filter((key) => !reference.has(key))).toEqual([]);
  });
});

describe('namespaces', () => {
  it.each(NAMESPACES)('%s owns exactly the top-level keys it declares', (namespace) => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(namespaceTexts[namespace][language]).sort()).toEqual(
        [...NAMESPACE_KEYS[namespace]].sort(),
      );
    }
  });

  it('keep the default namespace to what the login area and the shell show', () => {
    const screens: string[] = NAMESPACES.flatMap((namespace) => [...NAMESPACE_KEYS[namespace]]);
    expect(Object.keys(en).filter((key) => screens.includes(key))).toEqual([]);
    expect(namespaceOf('documents.title')).toBe('documents');
    expect(namespaceOf('profilePage.title')).toBe('people');
    expect(namespaceOf('login.title')).toBe('translation');
  });
});
