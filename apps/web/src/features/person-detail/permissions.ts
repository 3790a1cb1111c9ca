import type { Role } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/** Who reads a person's detail: every staff role, not guests (the server's PEOPLE_READERS). */
export const PERSON_DETAIL_REQUIREMENT: Requirement = {
  roles: ['RA_ADMIN', 'RA_OSS', 'RA_DOCTOR', 'RA_SECRETARY', 'RA_NURSE', 'RA_GUEST_ASSISTANCE'],
};

/**
 * Who edits the detail, changes the photo and acts on the account: the server's
 * PEOPLE_MANAGERS.
 */
export const PERSON_MANAGERS: readonly Role[] = ['RA_ADMIN', 'RA_SECRETARY'];

/** The requirement of editing and of the account actions. */
export const PERSON_MANAGE_REQUIREMENT: Requirement = { roles: PERSON_MANAGERS };
