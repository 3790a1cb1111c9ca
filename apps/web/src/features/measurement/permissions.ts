import { STAFF_ROLES } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/**
 * Who sees what of the measurements (docs/behaviour/measurements.md#who-may-do-what). The server
 * checks the same rules on every call; these only decide what the screens show.
 */

/** A guest's Measurements tab: whoever's role reads `measurement`. */
export const MEASUREMENT_READ_REQUIREMENT: Requirement = {
  module: { id: 'measurement', need: 'read' },
};

/** Recording readings, rounds and vital signs: staff whose role writes `measurement`. */
export const MEASUREMENT_WRITE_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'measurement', need: 'write' },
};

/** Overriding a guest's threshold: a doctor whose role writes `measurement`. */
export const MEASUREMENT_DOCTOR_REQUIREMENT: Requirement = {
  roles: ['RA_DOCTOR'],
  module: { id: 'measurement', need: 'write' },
};

/** `measurementAll/` (rounds, latest values, overdue): the `measurement.allUsers` flag. */
export const MEASUREMENT_ALL_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'measurement', need: 'read' },
  flags: [{ module: 'measurement', flag: 'allUsers' }],
};

/** The device register and its queue: staff whose role writes `measurement`. */
export const MEASUREMENT_DEVICES_REQUIREMENT: Requirement = {
  ...MEASUREMENT_WRITE_REQUIREMENT,
  flags: [{ module: 'measurement', flag: 'allUsers' }],
};

/** The critical-values widget: staff whose role reads `measurementEventAlerts`. */
export const MEASUREMENT_ALERTS_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'measurementEventAlerts', need: 'read' },
};

/** Acknowledging an alert: staff whose role writes `measurementEventAlerts`. */
export const MEASUREMENT_ACKNOWLEDGE_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'measurementEventAlerts', need: 'write' },
};
