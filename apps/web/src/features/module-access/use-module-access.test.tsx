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

/**
 * Serves a nurse's levels (what `levels` holds when asked) and renders `useModuleAllows` on a
 * fresh query client; `set` changes what the server answers next.
 */
function renderAllows(module: 'measurement' | 'documents', level: 'read' | 'write') {
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
  const { result, unmount } = renderHook(() => useModuleAllows(module, level), { wrapper });
  return {
    result,
    set: (module: string, to: string) => (levels = { ...levels, [module]: to }),
    done: () => {
      unmount();
      client.clear();
    },
  };
}

it('follows a moduleAccess.changed notification without a reload', async () => {
  const { result, set, done } = renderAllows('measurement', 'write');
  await waitFor(() => expect(result.current).toBe(true));

  set('measurement', 'read');
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
  done();
});

it('reads the levels again when the live connection opens: a first connection replays nothing', async () => {
  const { result, set, done } = renderAllows('documents', 'read');
  await waitFor(() => expect(result.current).toBe(true));

  // Changed after the first read, before the socket opened: no notification reaches this tab.
  set('documents', 'none');
  liveConnectionOpened();
  await waitFor(() => expect(result.current).toBe(false));
  done();
});
