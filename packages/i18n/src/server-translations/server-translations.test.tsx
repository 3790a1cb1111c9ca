import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, createI18nWith, loadBundledTexts } from '../create-i18n';
import { LANGUAGE_STORAGE_KEY, type Language } from '../languages/index';
import type { Term } from '../resources/terms';
import { REPORTED_TERMS_KEY } from './missing-terms';
import { getServerTranslations, type TranslationSource } from './server-translations';
import {
  LOCALES_CACHE_KEY,
  TRANSLATIONS_CACHE_KEY_PREFIX,
  TRANSLATION_CACHE_TTL_MS,
} from './timed-cache';

/** A server whose answers the test releases, counting every call. */
function fakeServer(
  options: {
    locales?: string[];
    terms?: Partial<Record<string, Term[]>>;
    /** When true, translations wait for `release()`. */
    gated?: boolean;
    failReports?: boolean;
  } = {},
) {
  const calls = { locales: 0, translations: [] as string[], reported: [] as string[] };
  let open: () => void = () => undefined;
  const gate = options.gated ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve();
  const source: TranslationSource = {
    loadLocales() {
      calls.locales += 1;
      return Promise.resolve(options.locales ?? ['it', 'en', 'de', 'es']);
    },
    async loadTranslations(locale) {
      calls.translations.push(locale);
      await gate;
      return options.terms?.[locale] ?? [];
    },
    reportMissing(termId) {
      calls.reported.push(termId);
      return options.failReports ? Promise.reject(new Error('503')) : Promise.resolve();
    },
  };
  return {
    calls,
    source,
    release: () => act(async () => open()),
  };
}

const onError = vi.fn();

function create(server: ReturnType<typeof fakeServer>, language: Language = 'it') {
  return createI18n({
    language,
    browserLanguages: [language],
    server: { source: server.source, onError },
  });
}

