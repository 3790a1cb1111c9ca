import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
} from '../test/api-test-server';
import { renderApp } from '../test/render-app';
import { SESSION_TOKEN_KEY } from '../shared/storage-keys';

let server: ApiTestServer;
let deployed: string;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  installWorkingApi(server);
  deployed = __CARE_APP_VERSION__;
  server.routes.set('GET /meta.json', (_request, response) =>
    sendJson(response, 200, { version: deployed }),
  );
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});

const tabShownAgain = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('version check', () => {
  it('at start-up, a newer meta.json reloads the page and keeps the session', async () => {
    deployed = '999.0.0';
    const { browser } = renderApp('/loggedIn/', server);
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_TOKEN_KEY)).toBe(TOKEN);
  });

  it('at start-up, the user’s data failing while the page reloads shows no load error', async () => {
    deployed = '999.0.0';
    // The user's data fails first; meta.json (and with it the reload) answers only after that.
    server.routes.set('GET /api/personal/myInfo', (_request, response) =>
      sendJson(response, 403, { errorCode: 'E013' }),
    );
    let releaseMeta: () => void = () => undefined;
    const metaReleased = new Promise<void>((resolve) => (releaseMeta = resolve));
    server.routes.set('GET /meta.json', async (_request, response) => {
      await metaReleased;
      sendJson(response, 200, { version: deployed });
    });
    const { app, browser } = renderApp('/loggedIn/', server);
    await waitFor(() =>
      expect(
        app.data
          .current()
          ?.getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error'),
      ).toBe(true),
    );
    releaseMeta();
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    expect(app.router.state.errors).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('the same version: the shell starts and nothing reloads', async () => {
    const { browser } = renderApp('/loggedIn/', server);
    await screen.findByRole('heading', { name: 'Welcome, Giulia Bianchi' });
    await tabShownAgain();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('later, with a form unsaved, offers the reload; confirming it reloads', async () => {
    const user = userEvent.setup();
    const { browser } = renderApp('/loggedIn/settings/?tab=advanced', server);
    const field = await screen.findByRole('textbox', { name: /Page/ });
    await user.clear(field);
    await user.type(field, '#f1f8e9');
    deployed = '999.0.0';
    await tabShownAgain();
    const offer = await screen.findByText(
      'A new version of Care is available. Save your changes, then reload.',
    );
    expect(browser.reload).not.toHaveBeenCalled();
    await user.click(
      within(offer.parentElement as HTMLElement).getByRole('button', { name: 'Reload now' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Reload with unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reload now' }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
  });
});
