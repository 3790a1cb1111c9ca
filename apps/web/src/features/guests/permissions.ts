import { PEOPLE_MANAGERS } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/**
 * The requirement of the rows' status-change actions (dismiss, suspend, re-admit): the people
 * managers of @care/api-client, as the server checks it.
 */
export const GUEST_STATUS_CHANGE_REQUIREMENT: Requirement = { roles: PEOPLE_MANAGERS };
