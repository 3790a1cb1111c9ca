import {
  MODULE_IDS,
  ROLES,
  type ModuleAccessLevel,
  type ModuleAccessMap,
  type ModuleId,
  type Role,
} from '@care/api-client';

/** `map` with one cell set: `module`'s level for `role`. */
export function withLevel(
  map: ModuleAccessMap,
  module: ModuleId,
  role: Role,
  level: ModuleAccessLevel,
): ModuleAccessMap {
  return { ...map, [module]: { ...map[module], [role]: level } };
}

/** True when both give every role the same level in every module. */
export function sameAccess(a: ModuleAccessMap, b: ModuleAccessMap): boolean {
  return MODULE_IDS.every((module) => ROLES.every((role) => a[module][role] === b[module][role]));
}
