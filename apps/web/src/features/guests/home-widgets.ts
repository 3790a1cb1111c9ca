import { reloadableLazy } from '../../shared/reloadable-lazy';
import type { HomeWidget } from '../home/home-widget';
import { GUEST_LIST_REQUIREMENT } from './permissions';

// Each card's module holds its prefetch too: this list is part of the shell, and the queries bring
// TanStack Query's runtime, which the login page must not load (e2e/budgets.json).
const counts = () => import('./widgets/guest-counts-widget');
const birthdays = () => import('./widgets/birthdays-widget');
const allergies = () => import('./widgets/allergies-widget');

/**
 * The guest widgets of the home dashboard (docs/behaviour/home.md#guest-widgets): whoever sees the
 * guest list sees them (the staff roles that read the summary module).
 */
export const guestsHomeWidgets: readonly HomeWidget[] = [
  {
    id: 'guests.counts',
    titleKey: 'home.widgets.guests.title',
    requires: GUEST_LIST_REQUIREMENT,
    Component: reloadableLazy(counts),
    prefetch: async (context) => (await counts()).prefetch(context),
    preloadApi: (api) => api.preloadEndpoint('guests', 'counts'),
  },
  {
    id: 'guests.birthdays',
    titleKey: 'home.widgets.birthdays.title',
    requires: GUEST_LIST_REQUIREMENT,
    Component: reloadableLazy(birthdays),
    prefetch: async (context) => (await birthdays()).prefetch(context),
    preloadApi: (api) => api.preloadEndpoint('guests', 'birthdays'),
  },
  {
    id: 'guests.allergies',
    titleKey: 'home.widgets.allergies.title',
    requires: GUEST_LIST_REQUIREMENT,
    Component: reloadableLazy(allergies),
    prefetch: async (context) => (await allergies()).prefetch(context),
    preloadApi: (api) => api.preloadEndpoint('guests', 'withAllergy'),
  },
];
