import type { Role } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/** Who changes a guest's status (dismiss, suspend, re-admit): the server's PEOPLE_MANAGERS. */
export const GUEST_MANAGERS: readonly Role[] = ['RA_ADMIN', 'RA_SECRETARY'];

/** The requirement of the rows' status-change actions. */
export const GUEST_STATUS_CHANGE_REQUIREMENT: Requirement = { roles: GUEST_MANAGERS };
