import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { sessionKeysBesidesTranslations } from '../../../test/i18n-api';
import { renderApp } from '../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';

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

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /username/i }), username);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('login page', () => {
  it('offers username, password, remember me and sign-in, and no sign-up', async () => {
    renderApp('/loggedOut/', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /username/i })).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sign up|register/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sign up|register/i })).not.toBeInTheDocument();
    expect(document.title).toBe('Sign in · Care');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderApp('/loggedOut/', server);
    const password = await screen.findByLabelText(/^password/i);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('on a wrong password shows the translated E014 message, stores nothing, keeps the input', async () => {
    const { location } = renderApp('/loggedOut/', server);
    await fillAndSubmit('nurse', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(sessionKeysBesidesTranslations()).toEqual([]);
    expect(screen.getByRole('textbox', { name: /username/i })).toHaveValue('nurse');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong');
    expect(location()).toBe('/loggedOut/');
  });

  it('shows the message in the chosen language', async () => {
    renderApp('/loggedOut/', server, 'it');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /nome utente/i }), 'nurse');
    await user.type(screen.getByLabelText(/^password/i), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nome utente o password errati.');
  });

  it('sends remember me and enters the logged-in area on success', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/loggedOut/', server);
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit('nurse', 'secret');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Giulia Bianchi' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/loggedIn/');
    expect(sessionStorage.getItem(SESSION_TOKEN_KEY)).toBe(TOKEN);
    const signIn = server.hits.find((hit) => hit.url === '/api/auth/sign-in');
    expect(JSON.parse(signIn?.body ?? '{}')).toEqual({
      username: 'nurse',
      password: 'secret',
      rememberMe: true,
    });
  });

  it('asks for missing fields without calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/loggedOut/', server);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /username/i })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /username/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // No sign-in attempt (a late read of an earlier test's home page may still land here).
    expect(server.hits.filter((hit) => hit.url.startsWith('/api/auth/'))).toEqual([]);
  });

  it('says when to try again after a throttled sign-in (429 E020 with Retry-After)', async () => {
    let retryAfter = '120';
    server.routes.set('POST /api/auth/sign-in', (_request, response) => {
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': retryAfter });
      response.end(JSON.stringify({ errorCode: 'E020' }));
    });
    renderApp('/loggedOut/', server);
    const user = await fillAndSubmit('nurse', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 2 minutes.',
    );
    expect(sessionKeysBesidesTranslations()).toEqual([]);

    retryAfter = '1';
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 1 second.',
    );
  });

  it.each([
    ['it', /nome utente/i, /^password/i, 'Accedi', 'Troppi tentativi. Riprova tra 15 minuti.'],
    [
      'de',
      /benutzername/i,
      /^passwort(?! anzeigen)/i,
      'Anmelden',
      'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    ],
    [
      'es',
      /nombre de usuario/i,
      /^contraseña/i,
      'Iniciar sesión',
      'Demasiados intentos. Inténtelo de nuevo dentro de 15 minutos.',
    ],
  ] as const)(
    'says it in %s too',
    async (language, usernameLabel, passwordLabel, submit, message) => {
      server.routes.set('POST /api/auth/sign-in', (_request, response) => {
        response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '900' });
        response.end(JSON.stringify({ errorCode: 'E020' }));
      });
      renderApp('/loggedOut/', server, language);
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: usernameLabel }), 'nurse');
      await user.type(screen.getByLabelText(passwordLabel), 'secret');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    },
  );

  it('shows the network message when the server cannot be reached', async () => {
    server.routes.set('POST /api/auth/sign-in', (_request, response) => {
      response.destroy();
    });
    renderApp('/loggedOut/', server);
    await fillAndSubmit('nurse', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
    expect(sessionKeysBesidesTranslations()).toEqual([]);
  });
});

describe('login-area behaviour', () => {
  it('?sessionExpired=true clears session storage and shows the warning', async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    sessionStorage.setItem('care.selectedGroupId', '4');
    renderApp('/loggedOut/?sessionExpired=true', server);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
    expect(sessionKeysBesidesTranslations()).toEqual([]);
  });

  it('after an expired session, signing in leads back to the page of returnTo', async () => {
    const { location } = renderApp(
      '/loggedOut/?sessionExpired=true&returnTo=%2FloggedIn%2FprofilePage%2F',
      server,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
    await fillAndSubmit('nurse', 'secret');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My profile' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/loggedIn/profilePage/');
  });

  it('a returnTo outside the logged-in area leads to the start page instead', async () => {
    const { location } = renderApp(
      `/loggedOut/?sessionExpired=true&returnTo=${encodeURIComponent('//evil.example/loggedIn/')}`,
      server,
    );
    await fillAndSubmit('nurse', 'secret');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Giulia Bianchi' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/loggedIn/');
  });

  it('?roleNotAllowed=true clears session storage and shows the warning', async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    renderApp('/loggedOut/?roleNotAllowed=true', server);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role is not allowed to use this application.',
    );
    expect(sessionKeysBesidesTranslations()).toEqual([]);
  });

  it('the spec’s /?sessionExpired=true lands on the login page with the warning', async () => {
    const { location } = renderApp('/?sessionExpired=true', server);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
    expect(location()).toBe('/loggedOut/?sessionExpired=true');
  });

  it('a stored session token goes straight to the logged-in area', async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    const { location } = renderApp('/loggedOut/', server);
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(location()).toBe('/loggedIn/');
  });

  it('a token in the query string is stored, then /loggedIn/ loads as a new page', async () => {
    const { browser } = renderApp(`/loggedOut/?token=${TOKEN}`, server);
    await waitFor(() => expect(browser.replaceDocument).toHaveBeenCalledWith('/loggedIn/'));
    expect(sessionStorage.getItem(SESSION_TOKEN_KEY)).toBe(TOKEN);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('a token that cannot be a session token is not stored', async () => {
    const { browser } = renderApp('/loggedOut/?token=%3Cscript%3E', server);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionKeysBesidesTranslations()).toEqual([]);
    expect(browser.replaceDocument).not.toHaveBeenCalled();
  });
});

describe('language', () => {
  it('switches the page language and <html lang>, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/loggedOut/', server);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(localStorage.getItem('care.language')).toBe('de');
    expect(screen.getByRole('option', { name: 'Italiano' })).toHaveAttribute('lang', 'it');
  });
});
