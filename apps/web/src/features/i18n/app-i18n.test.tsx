import { getServerTranslations, TRANSLATIONS_CACHE_KEY_PREFIX } from '@care/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_TOKEN_KEY } from '../../shared/storage-keys';
import {
  TOKEN,
  installWorkingApi,
  startApiTestServer,
  type ApiTestServer,
} from '../../test/api-test-server';
import { installI18nApi } from '../../test/i18n-api';
import { renderApp } from '../../test/render-app';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server);
});

const reports = (path: string) =>
  server.hits.filter((hit) => hit.method === 'POST' && hit.url === path).map((hit) => hit.body);

describe('the app’s translations', () => {
  it('shows the bundled texts at once and the server’s terms when they arrive', async () => {
    installI18nApi(server, { terms: { it: [{ termId: 'login.title', value: 'Entra in Care' }] } });
    const user = userEvent.setup();
    renderApp('/loggedOut/', server, 'it');
    // Logged out, the server is asked only once the user does something (or after 8 s): the
    // API client's code is not part of the login page's first load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument();
    expect(server.hits.filter((hit) => hit.url.startsWith('/api/personal/'))).toEqual([]);
    await user.click(screen.getByRole('textbox', { name: 'Nome utente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entra in Care' }),
    ).toBeInTheDocument();
    // The rest keeps its bundled text.
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    const cached = JSON.parse(sessionStorage.getItem(`${TRANSLATIONS_CACHE_KEY_PREFIX}it`) ?? '{}');
    expect(cached.value).toEqual({ 'login.title': 'Entra in Care' });
    expect(typeof cached.savedAt).toBe('number');
  });

  it('reports a missing term once, logged out through the public path', async () => {
    const user = userEvent.setup();
    const { app } = renderApp('/loggedOut/', server, 'en');
    await user.click(await screen.findByRole('textbox', { name: 'Username' }));
    await getServerTranslations(app.i18n)?.settled();
    app.i18n.t('screen.notThereYet');
    app.i18n.t('screen.notThereYet');
    await waitFor(() =>
      expect(reports('/api/public/addTerm/')).toEqual(['{"id":"screen.notThereYet"}']),
    );
    expect(reports('/api/personal/addTerm/')).toEqual([]);
  });

  it('reports a missing term through personal/addTerm/ when signed in', async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    const { app } = renderApp('/loggedIn/', server, 'en');
    await screen.findByRole('banner', {});
    await getServerTranslations(app.i18n)?.settled();
    app.i18n.t('screen.alsoMissing');
    await waitFor(() =>
      expect(reports('/api/personal/addTerm/')).toEqual(['{"id":"screen.alsoMissing"}']),
    );
    const hit = server.hits.find((candidate) => candidate.url === '/api/personal/addTerm/');
    expect(hit?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('offers only the languages the server has, falling back to the first when English is missing', async () => {
    installI18nApi(server, { locales: ['it', 'es'] });
    const user = userEvent.setup();
    const { app } = renderApp('/loggedOut/', server, 'en');
    await user.click(await screen.findByRole('textbox', { name: 'Username' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Lingua' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Italiano', 'Español']),
    );
    expect(document.documentElement.lang).toBe('it');
    // Nothing left in flight to write into the next test's storage.
    await getServerTranslations(app.i18n)?.settled();
  });
});

describe('the language switcher in the logged-in header', () => {
  it('switches the whole interface, today’s date included', async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    const user = userEvent.setup();
    renderApp('/loggedIn/', server, 'en');
    const banner = await screen.findByRole('banner', {});
    expect(screen.getByRole('main').textContent).toMatch(/Today is \w+day, \d{1,2} \w+ \d{4}/);
    await user.selectOptions(
      within(banner).getByRole('combobox', { name: 'Language' }),
      'Italiano',
    );
    expect(await within(banner).findByRole('button', { name: 'Esci' })).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).toMatch(
      /Oggi è (lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) \d{1,2} \p{L}+ \d{4}/u,
    );
    expect(localStorage.getItem('care.language')).toBe('it');
    await waitFor(() =>
      expect(server.hits.some((hit) => hit.url === '/api/personal/translation/it')).toBe(true),
    );
  });
});
