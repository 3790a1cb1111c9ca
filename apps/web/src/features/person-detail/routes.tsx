import type { RouteObject } from 'react-router';
import type { AppApi } from '../../app/api';
import type { DataLayer } from '../../app/data';

/**
 * `guestDetail/:personalDataId` (docs/behaviour/people-and-guests.md#person-detail), a child of
 * `/loggedIn/`; the page is its own chunk. The same page serves guests, doctors and caregivers.
 * Its loader starts the person's and the guest chart header's reads with the page's code
 * (docs/behaviour/guest-chart.md#performance).
 */
export function personDetailRoutes(deps: { api: AppApi; data: DataLayer }): RouteObject[] {
  return [
    {
      path: 'guestDetail/:personalDataId',
      loader: async ({ params }) => {
        const { prefetchPerson } = await import('./pages/person-detail-page');
        // Not awaited: the page renders without waiting for the reads.
        void prefetchPerson(deps, Number(params.personalDataId)).catch(() => undefined);
        return null;
      },
      lazy: async () => ({
        Component: (await import('./pages/person-detail-page')).PersonDetailPage,
      }),
    },
  ];
}

/** The detail page of a person, relative to `/loggedIn/`. */
export function personDetailPath(personalDataId: number): string {
  return `/loggedIn/guestDetail/${personalDataId}`;
}
