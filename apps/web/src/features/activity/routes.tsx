import type { RouteObject } from 'react-router';
import { ACTIVITY_READ_REQUIREMENT } from './permissions';

/** `activity/` (docs/behaviour/activities.md#the-week), a child of `/loggedIn/`; its own chunk. */
export const activityRoutes: RouteObject[] = [
  {
    path: 'activity',
    lazy: async () => ({ Component: (await import('./pages/activity-page')).ActivityPage }),
  },
];

/** The programme's entry of the shell's navigation: staff who read the activities. */
export const activityNavigationEntry = {
  path: 'activity/',
  labelKey: 'shell.screens.activity',
  icon: 'activity',
  requires: ACTIVITY_READ_REQUIREMENT,
} as const;
