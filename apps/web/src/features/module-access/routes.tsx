import type { RouteObject } from 'react-router';
import { CONFIGURATION_REQUIREMENT } from './permissions';

/**
 * `configurationManagerScreen/` (docs/behaviour/module-access.md#the-screen), a child of
 * `/loggedIn/`; the page is its own chunk.
 */
export const moduleAccessRoutes: RouteObject[] = [
  {
    path: 'configurationManagerScreen',
    lazy: async () => ({
      Component: (await import('./pages/configuration-page')).ConfigurationPage,
    }),
  },
];

/** The module-access screen's entry of the shell's navigation (path relative to `/loggedIn/`). */
export const configurationNavigationEntry = {
  path: 'configurationManagerScreen/',
  labelKey: 'shell.screens.configuration',
  requires: CONFIGURATION_REQUIREMENT,
} as const;
