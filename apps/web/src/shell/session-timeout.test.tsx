import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  startApiTestServer,
  type ApiTestServer,
} from '../test/api-test-server';
import { disableOverlayAnimations } from '../test/no-overlay-animations';
import { renderApp } from '../test/render-app';
import { SESSION_TOKEN_KEY } from '../shared/storage-keys';

// The warning before the session ends (docs/behaviour/never-losing-work.md): the shell follows
// the seconds left that the server's answers carry.

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server);
  const restoreAnimations = disableOverlayAnimations();
  // jsdom has no layout: the dialog's focus trap skips elements without client rects.
  const rects = vi
    .spyOn(Element.prototype, 'getClientRects')
    .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
  return () => {
    restoreAnimations();
    rects.mockRestore();
  };
});

/** Answers JSON with the session's seconds left. */
function sendWithTimeLeft(response: ServerResponse, body: unknown, secondsLeft: number): void {
  response.writeHead(200, {
    'Content-Type': 'application/json',
    'Care-Session-Expires-In': String(secondsLeft),
  });
  response.end(JSON.stringify(body));
}

/** `personal/myInfo` says the session has `secondsLeft`. */
function sessionEndsIn(secondsLeft: number) {
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
  server.routes.set('GET /api/personal/myInfo', (_request, response) =>
    sendWithTimeLeft(response, { data: myInfo() }, secondsLeft),
  );
}

/** The first interaction starts the page's deferred work, the warning's watcher among it. */
async function startDeferredWork(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('banner');
  await user.keyboard('{Shift}');
}

describe('session timeout warning', () => {
  it('warns in the last two minutes; Continue extends the session and the warning goes', async () => {
    const user = userEvent.setup();
    sessionEndsIn(100);
    server.routes.set('POST /api/auth/extend-session', (_request, response) =>
      sendWithTimeLeft(response, { data: { expiresInSeconds: 1800 } }, 1800),
    );
    renderApp('/loggedIn/', server);
    await startDeferredWork(user);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session is about to end',
    });
    expect(dialog).toHaveAccessibleDescription(/^Your session ends in [01]:\d\d\.$/);
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(continueButton).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.click(continueButton);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const extend = server.hits.find((hit) => hit.url === '/api/auth/extend-session');
    expect(extend).toMatchObject({ method: 'POST' });
    expect(extend?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says so when the session cannot be extended, and stays open', async () => {
    const user = userEvent.setup();
    sessionEndsIn(100);
    server.routes.set('POST /api/auth/extend-session', (_request, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ errorCode: 'E008' }));
    });
    renderApp('/loggedIn/', server);
    await startDeferredWork(user);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session is about to end',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your session could not be extended. Check the connection and try again.',
    );
    expect(dialog).toBeVisible();
  });

  it('ends the session itself once the deadline has passed, with the way back', async () => {
    sessionEndsIn(0);
    const { location } = renderApp('/loggedIn/', server);
    await startDeferredWork(userEvent.setup());
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/loggedOut/?sessionExpired=true&returnTo=%2FloggedIn%2F');
    expect(sessionStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
  });

  it('never warns about a remember-me session', async () => {
    sessionEndsIn(30 * 24 * 60 * 60);
    renderApp('/loggedIn/', server);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Giulia Bianchi' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
