import { PEOPLE_MANAGERS, STAFF_ROLES } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/**
 * The guest list and the guest widgets: every staff role (STAFF_ROLES of @care/api-client; guests
 * do not) whose role reads the guests' summary (docs/behaviour/module-access.md#modules).
 */
export const GUEST_LIST_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'summary', need: 'read' },
};

/**
 * The requirement of the rows' status-change actions (dismiss, suspend, re-admit): the people
 * managers of @care/api-client, as the server checks it.
 */
export const GUEST_STATUS_CHANGE_REQUIREMENT: Requirement = { roles: PEOPLE_MANAGERS };
