import {
  DIARY_CRITICAL_NOTIFICATION,
  hasPermission,
  levelAllows,
  type DiaryCriticalPayload,
} from '@care/api-client/schemas';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { accountGroups, customerAccounts, customerRoles } from '../db/schema';
import { currentAccess } from '../modules/access';
import { ALL_GROUP_ROLES } from '../people/scope';
import { accountChannel } from '../realtime/channels';
import type { DiaryGuest } from './access';
import type { EntryRow } from './entries';

/**
 * The alert of a critical entry (docs/behaviour/diary.md#critical-events): `diary.critical` to
 * every admitted staff user, other than the author, whose role reads the diary, whose permission
 * map grants `diary.alerts`, and who may see the guest (a shared group, or an administrator).
 */

/** The accounts that get the alert of a critical entry of `guest` written by `authorId`. */
export async function alertRecipients(
  context: ServerContext,
  guest: DiaryGuest,
  authorId: number,
): Promise<number[]> {
  const shares = sql<boolean>`exists (select 1 from ${accountGroups} as mine join ${accountGroups} as theirs on theirs.group_id = mine.group_id where mine.account_id = ${customerRoles.accountId} and theirs.account_id = ${guest.accountId})`;
  const rows = await context.db
    .selectDistinctOn([customerRoles.accountId], {
      accountId: customerRoles.accountId,
      role: customerRoles.role,
      permission: customerRoles.permission,
      shares,
    })
    .from(customerRoles)
    .innerJoin(customerAccounts, eq(customerAccounts.id, customerRoles.accountId))
    .where(and(eq(customerAccounts.status, 'A'), ne(customerRoles.accountId, authorId)))
    .orderBy(asc(customerRoles.accountId), asc(customerRoles.id));
  const access = await currentAccess(context.db);
  return rows
    .filter((row) => row.role !== 'RA_GUEST' && levelAllows(access.diary[row.role], 'read'))
    .filter((row) => hasPermission(row.permission, 'diary', 'alerts'))
    .filter((row) => row.shares || ALL_GROUP_ROLES.includes(row.role))
    .map((row) => row.accountId);
}

/** Publishes `diary.critical` for a new critical entry to its recipients. */
export async function alertCritical(
  context: ServerContext,
  entry: EntryRow,
  guest: DiaryGuest,
): Promise<void> {
  const payload: DiaryCriticalPayload = {
    entryId: entry.id,
    personalDataId: guest.personalDataId,
    guestName: `${entry.guestName} ${entry.guestSurname}`,
    categories: entry.categories,
    text: entry.text.slice(0, 200),
    occurredAt: entry.occurredAt.toISOString(),
    author: { accountId: entry.authorId, name: entry.authorName },
  };
  for (const accountId of await alertRecipients(context, guest, entry.authorId)) {
    await context.notifications.publish(
      accountChannel(accountId),
      DIARY_CRITICAL_NOTIFICATION,
      payload,
    );
  }
}
