import type { RouteObject } from 'react-router';
import { GUEST_LIST_REQUIREMENT } from './permissions';

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
 * The guest list's entry of the shell's navigation (path relative to `/loggedIn/`): the staff
 * roles that read the summary module.
 */
export const guestsNavigationEntry = {
  path: 'guestList/',
  labelKey: 'shell.screens.guests',
  requires: GUEST_LIST_REQUIREMENT,
} as const;
