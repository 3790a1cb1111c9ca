import type { RouteObject } from 'react-router';

/**
 * `settings/` (docs/behaviour/themes.md#who), a child of `/loggedIn/`; the page is its own chunk.
 */
export const themesRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('./pages/settings-page')).SettingsPage }),
  },
];

/** The Settings page's entry for the shell's navigation (path relative to `/loggedIn/`). */
export const settingsNavigationEntry = {
  path: 'settings/',
  labelKey: 'shell.screens.settings',
} as const;
