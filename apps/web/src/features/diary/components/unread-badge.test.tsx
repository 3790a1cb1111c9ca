import {
  DEFAULT_MODULE_ACCESS,
  DIARY_CRITICAL_NOTIFICATION,
  levelsOfRole,
  type Role,
} from '@care/api-client';
import { createI18nWith, I18nextProvider, loadBundledTexts, type I18n } from '@care/i18n';
import { createThemeSystem, DEFAULT_THEME } from '@care/theming';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiContext, createAppApi } from '../../../app/api';
import { sendJson, startApiTestServer, type ApiTestServer } from '../../../test/api-test-server';
import { PermissionsProvider } from '../../../shared/permissions/index';
import { dispatchNotification } from '../../notifications/dispatch';
import { DiaryUnreadBadge } from './unread-badge';

let server: ApiTestServer;
let unread = 0;
// Texts as the app loads them: the default namespace; the badge loads the diary's itself.
let i18n: I18n;
beforeAll(async () => {
  server = await startApiTestServer();
  const options = { language: 'en', storage: null } as const;
  i18n = createI18nWith(await loadBundledTexts(options), options);
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  server.routes.set('GET /api/care/api/v1/diary/unread-count', (_request, response) =>
    sendJson(response, 200, { data: { unread } }),
  );
});

const system = createThemeSystem(DEFAULT_THEME);

function renderBadge(role: Role) {
  const client = new QueryClient();
  const subject = {
    role,
    permission: null,
    modules: levelsOfRole(DEFAULT_MODULE_ACCESS, role),
  };
  const view = render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <ApiContext.Provider value={createAppApi({ baseUrl: server.baseUrl })}>
          <QueryClientProvider client={client}>
            <PermissionsProvider subject={subject}>
              <p>
                Diary <DiaryUnreadBadge />
              </p>
            </PermissionsProvider>
          </QueryClientProvider>
        </ApiContext.Provider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...view, client };
}

describe('diary unread badge', () => {
  it('says the count in words, and follows a diary.critical notification', async () => {
    unread = 3;
    const { unmount, client } = renderBadge('RA_NURSE');
    expect(await screen.findByText('3 unread diary entries')).toBeInTheDocument();

    unread = 4;
    let shown = 0;
    dispatchNotification(
      {
        name: DIARY_CRITICAL_NOTIFICATION,
        seq: 1,
        payload: {},
        receivedAt: new Date().toISOString(),
      },
      { replayed: false, showDefault: () => (shown += 1) },
    );
    expect(await screen.findByText('4 unread diary entries')).toBeInTheDocument();
    expect(shown).toBe(1);

    unread = 0;
    await client.invalidateQueries();
    await waitFor(() => expect(screen.queryByText(/unread diary/)).toBeNull());
    expect(screen.getByText('Diary')).toBeInTheDocument();
    unmount();
    client.clear();
  });

  it('shows nothing and asks nothing of a role that does not read the diary', async () => {
    unread = 3;
    const { unmount, client } = renderBadge('RA_SECRETARY');
    expect(screen.getByText('Diary')).toBeInTheDocument();
    expect(screen.queryByText(/unread diary/)).toBeNull();
    expect(server.hits).toEqual([]);
    unmount();
    client.clear();
  });
});
