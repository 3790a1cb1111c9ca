import { createI18n, I18nextProvider } from '@care/i18n';
import {
  createMemoryStorage,
  createThemeStore,
  createThemeSystem,
  DEFAULT_THEME,
  type ThemeStore,
} from '@care/theming';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiContext, createAppApi } from '../../app/api';
import { createQueryClient } from '../../app/query-client';
import { SettingsPage } from './pages/settings-page';
import { ThemeStoreContext } from './use-theme-store';

const system = createThemeSystem(DEFAULT_THEME);

/**
 * The page alone has no server: the drafts' key cannot be had, so it keeps no draft (as a page
 * started offline). Its drafts are tested through the whole app (theme-drafts.test.tsx).
 */
const noServer = () =>
  createAppApi({ fetch: () => Promise.reject(new TypeError('no server')), networkRetries: 0 });

/** Renders the Settings page at `path` on a fresh theme store over an in-memory storage. */
export function renderSettings(path = '/loggedIn/settings/', initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  let next = 0;
  const store: ThemeStore = createThemeStore({ storage, createId: () => `custom-${(next += 1)}` });
  const i18n = createI18n({ language: 'en', storage: null });
  const router = createMemoryRouter([{ path: '/loggedIn/settings', Component: SettingsPage }], {
    initialEntries: [path],
  });
  const view = render(
    <ChakraProvider value={system}>
      {/* jsdom computes animation names from the styles but never plays them: no exit waits. */}
      <style>{'[data-scope="dialog"] { animation-name: none !important; }'}</style>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <ApiContext.Provider value={noServer()}>
            <ThemeStoreContext.Provider value={store}>
              <RouterProvider router={router} />
            </ThemeStoreContext.Provider>
          </ApiContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  const search = () => router.state.location.search;
  return { ...view, store, storage, search };
}
