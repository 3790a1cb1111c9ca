import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  installWorkingApi,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { withoutStartupReads } from '../../../test/i18n-api';
import { renderApp } from '../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';

const LINK = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server);
});

function answer(route: string, status: number, body: unknown) {
  server.routes.set(route, (_request, response) => sendJson(response, status, body));
}
const bodiesOf = (path: string) =>
  server.hits.filter((hit) => hit.url === path).map((hit) => JSON.parse(hit.body) as unknown);

describe('forgotten password', () => {
  it('is reached from the login page and sends the username, saying what happens if it exists', async () => {
    const user = userEvent.setup();
    answer('POST /api/auth/forgot-password', 200, { data: true });
    const { location } = renderApp('/loggedOut/', server);
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/loggedOut/forgotPassword/');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('Enter your username.')).toBeInTheDocument();
    expect(bodiesOf('/api/auth/forgot-password')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /username/i }), ' nurse ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      (await screen.findByText(/If an account with this username/)).closest('[role="status"]'),
    ).not.toBeNull();
    expect(bodiesOf('/api/auth/forgot-password')).toEqual([{ username: 'nurse' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/loggedOut/',
    );
  });

  it('shows E025’s message when the mail cannot be sent, and keeps the username', async () => {
    const user = userEvent.setup();
    answer('POST /api/auth/forgot-password', 502, { errorCode: 'E025' });
    renderApp('/loggedOut/forgotPassword/', server);
    const input = await screen.findByRole('textbox', { name: /username/i });
    await user.type(input, 'nurse');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail could not be sent. Please try again later.',
    );
    expect(input).toHaveValue('nurse');
  });
});

describe('reset password and define credential', () => {
  function validLink(purpose: 'resetPassword' | 'defineCredential') {
    answer('POST /api/auth/check-token', 200, {
      data: { purpose, expiresAt: '2030-01-01T00:00:00.000Z' },
    });
  }

  it('does not take the link’s token as a session token', async () => {
    validLink('resetPassword');
    const { location, browser } = renderApp(`/loggedOut/resetPassword/?token=${LINK}`, server);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(browser.replaceDocument).not.toHaveBeenCalled();
    expect(location()).toBe(`/loggedOut/resetPassword/?token=${LINK}`);
    expect(bodiesOf('/api/auth/check-token')).toEqual([{ token: LINK }]);
  });

  it('asks for 8 characters, shows E007’s message when the two differ, then saves once', async () => {
    const user = userEvent.setup();
    validLink('resetPassword');
    answer('POST /api/auth/reset-password', 200, { data: true });
    renderApp(`/loggedOut/resetPassword/?token=${LINK}`, server);
    const password = await screen.findByLabelText(/^new password/i);
    const confirm = screen.getByLabelText(/^repeat the new password/i);
    const submit = screen.getByRole('button', { name: 'Change password' });

    await user.type(password, 'short');
    await user.click(submit);
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument();

    // Longer texts are pasted, as from a password manager: typing them key by key adds nothing.
    await user.click(password);
    await user.paste(' but longer now');
    await user.click(confirm);
    await user.paste('something else');
    await user.click(submit);
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(confirm).toHaveFocus();
    expect(bodiesOf('/api/auth/reset-password')).toEqual([]);

    await user.clear(confirm);
    await user.paste('short but longer now');
    await user.click(submit);
    expect(
      (await screen.findByText(/Your password has been changed/)).closest('[role="status"]'),
    ).not.toBeNull();
    expect(bodiesOf('/api/auth/reset-password')).toEqual([
      { token: LINK, password: 'short but longer now', confirmPassword: 'short but longer now' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/loggedOut/',
    );
  });

  it('says a used or expired link does not work, with the way to a new one', async () => {
    answer('POST /api/auth/check-token', 400, { errorCode: 'E016' });
    renderApp(`/loggedOut/resetPassword/?token=${LINK}`, server);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work any more');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/loggedOut/forgotPassword/',
    );
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
  });

  it('refuses a page without a token without asking the server', async () => {
    renderApp('/loggedOut/defineCredential/', server);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('administrator for a new one');
    expect(bodiesOf('/api/auth/check-token')).toEqual([]);
  });

  it('defines the first password through a define-credential link', async () => {
    const user = userEvent.setup();
    validLink('defineCredential');
    answer('POST /api/auth/define-credential', 200, { data: true });
    renderApp(`/loggedOut/defineCredential/?token=${LINK}`, server);
    await user.click(await screen.findByLabelText(/^new password/i));
    await user.paste('my first password');
    await user.click(screen.getByLabelText(/^repeat the new password/i));
    await user.paste('my first password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      (await screen.findByText(/Your password has been saved/)).closest('[role="status"]'),
    ).not.toBeNull();
    expect(bodiesOf('/api/auth/define-credential')).toHaveLength(1);
  });
});

describe('maintenance', () => {
  it('sends the user from the login page to the maintenance page, and back once it is over', async () => {
    answer('GET /api/conf/remote-config', 200, { data: { data: true } });
    const user = userEvent.setup();
    const { location } = renderApp('/loggedOut/', server);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Care is under maintenance' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/loggedOut/maintenance/');
    expect(screen.queryByRole('textbox', { name: /username/i })).not.toBeInTheDocument();
    const read = server.hits.find((hit) => hit.url.startsWith('/api/conf/remote-config'));
    expect(read?.url).toBe('/api/conf/remote-config?key=care_maintenance');

    answer('GET /api/conf/remote-config', 200, { data: { data: false } });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/loggedOut/');
  });

  it('keeps a signed-in user out of the logged-in area while it lasts', async () => {
    answer('GET /api/conf/remote-config', 200, { data: { data: true } });
    sessionStorage.setItem(SESSION_TOKEN_KEY, 'test-session-token-0123456789abcdef');
    const { location } = renderApp('/loggedIn/', server);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Care is under maintenance' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/loggedOut/maintenance/'));
  });

  it('shows the read error and the page when the flag cannot be read', async () => {
    answer('GET /api/conf/remote-config', 500, { errorCode: 'E008' });
    renderApp('/loggedOut/', server);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check whether Care is under maintenance.',
    );
    expect(screen.getByRole('textbox', { name: /username/i })).toBeInTheDocument();
  });
});

describe('what the login area does not offer', () => {
  it('has no sign-up page: signUp/ goes to the login page', async () => {
    const { location } = renderApp('/loggedOut/signUp/', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/loggedOut/');
    expect(withoutStartupReads(server.hits)).toEqual([]);
  });
});
