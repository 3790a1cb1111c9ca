import { reloadableLazy } from '../../shared/reloadable-lazy';
import type { HomeWidget } from '../home/home-widget';
import { MEASUREMENT_ALERTS_REQUIREMENT } from './permissions';

// The card's module holds its prefetch too (see guests/home-widgets.ts).
const critical = () => import('./widgets/critical-values-widget');

/**
 * The measurements' widgets of the home dashboard: the active alerts of the selected group
 * (docs/behaviour/measurements.md#alerts), for staff who read `measurementEventAlerts`.
 */
export const measurementHomeWidgets: readonly HomeWidget[] = [
  {
    id: 'measurement.critical',
    titleKey: 'home.widgets.criticalValues.title',
    requires: MEASUREMENT_ALERTS_REQUIREMENT,
    Component: reloadableLazy(critical),
    prefetch: async (context) => (await critical()).prefetch(context),
    preloadApi: (api) => api.preloadEndpoint('measurement', 'criticalEvents'),
  },
];
