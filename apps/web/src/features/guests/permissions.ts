import type { Role } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/**
 * Who reads the guest list: every staff role, not guests (the server's PEOPLE_READERS, in the
 * authorization matrix of `GET guest/complete-list`).
 */
export const GUEST_LIST_REQUIREMENT: Requirement = {
  roles: ['RA_ADMIN', 'RA_OSS', 'RA_DOCTOR', 'RA_SECRETARY', 'RA_NURSE', 'RA_GUEST_ASSISTANCE'],
};

/** Who changes a guest's status (dismiss, suspend, re-admit): the server's PEOPLE_MANAGERS. */
export const GUEST_MANAGERS: readonly Role[] = ['RA_ADMIN', 'RA_SECRETARY'];

/** The requirement of the rows' status-change actions. */
export const GUEST_STATUS_CHANGE_REQUIREMENT: Requirement = { roles: GUEST_MANAGERS };
