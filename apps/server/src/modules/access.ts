import {
  DEFAULT_MODULE_ACCESS,
  MODULE_IDS,
  ROLES,
  type ModuleAccessLevel,
  type ModuleAccessMap,
  type ModuleId,
  type Role,
} from '@care/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { moduleAccess } from '../db/schema';

/*
 * The module access in force (docs/behaviour/module-access.md): the contract's default with the
 * administrators' departures stored in `module_access`. The router's check reads it through what
 * the instance remembers (access-cache.ts: a change is forgotten at once on every instance, over
 * the notification bus); the other readers here read the table.
 */

const isModule = (id: string): id is ModuleId => (MODULE_IDS as readonly string[]).includes(id);

/** A role's level in one module: its stored departure, or the default. */
export async function levelOf(
  db: Database,
  module: ModuleId,
  role: Role | undefined,
): Promise<ModuleAccessLevel> {
  if (!role) return 'none';
  const [row] = await db
    .select({ level: moduleAccess.level })
    .from(moduleAccess)
    .where(and(eq(moduleAccess.module, module), eq(moduleAccess.role, role)))
    .limit(1);
  return row?.level ?? DEFAULT_MODULE_ACCESS[module][role];
}

/** Every module's level for every role, as configured now. */
export async function currentAccess(db: Database): Promise<ModuleAccessMap> {
  const rows = await db.select().from(moduleAccess);
  const map = Object.fromEntries(
    MODULE_IDS.map((id) => [id, { ...DEFAULT_MODULE_ACCESS[id] }]),
  ) as Record<ModuleId, Record<Role, ModuleAccessLevel>>;
  for (const row of rows) {
    if (isModule(row.module) && ROLES.includes(row.role)) map[row.module][row.role] = row.level;
  }
  return map;
}
