import { STAFF_ROLES } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/**
 * Who sees what of the activities (docs/behaviour/activities.md#who-may-do-what). The server
 * checks the same rules on every call; these only decide what the screens show.
 */

/** The programme: staff whose role reads the `activity` module. */
export const ACTIVITY_READ_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'activity', need: 'read' },
};

/** New activities, enrolments, attendance, cancelling: staff whose role writes `activity`. */
export const ACTIVITY_WRITE_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'activity', need: 'write' },
};

/** A guest's own programme (`myActivities/`): the guest, while their role reads `activity`. */
export const ACTIVITY_OWN_REQUIREMENT: Requirement = {
  roles: ['RA_GUEST'],
  module: { id: 'activity', need: 'read' },
};
