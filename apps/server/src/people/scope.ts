import { ADMINISTRATORS, type Role } from '@care/api-client/schemas';
import {
  and,
  asc,
  eq,
  getTableName,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountGroups, customerAccounts, customerGroups, customerRoles } from '../db/schema';
import { AppError } from '../errors/app-error';

/** Who asks: the account and the role it acts with. */
export interface ScopeCaller {
  accountId: number;
  role: Role;
}

/** Roles that reach the guests of every group, whatever groups their account has. */
export const ALL_GROUP_ROLES: readonly Role[] = ADMINISTRATORS;

/**
 * `"table"."column"`, always qualified: drizzle leaves the table out of a single-table query's
 * columns, and inside a subquery an unqualified name would mean the subquery's own column.
 */
function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** SQL: the account `account` has the role RA_GUEST. */
export function isGuestAccount(account: AnyColumn): SQL {
  return sql`exists (select 1 from ${customerRoles} as guest_role where guest_role.account_id = ${qualified(account)} and guest_role.role = 'RA_GUEST')`;
}

/**
 * The group scope (see the server README, "Group scope"): the SQL condition, on the account
 * column `account` of a query, that is true when the caller may reach that account's records.
 * Any account that is not a guest passes; a guest passes when the guest shares a group with the
 * caller, or for a role of `ALL_GROUP_ROLES`. Every query on guests and their records (the guest
 * list, history, status changes, person detail, photos, account actions, documents) adds it, so
 * there is one rule and one place to change it.
 */
export function guestScope(caller: ScopeCaller): (account: AnyColumn) => SQL<boolean> {
  return groupScope(reachesAllGroups(caller.role), caller.accountId);
}

/** Whether `role` reaches the guests of every group (`ALL_GROUP_ROLES`). */
export const reachesAllGroups = (role: Role): boolean => ALL_GROUP_ROLES.includes(role);

/**
 * The group scope of a caller whose account is `callerAccount`: its id, or the placeholder of a
 * query built once and run with each caller's id (docs/performance.md#queries-built-once).
 * `allGroups`: the caller's role is one of `ALL_GROUP_ROLES`.
 */
export function groupScope(
  allGroups: boolean,
  callerAccount: number | Placeholder,
): (account: AnyColumn) => SQL<boolean> {
  if (allGroups) return () => sql<boolean>`true`;
  return (account) =>
    sql<boolean>`(not ${isGuestAccount(account)} or exists (select 1 from ${accountGroups} as guest_group join ${accountGroups} as caller_group on caller_group.group_id = guest_group.group_id where guest_group.account_id = ${qualified(account)} and caller_group.account_id = ${callerAccount}))`;
}

/** 403 E013 unless a record's `inScope` (the scope condition, selected with it) holds. */
export function requireInScope(row: { inScope: unknown }): void {
  if (row.inScope !== true) throw new AppError('E013');
}

/**
 * 403 E013 when the account `accountId` exists outside the caller's scope. A missing account
 * passes: the route gives its own answer for it.
 */
export async function requireAccountInScope(
  db: Database,
  caller: ScopeCaller,
  accountId: number,
): Promise<void> {
  const [row] = await db
    .select({ inScope: guestScope(caller)(customerAccounts.id) })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId));
  if (row) requireInScope(row);
}

/** SQL: the account `account` belongs to group `groupId`. */
export function inGroup(account: AnyColumn, groupId: number): SQL {
  return sql`exists (select 1 from ${accountGroups} as member where member.account_id = ${qualified(account)} and member.group_id = ${groupId})`;
}

/**
 * The group a list shows: `requested` (the web app's selected group) when the caller belongs to
 * it (any existing group for `ALL_GROUP_ROLES`), 403 E013 otherwise; without one, the caller's
 * first group by id (the web app's default). Null for a caller without groups: an empty list.
 */
export async function selectedGroupOf(
  db: Database,
  caller: ScopeCaller,
  requested: number | undefined,
): Promise<number | null> {
  const all = reachesAllGroups(caller.role);
  if (requested !== undefined && all) {
    const [group] = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.id, requested));
    if (!group) throw new AppError('E013');
    return group.id;
  }
  const [group] = await db
    .select({ id: accountGroups.groupId })
    .from(accountGroups)
    .where(
      and(
        eq(accountGroups.accountId, caller.accountId),
        requested === undefined ? undefined : eq(accountGroups.groupId, requested),
      ),
    )
    .orderBy(asc(accountGroups.groupId))
    .limit(1);
  if (!group && requested !== undefined) throw new AppError('E013');
  return group?.id ?? null;
}
