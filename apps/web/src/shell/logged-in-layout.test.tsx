import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
} from '../test/api-test-server';
import { sessionKeysBesidesTranslations, withoutStartupReads } from '../test/i18n-api';
import { renderApp } from '../test/render-app';
import { SELECTED_GROUP_KEY, SESSION_TOKEN_KEY } from '../shared/storage-keys';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server);
});

function signedIn() {
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
}

describe('logged-in shell', () => {
  // First in the file: a signed-in app of an earlier test may still be finishing its notification
  // socket's handshake, which this test would count as a request made without a token.
  it('without a token goes to the login page', async () => {
    const { location } = renderApp('/loggedIn/', server);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/loggedOut/');
    expect(withoutStartupReads(server.hits).map((hit) => `${hit.method} ${hit.url}`)).toEqual([]);
  });

  it('shows the user’s full name, translated role, group and a sign-out button', async () => {
    signedIn();
    renderApp('/loggedIn/', server);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Giulia Bianchi')).toBeInTheDocument();
    expect(within(banner).getByText('Nurse')).toBeInTheDocument();
    expect(within(banner).getByText('Villa Serena')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // The initials circle is decorative: seen, not read out twice.
    expect(within(banner).getByText('GB')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('main')).toHaveTextContent(
      'You are signed in as Nurse in the group Villa Serena.',
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('translates the role label', async () => {
    signedIn();
    server.routes.clear();
    installWorkingApi(server, myInfo({ role: 'RA_GUEST_ASSISTANCE' }));
    renderApp('/loggedIn/', server, 'es');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Atención a huéspedes')).toBeInTheDocument();
  });

  it('offers a group select with several groups, defaulting to the first, kept in session storage', async () => {
    signedIn();
    server.routes.clear();
    installWorkingApi(
      server,
      myInfo({
        groups: [
          { id: 1, name: 'Villa Serena' },
          { id: 2, name: 'Casa del Sole' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/loggedIn/', server);
    const select = await screen.findByRole('combobox', { name: 'Group' });
    expect(select).toHaveDisplayValue('Villa Serena');
    await user.selectOptions(select, 'Casa del Sole');
    expect(sessionStorage.getItem(SELECTED_GROUP_KEY)).toBe('2');
    expect(screen.getByRole('main')).toHaveTextContent('in the group Casa del Sole.');
  });

  it('signs out: tells the server, clears session storage, shows the login page, reloads after 200 ms', async () => {
    signedIn();
    const user = userEvent.setup();
    const { browser, location } = renderApp('/loggedIn/', server);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/loggedOut/');
    expect(sessionKeysBesidesTranslations()).toEqual([]);
    expect(server.hits.some((hit) => hit.url === '/api/auth/sign-out')).toBe(true);
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
  });

  it('signs out locally even when the server cannot be reached', async () => {
    signedIn();
    server.routes.set('POST /api/auth/sign-out', (_request, response) => {
      response.destroy();
    });
    const user = userEvent.setup();
    const { location } = renderApp('/loggedIn/', server);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/loggedOut/'));
    expect(sessionKeysBesidesTranslations()).toEqual([]);
  });

  it.each([412, 417])(
    'a %i from the server ends the session with the expired notice',
    async (status) => {
      signedIn();
      server.routes.set('GET /api/personal/myInfo', (_request, response) =>
        sendJson(response, status, {}),
      );
      const { browser, location } = renderApp('/loggedIn/', server);
      expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
      expect(location()).toBe('/loggedOut/?sessionExpired=true&returnTo=%2FloggedIn%2F');
      expect(sessionKeysBesidesTranslations()).toEqual([]);
      await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    },
  );

  it('a token the server does not know (E005) ends the session', async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, 'forged-token-0123456789abcdefghij');
    const { location } = renderApp('/loggedIn/', server);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
    expect(location()).toBe('/loggedOut/?sessionExpired=true&returnTo=%2FloggedIn%2F');
  });

  it('a role outside the seven sends the user away with the role-not-allowed notice', async () => {
    signedIn();
    server.routes.clear();
    installWorkingApi(server, myInfo({ role: 'RA_JANITOR' }));
    const { browser, location } = renderApp('/loggedIn/', server);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role is not allowed to use this application.',
    );
    expect(location()).toBe('/loggedOut/?roleNotAllowed=true');
    expect(sessionKeysBesidesTranslations()).toEqual([]);
    await waitFor(() => expect(browser.reload).toHaveBeenCalled());
  });

  it('a server error offers a retry that loads the shell', async () => {
    signedIn();
    server.routes.set('GET /api/personal/myInfo', (_request, response) =>
      sendJson(response, 400, { errorCode: 'E003' }),
    );
    const user = userEvent.setup();
    renderApp('/loggedIn/', server);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The personal data could not be found.',
    );
    installWorkingApi(server);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Giulia Bianchi' }),
    ).toBeInTheDocument();
  });
});

describe('routes', () => {
  it.each(['/somewhere/else', '/loggedOut/nothing-here'])(
    '%s goes to /loggedOut/',
    async (path) => {
      const { location } = renderApp(path, server);
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(location()).toBe('/loggedOut/');
    },
  );
});

/** A window of `width` px for the shell's breakpoint (jsdom has no `matchMedia`). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('navigation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the screens the role may open, the current one marked', async () => {
    signedIn();
    renderApp('/loggedIn/', server);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'All screens',
      'Guests',
      'Facility diary',
      'Handover',
      'Activities',
      'Measurements',
      'Measuring devices',
      'Documents',
      'My profile',
      'Settings',
      'Help',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/loggedIn/settings/',
    );
  });

  it('leaves Settings out for a guest, and its address leads to the start page', async () => {
    signedIn();
    server.routes.clear();
    installWorkingApi(server, myInfo({ role: 'RA_GUEST' }));
    const { location } = renderApp('/loggedIn/settings/', server);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'All screens',
      'My diary',
      'My activities',
      'Documents',
      'My profile',
      'Help',
    ]);
    await waitFor(() => expect(location()).toBe('/loggedIn/'));
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Giulia Bianchi' }),
    ).toBeInTheDocument();
  });

  it('below 868px opens the navigation in a drawer from the menu button, closing on a choice', async () => {
    viewport(800);
    // jsdom has no animations: the drawer's exit would wait for an animationend that never comes.
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { animation: none !important; }';
    document.head.append(still);
    onTestFinished(() => still.remove());
    signedIn();
    const user = userEvent.setup();
    const { location } = renderApp('/loggedIn/', server);
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(location()).toBe('/loggedIn/settings/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('from 868px shows the navigation beside the screen, without a menu button', async () => {
    viewport(868);
    signedIn();
    renderApp('/loggedIn/', server);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('requirementOf', () => {
  it('is the navigation entry’s requirement for the screen and the paths below it', async () => {
    const { requirementOf } = await import('./route-guards');
    const { SETTINGS_REQUIREMENT } = await import('./navigation-items');
    expect(requirementOf('/loggedIn/settings/')).toBe(SETTINGS_REQUIREMENT);
    expect(requirementOf('/loggedIn/settings/advanced')).toBe(SETTINGS_REQUIREMENT);
    expect(requirementOf('/loggedIn/settings')).toBe(SETTINGS_REQUIREMENT);
    expect(requirementOf('/loggedIn/settingsOther/')).toBeUndefined();
    expect(requirementOf('/loggedIn/')).toBeUndefined();
    expect(requirementOf('/loggedIn/termsAndConditionsPage/')).toBeUndefined();
  });
});
