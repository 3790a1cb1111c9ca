import {
  CONFIGURATION_MODULE,
  DEFAULT_MODULE_ACCESS,
  MODULE_ACCESS_CHANGED_NOTIFICATION,
  MODULE_IDS,
  ROLES,
  type ModuleAccessLevel,
  type ModuleAccessMap,
  type ModuleAccessUpdate,
  type ModuleId,
  type Role,
} from '@care/api-client/schemas';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { customerRoles, moduleAccess, sessions } from '../db/schema';
import { AppError } from '../errors/app-error';
import { roleOf } from '../people/access';
import { accountChannel } from '../realtime/channels';
import { currentAccess } from './access';

/** The configuration `update` leads to, or 409 E036 / 400 E016 for a change the rules refuse. */
export function applied(before: ModuleAccessMap, update: ModuleAccessUpdate['levels']) {
  const after = Object.fromEntries(MODULE_IDS.map((id) => [id, { ...before[id], ...update[id] }]));
  const map = after as Record<ModuleId, Record<Role, ModuleAccessMap[ModuleId][Role]>>;
  if (map[CONFIGURATION_MODULE].RA_ADMIN !== 'write') throw new AppError('E036');
  const others = ROLES.filter((role) => role !== 'RA_ADMIN');
  if (others.some((role) => map[CONFIGURATION_MODULE][role] !== 'none')) {
    throw new AppError('E016', { status: 400 });
  }
  return map as ModuleAccessMap;
}

/** The modules whose level changed, by role. */
export function changesByRole(before: ModuleAccessMap, after: ModuleAccessMap) {
  const changed = new Map<Role, ModuleId[]>();
  for (const id of MODULE_IDS) {
    for (const role of ROLES) {
      if (before[id][role] !== after[id][role])
        changed.set(role, [...(changed.get(role) ?? []), id]);
    }
  }
  return changed;
}

/**
 * Stores the cells `update` names, one by one (several administrators saving at once: the last
 * write wins cell by cell): a departure from the default as a row, a default as no row.
 */
async function store(
  context: ServerContext,
  update: ModuleAccessUpdate['levels'],
  accountId: number,
) {
  const updatedAt = context.clock();
  await context.db.transaction(async (tx) => {
    for (const id of MODULE_IDS) {
      for (const [role, level] of Object.entries(update[id] ?? {}) as [Role, ModuleAccessLevel][]) {
        const cell = and(eq(moduleAccess.module, id), eq(moduleAccess.role, role));
        if (level === DEFAULT_MODULE_ACCESS[id][role]) {
          await tx.delete(moduleAccess).where(cell);
          continue;
        }
        await tx
          .insert(moduleAccess)
          .values({ module: id, role, level, updatedAt, updatedBy: accountId })
          .onConflictDoUpdate({
            target: [moduleAccess.module, moduleAccess.role],
            set: { level, updatedAt, updatedBy: accountId },
          });
      }
    }
  });
}

/** Tells every signed-in account of a changed role which modules changed for it. */
async function notify(context: ServerContext, changed: Map<Role, ModuleId[]>) {
  if (changed.size === 0) return;
  const live = await context.db
    .selectDistinct({ accountId: sessions.accountId })
    .from(sessions)
    .innerJoin(customerRoles, eq(customerRoles.accountId, sessions.accountId))
    .where(
      and(
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, context.clock()),
        inArray(customerRoles.role, [...changed.keys()]),
      ),
    );
  for (const { accountId } of live) {
    const modules = changed.get((await roleOf(context.db, accountId)) as Role);
    if (!modules) continue;
    await context.notifications.publish(
      accountChannel(accountId),
      MODULE_ACCESS_CHANGED_NOTIFICATION,
      {
        modules,
      },
    );
  }
}

/** Applies an administrator's change: checked, stored, announced. Answers the new configuration. */
export async function updateAccess(
  context: ServerContext,
  update: ModuleAccessUpdate['levels'],
  accountId: number,
): Promise<ModuleAccessMap> {
  const before = await currentAccess(context.db);
  const after = applied(before, update);
  await store(context, update, accountId);
  await context.notifications.moduleAccessChanged();
  await notify(context, changesByRole(before, after));
  return currentAccess(context.db);
}
