import {
  outranksOrEquals,
  PEOPLE_MANAGERS,
  STAFF_ROLES,
  type MyInfo,
  type PersonDetail,
} from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/** Who reads a person's detail: every staff role, not guests (STAFF_ROLES of @care/api-client). */
export const PERSON_DETAIL_REQUIREMENT: Requirement = { roles: STAFF_ROLES };

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
  // Who edits the detail, changes the photo and acts on the account: the people managers.
  if (!PEOPLE_MANAGERS.includes(me.customerRoleDto.role)) return false;
  if (person.personalDataDto.customerAccountId === me.personalDataDto.customerAccountId)
    return false;
  return (
    person.roleIdentifier === null ||
    outranksOrEquals(me.customerRoleDto.role, person.roleIdentifier)
  );
}
