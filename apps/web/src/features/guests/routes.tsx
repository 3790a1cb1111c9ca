import type { RouteObject } from 'react-router';
import { GUEST_LIST_REQUIREMENT } from './permissions';

/** `guestList/` (issue 10), a child of `/loggedIn/`; the page is its own chunk. */
export const guestsRoutes: RouteObject[] = [
  {
    path: 'guestList',
    lazy: async () => ({ Component: (await import('./pages/guest-list-page')).GuestListPage }),
  },
];

/** The guest list's entry of the shell's navigation (path relative to `/loggedIn/`). */
export const guestsNavigationEntry = {
  path: 'guestList/',
  labelKey: 'guests.navigation',
  requires: GUEST_LIST_REQUIREMENT,
} as const;
