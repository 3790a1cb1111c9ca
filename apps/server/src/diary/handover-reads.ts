import {
  DIARY_CLOCK_SKEW_MINUTES,
  type DiaryHandoverReadRecord,
  type DiaryHandoverReaders,
} from '@care/api-client/schemas';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { diaryHandoverReads } from '../db/schema';
import { AppError } from '../errors/app-error';
import { selectedGroupOf } from '../people/scope';
import { groupStaff } from '../people/staff';
import { scopeCaller, type DiaryCaller } from './access';
import { requireDiaryFlag } from './reach';

/**
 * Who has read the handover up to when (docs/behaviour/diary.md#handover): a row of
 * `diary_handover_reads` each time a sheet is shown, kept as history; a manager sees each staff
 * member's latest.
 */

/** Records that the caller has read the handover up to `to` (not in the future: E016). */
export async function recordHandoverRead(
  db: Database,
  caller: DiaryCaller,
  to: string,
  now: Date,
): Promise<DiaryHandoverReadRecord> {
  const readUpTo = new Date(to);
  if (readUpTo.getTime() > now.getTime() + DIARY_CLOCK_SKEW_MINUTES * 60_000) {
    throw new AppError('E016');
  }
  await db.insert(diaryHandoverReads).values({ accountId: caller.accountId, readUpTo, at: now });
  return { readUpTo: readUpTo.toISOString(), at: now.toISOString() };
}

/** The latest read of each of `accounts`. */
async function latestReads(db: Database, accounts: number[]) {
  if (accounts.length === 0) return new Map<number, DiaryHandoverReadRecord>();
  const rows = await db
    .selectDistinctOn([diaryHandoverReads.accountId])
    .from(diaryHandoverReads)
    .where(inArray(diaryHandoverReads.accountId, accounts))
    .orderBy(
      asc(diaryHandoverReads.accountId),
      desc(diaryHandoverReads.at),
      desc(diaryHandoverReads.id),
    );
  return new Map(
    rows.map((row) => [
      row.accountId,
      { readUpTo: row.readUpTo.toISOString(), at: row.at.toISOString() },
    ]),
  );
}

/**
 * The active staff of the selected group, by surname, each with their latest handover read (null:
 * never). Staff with the `diary.manager` flag; another group than the caller's is E013.
 */
export async function handoverReaders(
  db: Database,
  caller: DiaryCaller,
  groupId: number | undefined,
): Promise<DiaryHandoverReaders> {
  await requireDiaryFlag(db, caller.accountId, 'manager');
  const group = await selectedGroupOf(db, scopeCaller(caller), groupId);
  if (group === null) return { groupId: null, items: [] };
  const staff = await groupStaff(db, group);
  const reads = await latestReads(
    db,
    staff.map((member) => member.accountId),
  );
  const items = staff.map((member) => ({
    ...member,
    lastRead: reads.get(member.accountId) ?? null,
  }));
  return { groupId: group, items };
}
