import { reloadableLazy } from '../../shared/reloadable-lazy';
import type { HomeWidget } from '../home/home-widget';
import { guestQueries } from './api/guests.queries';
import { GUEST_LIST_REQUIREMENT } from './permissions';

/**
 * The guest widgets of the home dashboard (docs/behaviour/home.md#guest-widgets): whoever sees the
 * guest list sees them (the staff roles that read the summary module).
 */
export const guestsHomeWidgets: readonly HomeWidget[] = [
  {
    id: 'guests.counts',
    titleKey: 'home.widgets.guests.title',
    requires: GUEST_LIST_REQUIREMENT,
    Component: reloadableLazy(() => import('./widgets/guest-counts-widget')),
    prefetch: ({ api, client, groupId }) =>
      void client.prefetchQuery(guestQueries.counts(api, groupId)),
  },
  {
    id: 'guests.birthdays',
    titleKey: 'home.widgets.birthdays.title',
    requires: GUEST_LIST_REQUIREMENT,
    Component: reloadableLazy(() => import('./widgets/birthdays-widget')),
    prefetch: ({ api, client, groupId }) =>
      void client.prefetchQuery(guestQueries.birthdays(api, groupId)),
  },
  {
    id: 'guests.allergies',
    titleKey: 'home.widgets.allergies.title',
    requires: GUEST_LIST_REQUIREMENT,
    Component: reloadableLazy(() => import('./widgets/allergies-widget')),
    prefetch: ({ api, client, groupId }) =>
      void client.prefetchQuery(guestQueries.withAllergy(api, groupId)),
  },
];
