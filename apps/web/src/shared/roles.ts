import { ROLES, isApiSchemaError, type Role } from '@care/api-client';

/**
 * The roles this web application serves (docs/behaviour/README.md#roles-and-permissions: all
 * seven).
 */
export const ALLOWED_ROLES: readonly Role[] = ROLES;

/** True when `role` is one of the roles this application serves. */
export function isAllowedRole(role: unknown): role is Role {
  return typeof role === 'string' && (ALLOWED_ROLES as readonly string[]).includes(role);
}

/** The i18n key of a role's label: `role.translation.{role}`. */
export function roleLabelKey(role: Role): `role.translation.${Role}` {
  return `role.translation.${role}`;
}

/**
 * True when the user's data was refused only because its role is not one we know. The client
 * validates `myInfo` against the seven-role enum, so an unknown role arrives as a contract error
 * (FEE002) whose issues point at the role fields, not as data we could check.
 */
export function isUnknownRoleError(error: unknown): boolean {
  if (!isApiSchemaError(error) || error.issues.length === 0) return false;
  return error.issues.every((issue) => {
    const last = issue.path[issue.path.length - 1];
    return last === 'roleIdentifier' || last === 'role';
  });
}
