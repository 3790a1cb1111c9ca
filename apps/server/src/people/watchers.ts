import {
  levelAllows,
  type ModuleId,
  type PermissionMap,
  type Role,
} from '@care/api-client/schemas';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountGroups, customerAccounts, customerRoles } from '../db/schema';
import { currentAccess } from '../modules/access';
import { ALL_GROUP_ROLES } from './scope';

/** A staff account that may be told about a guest: its role and permission map. */
export interface Watcher {
  accountId: number;
  role: Role;
  permission: PermissionMap | null;
}

/**
 * The admitted staff accounts, other than `exceptId`, whose role reads `module` in the
 * configuration in force and who may see the guest of account `guestAccountId` (a shared group,
 * or an administrator): whom a live alert about the guest may reach.
 */
export async function guestWatchers(
  db: Database,
  module: ModuleId,
  guestAccountId: number,
  exceptId: number | null,
): Promise<Watcher[]> {
  const shares = sql<boolean>`exists (select 1 from ${accountGroups} as mine join ${accountGroups} as theirs on theirs.group_id = mine.group_id where mine.account_id = ${customerRoles.accountId} and theirs.account_id = ${guestAccountId})`;
  const rows = await db
    .selectDistinctOn([customerRoles.accountId], {
      accountId: customerRoles.accountId,
      role: customerRoles.role,
      permission: customerRoles.permission,
      shares,
    })
    .from(customerRoles)
    .innerJoin(customerAccounts, eq(customerAccounts.id, customerRoles.accountId))
    .where(
      and(
        eq(customerAccounts.status, 'A'),
        exceptId === null ? undefined : ne(customerRoles.accountId, exceptId),
      ),
    )
    .orderBy(asc(customerRoles.accountId), asc(customerRoles.id));
  const access = await currentAccess(db);
  return rows
    .filter((row) => row.role !== 'RA_GUEST' && levelAllows(access[module][row.role], 'read'))
    .filter((row) => row.shares || ALL_GROUP_ROLES.includes(row.role))
    .map(({ accountId, role, permission }) => ({ accountId, role, permission }));
}
