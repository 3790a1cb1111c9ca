import { outranksOrEquals, type MyInfo, type PersonDetail, type Role } from '@care/api-client';
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

/**
 * Whether the signed-in manager may change this person (edit, photo, account actions), as the
 * server decides it: never their own account (the profile page is for that), never someone whose
 * role outranks theirs (the role hierarchy of @care/api-client). The server refuses the same.
 */
export function mayManagePerson(
  me: Pick<MyInfo, 'customerRoleDto' | 'personalDataDto'> | undefined,
  person: Pick<PersonDetail, 'roleIdentifier' | 'personalDataDto'> | undefined,
): boolean {
  if (!me || !person) return false;
  if (!PERSON_MANAGERS.includes(me.customerRoleDto.role)) return false;
  if (person.personalDataDto.customerAccountId === me.personalDataDto.customerAccountId)
    return false;
  return (
    person.roleIdentifier === null ||
    outranksOrEquals(me.customerRoleDto.role, person.roleIdentifier)
  );
}
