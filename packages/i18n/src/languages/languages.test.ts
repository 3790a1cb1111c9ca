import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  detectLanguage,
  localeCodeToLanguage,
  resolveLanguage,
  toSupportedLanguage,
} from './languages';

function storageWith(value: string | null) {
  return { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null) };
}

describe('toSupportedLanguage', () => {
  it.each([
    ['de-CH', 'de'],
    ['es_419', 'es'],
    ['IT', 'it'],
    ['en-GB', 'en'],
    ['fr-FR', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (tag, expected) => {
    expect(toSupportedLanguage(tag)).toBe(expected);
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage({ storage: storageWith('es'), browserLanguages: ['de'] })).toBe('es');
  });

  it('ignores a stored value that is not a language of ours', () => {
    expect(detectLanguage({ storage: storageWith('xx'), browserLanguages: ['de-AT'] })).toBe('de');
  });

  it('takes the first supported browser language', () => {
    expect(detectLanguage({ storage: null, browserLanguages: ['fr', 'it-IT', 'de'] })).toBe('it');
  });

  it('falls back to English', () => {
    expect(detectLanguage({ storage: null, browserLanguages: ['fr', 'pt-BR'] })).toBe('en');
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage({ storage: throwing, browserLanguages: ['es'] })).toBe('es');
  });
});

describe('localeCodeToLanguage', () => {
  it.each([
    ['gb', 'en'],
    ['GB', 'en'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['it', 'it'],
    ['de-AT', 'de'],
    ['uk', undefined],
    ['fr', undefined],
    [undefined, undefined],
  ])('%s → %s', (code, expected) => {
    expect(localeCodeToLanguage(code)).toBe(expected);
  });
});

describe('resolveLanguage', () => {
  it('keeps an available language', () => {
    expect(resolveLanguage('de', ['it', 'en', 'de'])).toBe('de');
  });

  it('falls back to English when the language is missing', () => {
    expect(resolveLanguage('de', ['it', 'en', 'es'])).toBe('en');
  });

  it('falls back to the first available language when English is missing too', () => {
    expect(resolveLanguage('de', ['es', 'it'])).toBe('es');
  });

  it('treats an unknown (empty) list as everything available', () => {
    expect(resolveLanguage('de', [])).toBe('de');
  });
});
