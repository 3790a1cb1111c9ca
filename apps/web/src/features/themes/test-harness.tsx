import { createI18n, I18nextProvider } from '@care/i18n';
import {
  createMemoryStorage,
  createThemeStore,
  createThemeSystem,
  DEFAULT_THEME,
  type ThemeStore,
} from '@care/theming';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SettingsPage } from './pages/settings-page';
import { ThemeStoreContext } from './use-theme-store';

const system = createThemeSystem(DEFAULT_THEME);

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
        <ThemeStoreContext.Provider value={store}>
          <RouterProvider router={router} />
        </ThemeStoreContext.Provider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  const search = () => router.state.location.search;
  return { ...view, store, storage, search };
}
