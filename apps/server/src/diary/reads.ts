import { DIARY_UNREAD_WINDOW_HOURS } from '@care/api-client/schemas';
import { and, count, gte, inArray, ne, not } from 'drizzle-orm';
import type { Database } from '../db/client';
import { diaryEntries, diaryReads } from '../db/schema';
import type { DiaryCaller } from './access';
import { readBy } from './entries';
import { reachableEntries } from './reach';

/**
 * Read state (docs/behaviour/diary.md#read-state): which entries each user has read, and the
 * unread badge.
 */

/** Marks the entries of `ids` the caller reaches as read now; answers how many were new. */
export async function markRead(
  db: Database,
  caller: DiaryCaller,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  const reachable = await db
    .select({ id: diaryEntries.id })
    .from(diaryEntries)
    .where(and(inArray(diaryEntries.id, [...ids]), reachableEntries(caller)));
  if (reachable.length === 0) return 0;
  const marked = await db
    .insert(diaryReads)
    .values(reachable.map(({ id }) => ({ entryId: id, accountId: caller.accountId, readAt: now })))
    .onConflictDoNothing()
    .returning({ entryId: diaryReads.entryId });
  return marked.length;
}

/**
 * The caller's unread entries recorded in the last 72 hours, of the guests they reach, written
 * by others, not entered in error.
 */
export async function unreadCount(db: Database, caller: DiaryCaller, now: Date): Promise<number> {
  const since = new Date(now.getTime() - DIARY_UNREAD_WINDOW_HOURS * 3_600_000);
  const [row] = await db
    .select({ unread: count() })
    .from(diaryEntries)
    .where(
      and(
        gte(diaryEntries.recordedAt, since),
        ne(diaryEntries.status, 'enteredInError'),
        reachableEntries(caller),
        not(readBy(caller.accountId)),
      ),
    );
  return row?.unread ?? 0;
}
