import {
  DEFAULT_MODULE_ACCESS,
  MODULE_ACCESS_CHANGED_NOTIFICATION,
  levelsOfRole,
} from '@care/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiContext, createAppApi } from '../../app/api';
import { sendJson, startApiTestServer, type ApiTestServer } from '../../test/api-test-server';
import { dispatchNotification } from '../notifications/dispatch';
import { liveConnectionOpened } from '../notifications/registry';
import { useModuleAllows } from './use-module-access';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());

it('follows a moduleAccess.changed notification without a reload', async () => {
  let levels = levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_NURSE');
  server.routes.set('GET /api/module-access', (_request, response) =>
    sendJson(response, 200, { data: { role: 'RA_NURSE', levels } }),
  );
  const api = createAppApi({ baseUrl: server.baseUrl });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
  const { result, unmount } = renderHook(() => useModuleAllows('measurement', 'write'), {
    wrapper,
  });
  await waitFor(() => expect(result.current).toBe(true));

  levels = { ...levels, measurement: 'read' };
  let shown = 0;
  dispatchNotification(
    {
      name: MODULE_ACCESS_CHANGED_NOTIFICATION,
      seq: 1,
      payload: { modules: ['measurement'] },
      receivedAt: new Date().toISOString(),
    },
    { replayed: false, showDefault: () => (shown += 1) },
  );
  await waitFor(() => expect(result.current).toBe(false));
  expect(shown).toBe(1);
  unmount();
  client.clear();
});

it('reads the levels again when the live connection opens: a first connection replays nothing', async () => {
  let levels = levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_NURSE');
  server.routes.set('GET /api/module-access', (_request, response) =>
    sendJson(response, 200, { data: { role: 'RA_NURSE', levels } }),
  );
  const api = createAppApi({ baseUrl: server.baseUrl });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
  const { result, unmount } = renderHook(() => useModuleAllows('documents', 'read'), { wrapper });
  await waitFor(() => expect(result.current).toBe(true));

  // Changed after the first read, before the socket opened: no notification reaches this tab.
  levels = { ...levels, documents: 'none' };
  liveConnectionOpened();
  await waitFor(() => expect(result.current).toBe(false));
  unmount();
  client.clear();
});