/** Lets pending promise callbacks run. */
const flush = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T09:00:00Z') });
  localStorage.clear();
  sessionStorage.clear();
  onError.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('server translations', () => {
  it('shows the bundled terms at once and the server terms merged over them when loaded', async () => {
    const server = fakeServer({
      gated: true,
      terms: { it: [{ termId: 'login.title', value: 'Entra' }] },
    });
    const i18n = create(server);
    expect(i18n.t('login.title')).toBe('Accedi');
    await server.release();
    await getServerTranslations(i18n)?.settled();
    expect(i18n.t('login.title')).toBe('Entra');
    // Terms the server does not have keep their bundled text.
    expect(i18n.t('login.submit')).toBe('Accedi');
    expect(server.calls.translations).toEqual(['it']);
  });

  it('merges terms that arrive when the given schedule runs the work, and settles after it', async () => {
    const server = fakeServer({ terms: { it: [{ termId: 'login.title', value: 'Entra' }] } });
    const held: Array<() => void> = [];
    const i18n = createI18n({
      language: 'it',
      browserLanguages: ['it'],
      server: { source: server.source, onError, schedule: (work) => held.push(work) },
    });
    let settled = false;
    void getServerTranslations(i18n)
      ?.settled()
      .then(() => (settled = true));
    await flush();
    // The terms are in, the merge is waiting for its turn: bundled texts, nothing cached yet.
    expect(server.calls.translations).toEqual(['it']);
    expect(held).toHaveLength(1);
    expect(i18n.t('login.title')).toBe('Accedi');
    expect(getServerTranslations(i18n)?.isLoaded()).toBe(false);
    expect(settled).toBe(false);
    expect(sessionStorage.getItem(`${TRANSLATIONS_CACHE_KEY_PREFIX}it`)).toBeNull();
    act(() => held[0]?.());
    await flush();
    expect(i18n.t('login.title')).toBe('Entra');
    expect(settled).toBe(true);
    expect(sessionStorage.getItem(`${TRANSLATIONS_CACHE_KEY_PREFIX}it`)).toContain('Entra');
  });

  it('re-renders React when the server terms arrive', async () => {
    const server = fakeServer({
      gated: true,
      terms: { it: [{ termId: 'login.title', value: 'Entra nel portale' }] },
    });
    const i18n = create(server);
    function Title() {
      const { t } = useTranslation();
      return <h1>{t('login.title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    await server.release();
    expect(await screen.findByRole('heading', { name: 'Entra nel portale' })).toBeInTheDocument();
  });

  it('re-renders nothing when the server terms repeat the texts on screen', async () => {
    // The usual case: the server's table is seeded with the bundled texts.
    const server = fakeServer({
      gated: true,
      terms: {
        it: [
          { termId: 'login.title', value: 'Accedi' },
          { termId: 'login.submit', value: 'Accedi' },
        ],
      },
    });
    const i18n = create(server);
    let renders = 0;
    function Title() {
      const { t } = useTranslation();
      renders += 1;
      return <h1>{t('login.title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    const before = renders;
    await server.release();
    await getServerTranslations(i18n)?.settled();
    await flush();
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(renders).toBe(before);
    expect(getServerTranslations(i18n)?.isLoaded()).toBe(true);
  });

  it("merges a screen namespace's terms when it loads, after the terms arrived", async () => {
    const server = fakeServer({
      terms: {
        it: [
          { termId: 'documents.title', value: 'Le carte' },
          { termId: 'login.title', value: 'Entra' },
        ],
      },
    });
    const i18n = createI18nWith(await loadBundledTexts({ language: 'it', storage: null }), {
      storage: null,
      server: { source: server.source, onError },
    });
    await getServerTranslations(i18n)?.settled();
    expect(i18n.t('login.title')).toBe('Entra');
    // Not merged into the default namespace: the screen's own texts are not there yet.
    expect(i18n.getResource('it', 'translation', 'documents.title')).toBeUndefined();
    await i18n.loadNamespaces('documents');
    expect(i18n.t('documents.title')).toBe('Le carte');
    expect(i18n.t('documents.description')).toBe(
      createI18n({ language: 'it', storage: null }).t('documents.description'),
    );
  });

  it('merges the terms of a namespace already loaded when they arrive', async () => {
    const server = fakeServer({
      gated: true,
      terms: { it: [{ termId: 'documents.title', value: 'Le carte' }] },
    });
    const i18n = createI18nWith(await loadBundledTexts({ language: 'it', storage: null }), {
      storage: null,
      server: { source: server.source, onError },
    });
    await i18n.loadNamespaces('documents');
    await server.release();
    await getServerTranslations(i18n)?.settled();
    expect(i18n.t('documents.title')).toBe('Le carte');
  });

  it('caches locales and terms for an hour in session storage, then asks again', async () => {
    const terms = { it: [{ termId: 'login.title', value: 'Entra' }] };
    const first = fakeServer({ terms });
    await getServerTranslations(create(first))?.settled();
    expect(JSON.parse(sessionStorage.getItem(`${TRANSLATIONS_CACHE_KEY_PREFIX}it`) ?? '')).toEqual({
      savedAt: Date.now(),
      value: { 'login.title': 'Entra' },
    });
    expect(sessionStorage.getItem(LOCALES_CACHE_KEY)).not.toBeNull();

    // A reload within the hour: merged before the first render, no request at all.
    vi.advanceTimersByTime(TRANSLATION_CACHE_TTL_MS - 1000);
    const second = fakeServer({ terms: { it: [{ termId: 'login.title', value: 'Nuovo' }] } });
    const cached = create(second);
    expect(cached.t('login.title')).toBe('Entra');
    expect(getServerTranslations(cached)?.isLoaded()).toBe(true);
    await getServerTranslations(cached)?.settled();
    expect(second.calls).toMatchObject({ locales: 0, translations: [] });

    // After the hour: the server is asked again and its newer term wins.
    vi.advanceTimersByTime(1000);
    const third = fakeServer({ terms: { it: [{ termId: 'login.title', value: 'Nuovo' }] } });
    const fresh = create(third);
    expect(fresh.t('login.title')).toBe('Accedi');
    await getServerTranslations(fresh)?.settled();
    expect(fresh.t('login.title')).toBe('Nuovo');
    expect(third.calls).toMatchObject({ locales: 1, translations: ['it'] });
  });

  it('loads a language when the user switches to it, once', async () => {
    const server = fakeServer({ terms: { de: [{ termId: 'login.title', value: 'Einloggen' }] } });
    const i18n = create(server);
    await getServerTranslations(i18n)?.settled();
    await act(() => i18n.changeLanguage('de'));
    await getServerTranslations(i18n)?.settled();
    expect(i18n.t('login.title')).toBe('Einloggen');
    await act(() => i18n.changeLanguage('it'));
    await act(() => i18n.changeLanguage('de'));
    await flush();
    expect(server.calls.translations).toEqual(['it', 'de']);
  });

  it('asks for a language by the code the server lists (gb for English)', async () => {
    const server = fakeServer({
      locales: ['it', 'gb'],
      terms: { gb: [{ termId: 'login.title', value: 'Log in' }] },
    });
    const i18n = create(server, 'en');
    await getServerTranslations(i18n)?.settled();
    expect(server.calls.translations).toEqual(['gb']);
    expect(i18n.t('login.title')).toBe('Log in');
    expect(getServerTranslations(i18n)?.languages).toEqual(['it', 'en']);
  });

  it('ignores terms that would break the bundled tree', async () => {
    const server = fakeServer({
      terms: {
        it: [
          { termId: 'login', value: 'flat' },
          { termId: '__proto__.polluted', value: 'yes' },
          { termId: 'login.title', value: 'Entra' },
        ],
      },
    });
    const i18n = create(server);
    await getServerTranslations(i18n)?.settled();
    expect(i18n.t('login.title')).toBe('Entra');
    expect(i18n.t('login.submit')).toBe('Accedi');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('carries on with the bundled terms when the server fails, and logs it', async () => {
    const source: TranslationSource = {
      loadLocales: () => Promise.reject(new Error('offline')),
      loadTranslations: () => Promise.reject(new Error('offline')),
    };
    const i18n = createI18n({ language: 'de', server: { source, onError } });
    await getServerTranslations(i18n)?.settled();
    expect(i18n.t('login.title')).toBe('Anmelden');
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'locales');
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'translations');
    expect(getServerTranslations(i18n)?.languages).toEqual(['it', 'en', 'de', 'es']);
  });
});

describe('the fallback language', () => {
  it('falls back to English when the server lacks the chosen language, without storing it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const server = fakeServer({ locales: ['it', 'en', 'es'] });
    const i18n = createI18n({ server: { source: server.source, onError } });
    await getServerTranslations(i18n)?.settled();
    expect(i18n.language).toBe('en');
    expect(getServerTranslations(i18n)?.languages).toEqual(['it', 'en', 'es']);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(server.calls.translations).toEqual(['en']);
  });

  it('falls back to the first available language when English is missing too', async () => {
    const server = fakeServer({ locales: ['es', 'it'] });
    const i18n = createI18n({
      browserLanguages: ['de'],
      server: { source: server.source, onError },
    });
    await getServerTranslations(i18n)?.settled();
    expect(i18n.language).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('offers every bundled language when the server lists none of them', async () => {
    const server = fakeServer({ locales: ['fr', 'pt'] });
    const i18n = create(server, 'de');
    await getServerTranslations(i18n)?.settled();
    expect(i18n.language).toBe('de');
    expect(getServerTranslations(i18n)?.languages).toEqual(['it', 'en', 'de', 'es']);
  });
});

describe('missing terms', () => {
  it('are reported only after the translations have loaded, once each', async () => {
    const server = fakeServer({ gated: true });
    const i18n = create(server);
    i18n.t('screen.notYetTranslated');
    i18n.t('screen.notYetTranslated');
    i18n.t('screen.other');
    await flush();
    expect(server.calls.reported).toEqual([]);

    await server.release();
    await getServerTranslations(i18n)?.settled();
    await flush();
    expect(server.calls.reported).toEqual(['screen.notYetTranslated', 'screen.other']);

    i18n.t('screen.notYetTranslated');
    i18n.t('screen.third');
    i18n.t('screen.third');
    await flush();
    expect(server.calls.reported).toEqual([
      'screen.notYetTranslated',
      'screen.other',
      'screen.third',
    ]);
    expect(JSON.parse(localStorage.getItem(REPORTED_TERMS_KEY) ?? '[]')).toEqual([
      'screen.notYetTranslated',
      'screen.other',
      'screen.third',
    ]);
  });

  it('include a term a server text refers to that exists nowhere ($t(…) nesting)', async () => {
    const server = fakeServer({
      terms: { it: [{ termId: 'login.intro', value: 'Benvenuti. $t(screen.typoInNesting)' }] },
    });
    const i18n = create(server);
    await getServerTranslations(i18n)?.settled();
    expect(i18n.t('login.intro')).toBe('Benvenuti. screen.typoInNesting');
    await flush();
    expect(server.calls.reported).toEqual(['screen.typoInNesting']);
  });

  it('are not reported when the server terms bring them', async () => {
    const server = fakeServer({
      gated: true,
      terms: { it: [{ termId: 'screen.fromServer', value: 'Dal server' }] },
    });
    const i18n = create(server);
    expect(i18n.t('screen.fromServer')).toBe('screen.fromServer');
    await server.release();
    await getServerTranslations(i18n)?.settled();
    await flush();
    expect(i18n.t('screen.fromServer')).toBe('Dal server');
    expect(server.calls.reported).toEqual([]);
  });

  it('are never sent again once accepted, on later page loads either', async () => {
    const first = fakeServer();
    const page1 = create(first);
    await getServerTranslations(page1)?.settled();
    page1.t('screen.missing');
    await flush();
    expect(first.calls.reported).toEqual(['screen.missing']);

    const second = fakeServer();
    const page2 = create(second);
    await getServerTranslations(page2)?.settled();
    page2.t('screen.missing');
    await flush();
    expect(second.calls.reported).toEqual([]);
  });

  it('are tried once per page when the report fails, and again on the next page load', async () => {
    const failing = fakeServer({ failReports: true });
    const page1 = create(failing);
    await getServerTranslations(page1)?.settled();
    page1.t('screen.missing');
    page1.t('screen.missing');
    await flush();
    expect(failing.calls.reported).toEqual(['screen.missing']);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'reportMissing');
    expect(localStorage.getItem(REPORTED_TERMS_KEY)).toBeNull();

    const working = fakeServer();
    const page2 = create(working);
    await getServerTranslations(page2)?.settled();
    page2.t('screen.missing');
    await flush();
    expect(working.calls.reported).toEqual(['screen.missing']);
  });

  it('are not reported for keys that exist', async () => {
    const server = fakeServer();
    const i18n = create(server);
    await getServerTranslations(i18n)?.settled();
    i18n.t('login.title');
    i18n.t('error.translation.code.E014');
    await flush();
    expect(server.calls.reported).toEqual([]);
  });

  it('are not reported at all without a reporter', async () => {
    const i18n = createI18n({
      language: 'it',
      server: {
        source: { loadLocales: async () => ['it'], loadTranslations: async () => [] },
        onError,
      },
    });
    await getServerTranslations(i18n)?.settled();
    expect(i18n.t('screen.missing')).toBe('screen.missing');
  });
});
