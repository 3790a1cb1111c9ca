import { reloadableLazy } from '../../shared/reloadable-lazy';
import type { HomeWidget } from '../home/home-widget';
import { DIARY_ALERTS_REQUIREMENT } from './permissions';

// The card's module holds its prefetch too (see guests/home-widgets.ts).
const critical = () => import('./widgets/critical-events-widget');

/**
 * The diary's widgets of the home dashboard: the critical entries of the selected group waiting
 * for an acknowledgement (docs/behaviour/diary.md#critical-events), for staff with `diary.alerts`.
 */
export const diaryHomeWidgets: readonly HomeWidget[] = [
  {
    id: 'diary.critical',
    titleKey: 'home.widgets.criticalEvents.title',
    requires: DIARY_ALERTS_REQUIREMENT,
    Component: reloadableLazy(critical),
    prefetch: async (context) => (await critical()).prefetch(context),
    preloadApi: (api) => api.preloadEndpoint('diary', 'criticalEvents'),
  },
];
