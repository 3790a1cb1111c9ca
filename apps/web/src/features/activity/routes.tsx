import type { RouteObject } from 'react-router';
import { ACTIVITY_OWN_REQUIREMENT, ACTIVITY_READ_REQUIREMENT } from './permissions';

/**
 * `activity/` (docs/behaviour/activities.md#the-week) and a guest's own `myActivities/`
 * (docs/behaviour/activities.md#a-guests-own-programme), children of `/loggedIn/`; each page is
 * its own chunk.
 */
export const activityRoutes: RouteObject[] = [
  {
    path: 'activity',
    lazy: async () => ({ Component: (await import('./pages/activity-page')).ActivityPage }),
  },
  {
    path: 'myActivities',
    lazy: async () => ({
      Component: (await import('./pages/my-activities-page')).MyActivitiesPage,
    }),
  },
];

/** The programme's entry of the shell's navigation: staff who read the activities. */
export const activityNavigationEntry = {
  path: 'activity/',
  labelKey: 'shell.screens.activity',
  icon: 'activity',
  requires: ACTIVITY_READ_REQUIREMENT,
} as const;

/** A guest's own programme in the shell's navigation: the guest, while their role reads it. */
export const myActivitiesNavigationEntry = {
  path: 'myActivities/',
  labelKey: 'shell.screens.myActivities',
  icon: 'activity',
  requires: ACTIVITY_OWN_REQUIREMENT,
} as const;
