import {
  MODULE_IDS,
  ROLES,
  type ModuleAccessLevel,
  type ModuleAccessMap,
  type ModuleId,
  type Role,
} from '@care/api-client';
import type { TFunction } from 'i18next';

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

/** The table as cells, `module.role` → level: the draft's fields (never-losing-work.md#drafts). */
export type AccessCells = Record<string, ModuleAccessLevel>;

/** `map` as cells, `module.role` → level. */
export function cellsOf(map: ModuleAccessMap): AccessCells {
  return Object.fromEntries(
    MODULE_IDS.flatMap((module) => ROLES.map((role) => [`${module}.${role}`, map[module][role]])),
  );
}

/** `map` with the levels of `cells` (a restored draft's) in place of its own. */
export function withCells(map: ModuleAccessMap, cells: Partial<AccessCells>): ModuleAccessMap {
  return Object.entries(cells).reduce((result, [cell, level]) => {
    const { module, role } = cellOf(cell);
    return level && result[module] ? withLevel(result, module, role, level) : result;
  }, map);
}

/** The module and role of a cell name (`diary.RA_NURSE`). */
export function cellOf(cell: string): { module: ModuleId; role: Role } {
  const [module, role] = cell.split('.') as [ModuleId, Role];
  return { module, role };
}

/** A cell's name as its select and the draft's offer show it: "Nurse, Diary". */
export function cellLabel(t: TFunction, module: ModuleId, role: Role): string {
  return t('configuration.cell', {
    role: t(`role.translation.${role}`),
    module: t(`configuration.modules.${module}`),
  });
}
