import {
  DIARY_WIDGET_LIMIT,
  type DiaryCriticalEntry,
  type DiaryEntry,
} from '@care/api-client/schemas';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { diaryEntries } from '../db/schema';
import { AppError } from '../errors/app-error';
import { guestScope, inGroup, selectedGroupOf } from '../people/scope';
import { scopeCaller, type DiaryCaller } from './access';
import { entryById, selectEntries, toEntry } from './entries';
import { entryGuest, lockEntry, requireDiaryFlag } from './reach';
import { insertEntry } from './write';

/**
 * Critical entries (docs/behaviour/diary.md#critical-events): the acknowledgement that records
 * the action taken, and the list of those still waiting for one.
 */

/** The text of an acknowledgement entry. */
export const acknowledgementText = (note: string) => `acknowledged: ${note}`;

/**
 * Acknowledges critical entry `id`: a new entry "acknowledged: <note>" linked to it, and the
 * critical entry marked acknowledged. 409 E034 for an entry that is not critical, is entered in
 * error or is acknowledged already. Answers the new entry.
 */
export async function acknowledge(
  context: ServerContext,
  caller: DiaryCaller,
  id: number,
  note: string,
): Promise<DiaryEntry> {
  const guest = await entryGuest(context.db, caller, id);
  await requireDiaryFlag(context.db, caller.accountId, 'alerts');
  const now = context.clock();
  const ackId = await context.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, id);
    const open = entry.significance === 'critical' && entry.status !== 'enteredInError';
    if (!open || entry.acknowledgedAt !== null) throw new AppError('E034');
    const created = await insertEntry(
      tx,
      caller,
      guest,
      {
        occurredAt: now,
        categories: entry.categories,
        text: acknowledgementText(note),
        significance: 'significant',
        handover: true,
        acknowledgesEntryId: id,
      },
      now,
    );
    await tx
      .update(diaryEntries)
      .set({ acknowledgedAt: now, acknowledgedBy: caller.accountId })
      .where(eq(diaryEntries.id, id));
    return created;
  });
  const row = await entryById(context.db, caller.accountId, ackId);
  if (!row) throw new AppError('E008');
  return toEntry(row);
}

/**
 * The critical entries of the selected group's guests that wait for an acknowledgement (not
 * entered in error), newest first: at most 20, with the total. The home widget's list.
 */
export async function criticalEntries(
  db: Database,
  caller: DiaryCaller,
  groupId: number | undefined,
): Promise<{ items: DiaryCriticalEntry[]; total: number }> {
  const scoped = scopeCaller(caller);
  await requireDiaryFlag(db, caller.accountId, 'alerts');
  const group = await selectedGroupOf(db, scoped, groupId);
  if (group === null) return { items: [], total: 0 };
  const where = and(
    eq(diaryEntries.significance, 'critical'),
    isNull(diaryEntries.acknowledgedAt),
    ne(diaryEntries.status, 'enteredInError'),
    inGroup(diaryEntries.guestAccountId, group),
    guestScope(scoped)(diaryEntries.guestAccountId),
  );
  const [total] = await db.select({ total: count() }).from(diaryEntries).where(where);
  const rows = await selectEntries(db, caller.accountId)
    .where(where)
    .orderBy(desc(diaryEntries.occurredAt), desc(diaryEntries.id))
    .limit(DIARY_WIDGET_LIMIT);
  const items = rows.map((row) => ({
    ...toEntry(row),
    guest: { name: row.guestName, surname: row.guestSurname },
  }));
  return { items, total: total?.total ?? 0 };
}
