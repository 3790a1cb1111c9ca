import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_MODULE_ACCESS,
  MODULE_ACCESS_CHANGED_NOTIFICATION,
  levelsOfRole,
} from '@care/api-client';
import { dispatchNotification } from '../features/notifications/dispatch';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
} from '../test/api-test-server';
import { renderApp } from '../test/render-app';
import { SESSION_TOKEN_KEY } from '../shared/storage-keys';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});

async function tiles() {
  const nav = await screen.findByRole('navigation', { name: 'Screens' });
  return within(nav).getAllByRole('link');
}

describe('menu page', () => {
  it('shows every screen a nurse may open as a tile with its name, and opens it', async () => {
    installWorkingApi(server);
    const user = userEvent.setup();
    const { location } = renderApp('/loggedIn/menuPage/', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'All screens' })).toBeVisible();
    const links = await tiles();
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
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
    await user.click(links[7] as HTMLElement);
    await waitFor(() => expect(location()).toBe('/loggedIn/personalDocuments/'));
  });

  it('leaves out what a guest may not open', async () => {
    installWorkingApi(server, myInfo({ role: 'RA_GUEST' }));
    renderApp('/loggedIn/menuPage/', server);
    expect((await tiles()).map((link) => link.textContent)).toEqual([
      'Home',
      'My diary',
      'My activities',
      'Documents',
      'My profile',
      'Help',
    ]);
  });

  it('follows the module levels: a closed module leaves, and comes back without a reload', async () => {
    installWorkingApi(server);
    let levels = { ...levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_NURSE'), documents: 'none' };
    server.routes.set('GET /api/module-access', (_request, response) =>
      sendJson(response, 200, { data: { role: 'RA_NURSE', levels } }),
    );
    renderApp('/loggedIn/menuPage/', server);
    await waitFor(async () =>
      expect((await tiles()).map((link) => link.textContent)).toEqual([
        'Home',
        'Guests',
        'Facility diary',
        'Handover',
        'Activities',
        'Measurements',
        'Measuring devices',
        'My profile',
        'Settings',
        'Help',
      ]),
    );
    levels = { ...levels, documents: 'read' };
    dispatchNotification(
      {
        name: MODULE_ACCESS_CHANGED_NOTIFICATION,
        seq: 1,
        payload: { modules: ['documents'] },
        receivedAt: new Date().toISOString(),
      },
      { replayed: false, showDefault: () => undefined },
    );
    await waitFor(async () =>
      expect((await tiles()).map((link) => link.textContent)).toContain('Documents'),
    );
  });
});
