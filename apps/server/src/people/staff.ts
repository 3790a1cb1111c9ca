import type { Role } from '@care/api-client/schemas';
import { and, asc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountGroups, customerAccounts, personalData } from '../db/schema';
import { isGuestAccount } from './scope';

/** SQL: the role an account acts with: its first role row. */
export const roleOf = sql<Role | null>`(select r.role from customer_roles as r where r.account_id = ${customerAccounts.id} order by r.id limit 1)`;

/**
 * The active staff (no guest) of group `groupId`, by surname: account, name, surname and role.
 * `where` narrows them (a name search); the query can still be limited.
 */
export function groupStaff(db: Database, groupId: number, where?: SQL) {
  return db
    .select({
      accountId: customerAccounts.id,
      name: personalData.name,
      surname: personalData.surname,
      role: roleOf,
    })
    .from(accountGroups)
    .innerJoin(customerAccounts, eq(customerAccounts.id, accountGroups.accountId))
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(
      and(
        eq(accountGroups.groupId, groupId),
        eq(customerAccounts.status, 'A'),
        not(isGuestAccount(customerAccounts.id)),
        where,
      ),
    )
    .orderBy(asc(sql`lower(${personalData.surname})`), asc(customerAccounts.id))
    .$dynamic();
}
