import type { RouteObject } from 'react-router';

/**
 * `guestDetail/:personalDataId` (docs/behaviour/people-and-guests.md#person-detail), a child of
 * `/loggedIn/`; the page is its own chunk. The same page serves guests, doctors and caregivers.
 */
export const personDetailRoutes: RouteObject[] = [
  {
    path: 'guestDetail/:personalDataId',
    lazy: async () => ({
      Component: (await import('./pages/person-detail-page')).PersonDetailPage,
    }),
  },
];

/** The detail page of a person, relative to `/loggedIn/`. */
export function personDetailPath(personalDataId: number): string {
  return `/loggedIn/guestDetail/${personalDataId}`;
}
