import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
import { healthUrl } from './network-banner';

const OFFLINE = 'No connection to the network. Care will continue as soon as it is back.';

let server: ApiTestServer;
let healthy: boolean;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server);
  healthy = true;
  server.routes.set('GET /api/health', (_request, response) =>
    healthy
      ? sendJson(response, 200, { status: 'ok', database: 'pglite' })
      : sendJson(response, 503, {}),
  );
});

const browserGoes = (event: 'offline' | 'online') =>
  act(() => {
    window.dispatchEvent(new Event(event));
  });
const healthChecks = () => server.hits.filter((hit) => hit.url === '/api/health').length;

describe('healthUrl', () => {
  it('is the API’s own health check, relative or absolute', () => {
    expect(healthUrl('/api/', 'https://care.example/loggedIn/')).toBe(
      'https://care.example/api/health',
    );
    expect(healthUrl('http://127.0.0.1:3000/api/')).toBe('http://127.0.0.1:3000/api/health');
  });
});

describe('offline banner, logged in', () => {
  it('shows while offline and hides once the server’s health check answers; queries follow', async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    renderApp('/loggedIn/', server);
    await screen.findByRole('heading', { name: 'Welcome, Giulia Bianchi' });
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();

    // The banner listens from its first effect on; on two busy cores that effect may run a moment
    // after the page shows (a fresh-clone run lost the event so): the browser says it again until
    // the banner is seen.
    await waitFor(() => {
      window.dispatchEvent(new Event('offline'));
      expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    });
    // The queries follow in an effect of the same render.
    await waitFor(() => expect(onlineManager.isOnline()).toBe(false));

    // Back on a network, but the server does not answer yet: still offline, checked again.
    healthy = false;
    await browserGoes('online');
    await waitFor(() => expect(healthChecks()).toBeGreaterThanOrEqual(1));
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    expect(onlineManager.isOnline()).toBe(false);

    healthy = true;
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
    expect(healthChecks()).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(onlineManager.isOnline()).toBe(true));
  });
});

describe('offline banner, logged out', () => {
  it('is there after the first interaction', async () => {
    renderApp('/loggedOut/', server);
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    // Other live regions (the message bar's) are there from the start: wait for one more.
    const liveRegions = () =>
      screen.queryAllByRole('status').filter((region) => region.getAttribute('aria-live')).length;
    const before = liveRegions();
    fireEvent.pointerDown(signIn);
    // The banner's chunk loads after the interaction; its live region is then in the page.
    await waitFor(() => expect(liveRegions()).toBeGreaterThan(before));
    // Said again until seen: the banner listens from its first effect on (see above).
    await waitFor(() => {
      window.dispatchEvent(new Event('offline'));
      expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    });
    await browserGoes('online');
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
  });
});
