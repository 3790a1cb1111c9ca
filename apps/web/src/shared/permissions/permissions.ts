import {
  hasPermission,
  levelAllows,
  type ModuleId,
  type ModuleNeed,
  type MyInfo,
  type OwnModuleAccess,
  type PermissionMap,
  type Role,
} from '@care/api-client';

/** Who is asking: the user's role and module-flag permission map (null: the server gave none). */
export interface PermissionSubject {
  role: Role;
  permission: PermissionMap | null;
  /**
   * The user's level in every care module (docs/behaviour/module-access.md); absent while it
   * loads, when no module is open.
   */
  modules?: OwnModuleAccess | undefined;
}

/** A care module's level a screen or control needs, e.g. `{ id: 'documents', need: 'read' }`. */
export interface ModuleRequirement {
  id: ModuleId;
  need: ModuleNeed;
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
 * every flag in `flags` is granted, and the role's level in `module` gives what it needs. An
 * empty requirement allows everyone signed in.
 */
export interface Requirement {
  roles?: readonly Role[];
  flags?: readonly ModuleFlag[];
  module?: ModuleRequirement;
}

/** The subject of the signed-in user, from `myInfo` and their module levels (when loaded). */
export function permissionSubject(
  me: Pick<MyInfo, 'customerRoleDto'>,
  modules?: OwnModuleAccess,
): PermissionSubject {
  return { role: me.customerRoleDto.role, permission: me.customerRoleDto.permission, modules };
}

/**
 * The one check behind the navigation, the route guards and `PermissionGate`: true when `subject`
 * meets `requirement`. Flags are read from the server's map, or from the default module-flag map
 * when the server gave none (docs/behaviour/README.md#the-module-flag-permission-map); a module's
 * level from the subject's levels, none while they load (docs/behaviour/module-access.md#rules).
 * The server enforces the same rules; this only decides what the UI shows.
 */
export function isPermitted(
  subject: PermissionSubject | null | undefined,
  requirement: Requirement | undefined,
): boolean {
  if (!subject) return false;
  if (!requirement) return true;
  if (requirement.roles && !requirement.roles.includes(subject.role)) return false;
  const { module } = requirement;
  if (module && !levelAllows(subject.modules?.[module.id], module.need)) return false;
  return (requirement.flags ?? []).every(({ module, flag }) =>
    hasPermission(subject.permission, module, flag),
  );
}
