import { STAFF_ROLES } from '@care/api-client';
import { reloadableLazy } from '../../shared/reloadable-lazy';
import type { HomeWidget } from '../home/home-widget';

// Each card's module holds its prefetch too: this list is part of the shell, and the queries bring
// TanStack Query's runtime, which the login page must not load (e2e/budgets.json).
const counts = () => import('./widgets/guest-counts-widget');
const birthdays = () => import('./widgets/birthdays-widget');
const allergies = () => import('./widgets/allergies-widget');

/**
 * The guest widgets of the home dashboard (docs/behaviour/home.md#guest-widgets): every staff
 * role sees them, as the server allows (STAFF_ROLES of @care/api-client).
 */
export const guestsHomeWidgets: readonly HomeWidget[] = [
  {
    id: 'guests.counts',
    titleKey: 'home.widgets.guests.title',
    requires: { roles: STAFF_ROLES },
    Component: reloadableLazy(counts),
    prefetch: async (context) => (await counts()).prefetch(context),
  },
  {
    id: 'guests.birthdays',
    titleKey: 'home.widgets.birthdays.title',
    requires: { roles: STAFF_ROLES },
    Component: reloadableLazy(birthdays),
    prefetch: async (context) => (await birthdays()).prefetch(context),
  },
  {
    id: 'guests.allergies',
    titleKey: 'home.widgets.allergies.title',
    requires: { roles: STAFF_ROLES },
    Component: reloadableLazy(allergies),
    prefetch: async (context) => (await allergies()).prefetch(context),
  },
];
