import { hasPermission, type MyInfo, type PermissionMap, type Role } from '@care/api-client';

/** Who is asking: the user's role and module-flag permission map (null: the server gave none). */
export interface PermissionSubject {
  role: Role;
  permission: PermissionMap | null;
}

/**
 * A module flag of the permission map (docs/behaviour/README.md#the-module-flag-permission-map),
 * e.g. `{ module: 'diary', flag: 'manager' }`.
 */
export interface ModuleFlag {
  module: string;
  flag: string;
}

/**
 * What a screen or control needs. Every given condition must hold: the role is one of `roles`,
 * and every flag in `flags` is granted. An empty requirement allows everyone signed in.
 */
export interface Requirement {
  roles?: readonly Role[];
  flags?: readonly ModuleFlag[];
}

/** The subject of the signed-in user, from `myInfo`. */
export function permissionSubject(me: Pick<MyInfo, 'customerRoleDto'>): PermissionSubject {
  return { role: me.customerRoleDto.role, permission: me.customerRoleDto.permission };
}

/**
 * The one check behind the navigation, the route guards and `PermissionGate`: true when `subject`
 * meets `requirement`. Flags are read from the server's map, or from the default module-flag map
 * when the server gave none (docs/behaviour/README.md#the-module-flag-permission-map). The server
 * enforces the same rules; this only decides what the UI shows.
 */
export function isPermitted(
  subject: PermissionSubject | null | undefined,
  requirement: Requirement | undefined,
): boolean {
  if (!subject) return false;
  if (!requirement) return true;
  if (requirement.roles && !requirement.roles.includes(subject.role)) return false;
  return (requirement.flags ?? []).every(({ module, flag }) =>
    hasPermission(subject.permission, module, flag),
  );
}
