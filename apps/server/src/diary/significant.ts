import { DIARY_SIGNIFICANT_DAYS, type DiaryEntry } from '@care/api-client/schemas';
import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { diaryEntries } from '../db/schema';
import { diaryGuest, type DiaryCaller } from './access';
import { toEntry } from './entries';
import { pageOfEntries } from './list';

/**
 * A guest's significant events (docs/behaviour/diary.md#significant-events): the significant and
 * critical entries of the last 7 days, not entered in error, newest first, at most 20, with the
 * total.
 */
export async function significantEntries(
  db: Database,
  caller: DiaryCaller,
  personalDataId: number,
  now: Date,
): Promise<{ items: DiaryEntry[]; total: number }> {
  const guest = await diaryGuest(db, caller, { id: personalDataId });
  const where = and(
    eq(diaryEntries.guestAccountId, guest.accountId),
    inArray(diaryEntries.significance, ['significant', 'critical']),
    ne(diaryEntries.status, 'enteredInError'),
    gte(diaryEntries.occurredAt, new Date(now.getTime() - DIARY_SIGNIFICANT_DAYS * 86_400_000)),
  );
  const { rows, total } = await pageOfEntries(db, caller.accountId, where, 0);
  return { items: rows.map(toEntry), total };
}
