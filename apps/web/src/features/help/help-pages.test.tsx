import type { HelpIndex, HelpPage } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_KEY } from '../../shared/storage-keys';
import {
  TOKEN,
  installWorkingApi,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
} from '../../test/api-test-server';
import { MALICIOUS_LEGAL_HTML } from '../../test/malicious-html';
import { renderApp } from '../../test/render-app';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server);
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { __pwned?: boolean }).__pwned;
});

const entry = (id: string, title: string, text: string) => ({
  id,
  title,
  summary: `About ${title.toLowerCase()}.`,
  text,
});

function index(locale: string): HelpIndex {
  const suffix = locale === 'en' ? '' : ` ${locale}`;
  return {
    locale,
    pages: [
      entry('getting-started', `Getting started${suffix}`, 'Signing in and the menu page'),
      entry('documents', `Documents${suffix}`, 'Attachments up to 10 MB'),
      entry('settings', `Settings${suffix}`, 'Themes, the dark one for the night shift'),
    ],
  };
}

function page(locale: string, id: string, html = `<h2>Inside ${id} ${locale}</h2>`): HelpPage {
  return { locale, id, title: `Title ${id} ${locale}`, summary: 'S.', html };
}

function serveHelp(lang: string, locale = lang) {
  server.routes.set(`GET /api/help/${lang}`, (_request, response) =>
    sendJson(response, 200, { data: index(locale) }),
  );
  for (const id of ['getting-started', 'documents', 'settings']) {
    server.routes.set(`GET /api/help/${lang}/${id}`, (_request, response) =>
      sendJson(response, 200, { data: page(locale, id) }),
    );
  }
}

describe('the help', () => {
  it('is in the navigation, searches its pages and opens one', async () => {
    serveHelp('en');
    const user = userEvent.setup();
    const { location } = renderApp('/loggedIn/', server, 'en');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const pages = () =>
      within(screen.getByRole('list', { name: 'Help pages' })).getAllByRole('link');
    await waitFor(() => expect(pages()).toHaveLength(3));

    await user.type(screen.getByRole('searchbox', { name: 'Search the help' }), 'night');
    await waitFor(() => expect(pages()).toHaveLength(1));
    expect(screen.getByText('1 page found')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/loggedIn/helpGuidePage/?q=night'));
    const list = screen.getByRole('list', { name: 'Help pages' });

    await user.click(within(list).getByRole('link', { name: 'Settings' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title settings en' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Inside settings en' })).toBeVisible();
    expect(location()).toBe('/loggedIn/helpGuidePage/settings');
  });

  it('says when nothing matches, and shows another language’s page with a notice', async () => {
    serveHelp('de', 'en');
    const user = userEvent.setup();
    renderApp('/loggedIn/helpGuidePage/?q=zzz', server, 'de');
    expect(
      await screen.findByText(
        'Keine Hilfeseite passt zu „zzz“. Versuchen Sie ein anderes Wort.',
        {},
      ),
    ).toHaveAttribute('role', 'status');
    await user.clear(screen.getByRole('searchbox', { name: 'Hilfe durchsuchen' }));
    await user.click(await screen.findByRole('link', { name: 'Documents' }));
    expect(await screen.findByText(/gibt es nicht in Ihrer Sprache/, {})).toBeVisible();
    const heading = screen.getByRole('heading', { level: 2, name: 'Inside documents en' });
    expect(heading.parentElement).toHaveAttribute('lang', 'en');
  });

  it('says so for an unknown page (404 E044) and offers the way back', async () => {
    server.routes.set('GET /api/help/it/nothing', (_request, response) =>
      sendJson(response, 404, { errorCode: 'E044' }),
    );
    renderApp('/loggedIn/helpGuidePage/nothing', server, 'it');
    expect(await screen.findByRole('alert', {})).toHaveTextContent(
      'Questa pagina della guida non esiste.',
    );
    expect(screen.getByRole('link', { name: 'Tutte le pagine della guida' })).toHaveAttribute(
      'href',
      '/loggedIn/helpGuidePage/',
    );
  });

  it('renders a malicious page harmlessly', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.routes.set('GET /api/help/en/documents', (_request, response) =>
      sendJson(response, 200, { data: page('en', 'documents', MALICIOUS_LEGAL_HTML) }),
    );
    renderApp('/loggedIn/helpGuidePage/documents', server, 'en');
    const heading = await screen.findByRole('heading', { name: 'Safe heading' });
    const text = heading.parentElement as HTMLElement;
    expect(text.querySelector('script, img, iframe, svg, style, form, input')).toBeNull();
    expect(text.innerHTML).not.toMatch(/on\w+=|javascript:|style=/i);
    expect(alert).not.toHaveBeenCalled();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('is linked from a screen’s header: the documents page opens its help page', async () => {
    serveHelp('en');
    const user = userEvent.setup();
    const { location } = renderApp('/loggedIn/personalDocuments/', server, 'en');
    await user.click(await screen.findByRole('link', { name: 'Help: Documents' }));
    await waitFor(() => expect(location()).toBe('/loggedIn/helpGuidePage/documents'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title documents en' }),
    ).toBeVisible();
  });
});
