import type { RouteObject } from 'react-router';

/**
 * `helpGuidePage/` (the index, with its search) and `helpGuidePage/:page` (one page), children of
 * `/loggedIn/` (docs/behaviour/help.md); the pages are a chunk of their own.
 */
export const helpRoutes: RouteObject[] = [
  {
    path: 'helpGuidePage',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/help-pages')).HelpIndexPage }),
      },
      {
        path: ':page',
        lazy: async () => ({ Component: (await import('./pages/help-pages')).HelpPage }),
      },
    ],
  },
];

/** The help entry of the shell's navigation: every signed-in user, the last entry. */
export const helpNavigationEntry = {
  path: 'helpGuidePage/',
  labelKey: 'shell.screens.help',
  icon: 'help',
} as const;
