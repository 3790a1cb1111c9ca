import { STAFF_ROLES } from '@care/api-client';
import { reloadableLazy } from '../../shared/reloadable-lazy';
import type { HomeWidget } from '../home/home-widget';
import { guestQueries } from './api/guests.queries';

/**
 * The guest widgets of the home dashboard (docs/behaviour/home.md#guest-widgets): every staff
 * role sees them, as the server allows (STAFF_ROLES of @care/api-client).
 */
export const guestsHomeWidgets: readonly HomeWidget[] = [
  {
    id: 'guests.counts',
    titleKey: 'home.widgets.guests.title',
    requires: { roles: STAFF_ROLES },
    Component: reloadableLazy(() => import('./widgets/guest-counts-widget')),
    prefetch: ({ api, client, groupId }) =>
      void client.prefetchQuery(guestQueries.counts(api, groupId)),
  },
  {
    id: 'guests.birthdays',
    titleKey: 'home.widgets.birthdays.title',
    requires: { roles: STAFF_ROLES },
    Component: reloadableLazy(() => import('./widgets/birthdays-widget')),
    prefetch: ({ api, client, groupId }) =>
      void client.prefetchQuery(guestQueries.birthdays(api, groupId)),
  },
  {
    id: 'guests.allergies',
    titleKey: 'home.widgets.allergies.title',
    requires: { roles: STAFF_ROLES },
    Component: reloadableLazy(() => import('./widgets/allergies-widget')),
    prefetch: ({ api, client, groupId }) =>
      void client.prefetchQuery(guestQueries.withAllergy(api, groupId)),
  },
];
