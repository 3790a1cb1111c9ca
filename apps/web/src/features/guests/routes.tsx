import type { RouteObject } from 'react-router';

/**
 * `guestList/` (docs/behaviour/people-and-guests.md#guest-list), a child of `/loggedIn/`; the page
 * is its own chunk.
 */
export const guestsRoutes: RouteObject[] = [
  {
    path: 'guestList',
    lazy: async () => ({ Component: (await import('./pages/guest-list-page')).GuestListPage }),
  },
];

/**
 * The guest list's entry of the shell's navigation (path relative to `/loggedIn/`); the shell
 * gives it to the staff roles (STAFF_ROLES of @care/api-client: every role but the guest).
 */
export const guestsNavigationEntry = {
  path: 'guestList/',
  labelKey: 'shell.screens.guests',
} as const;
