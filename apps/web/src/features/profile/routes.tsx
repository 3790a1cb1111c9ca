import type { RouteObject } from 'react-router';

/**
 * `profilePage/` (docs/behaviour/people-and-guests.md#profile-page), a child of `/loggedIn/`; the
 * page is its own chunk.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profilePage',
    lazy: async () => ({
      Component: (await import('./pages/profile-entry-page')).ProfileEntryPage,
    }),
  },
];

/** The profile's entry of the shell's navigation: every role has a profile of its own. */
export const profileNavigationEntry = {
  path: 'profilePage/',
  labelKey: 'shell.screens.profile',
} as const;
