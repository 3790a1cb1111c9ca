import type { RouteObject } from 'react-router';
import { MEASUREMENT_ALL_REQUIREMENT, MEASUREMENT_DEVICES_REQUIREMENT } from './permissions';

/**
 * `measurementAll/` (docs/behaviour/measurements.md#the-group-screen) and `measurementDevices/`
 * (docs/behaviour/measurements.md#devices), children of `/loggedIn/`; each page is its own chunk.
 */
export const measurementRoutes: RouteObject[] = [
  {
    path: 'measurementAll',
    lazy: async () => ({
      Component: (await import('./pages/measurement-all-page')).MeasurementAllPage,
    }),
  },
  {
    path: 'measurementDevices',
    lazy: async () => ({
      Component: (await import('./pages/measurement-devices-page')).MeasurementDevicesPage,
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

/** The device register in the shell's navigation: staff who write `measurement`. */
export const measurementDevicesNavigationEntry = {
  path: 'measurementDevices/',
  labelKey: 'shell.screens.measurementDevices',
  icon: 'measurement',
  requires: MEASUREMENT_DEVICES_REQUIREMENT,
} as const;
