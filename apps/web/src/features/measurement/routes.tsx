import type { RouteObject } from 'react-router';
import { MEASUREMENT_ALL_REQUIREMENT } from './permissions';

/**
 * `measurementAll/` (docs/behaviour/measurements.md#the-group-screen), a child of `/loggedIn/`;
 * the page is its own chunk.
 */
export const measurementRoutes: RouteObject[] = [
  {
    path: 'measurementAll',
    lazy: async () => ({
      Component: (await import('./pages/measurement-all-page')).MeasurementAllPage,
    }),
  },
];

/** The group's measurements in the shell's navigation: the `measurement.allUsers` flag. */
export const measurementNavigationEntry = {
  path: 'measurementAll/',
  labelKey: 'shell.screens.measurementAll',
  icon: 'measurement',
  requires: MEASUREMENT_ALL_REQUIREMENT,
} as const;
