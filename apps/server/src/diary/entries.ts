import type { DiaryEntry, DiaryVersion } from '@care/api-client/schemas';
import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { diaryEntries, diaryEntryVersions, diaryReads, personalData } from '../db/schema';
import { attachmentsJson } from './attachments';

/** How entries are read (docs/behaviour/diary.md#entries): the row and the people around it. */

const guestData = alias(personalData, 'diary_guest');
const author = alias(personalData, 'diary_author');
const acker = alias(personalData, 'diary_acker');

const fullName = (person: { name: AnyColumn; surname: AnyColumn }) =>
  sql<string>`${person.name} || ' ' || ${person.surname}`;

/** SQL: `readerId` has read the entry (their own entries count as read). */
export function readBy(readerId: number): SQL {
  return sql`(${diaryEntries.authorId} = ${readerId} or exists (select 1 from ${diaryReads} as seen where seen.entry_id = ${diaryEntries.id} and seen.account_id = ${readerId}))`;
}

/** The columns of an entry as `readerId` sees it (their read state). */
function entryColumns(readerId: number) {
  return {
    id: diaryEntries.id,
    personalDataId: guestData.id,
    guestName: guestData.name,
    guestSurname: guestData.surname,
    occurredAt: diaryEntries.occurredAt,
    recordedAt: diaryEntries.recordedAt,
    authorId: diaryEntries.authorId,
    authorRole: diaryEntries.authorRole,
    authorName: fullName(author),
    categories: diaryEntries.categories,
    text: diaryEntries.text,
    significance: diaryEntries.significance,
    handover: diaryEntries.handover,
    status: diaryEntries.status,
    version: diaryEntries.version,
    acknowledgedAt: diaryEntries.acknowledgedAt,
    acknowledgedBy: diaryEntries.acknowledgedBy,
    // Null until somebody acknowledges the entry (a left join).
    ackerName: sql<string | null>`${fullName(acker)}`,
    ackEntryId: sql<
      number | null
    >`(select ack.id from ${diaryEntries} as ack where ack.acknowledges_entry_id = ${diaryEntries.id} order by ack.id limit 1)`,
    acknowledgesEntryId: diaryEntries.acknowledgesEntryId,
    fall: diaryEntries.fall,
    origin: diaryEntries.origin,
    attachments: attachmentsJson(),
    read: sql<boolean>`${readBy(readerId)}`,
  };
}

/** A select of entries with their guest, author and acknowledger, as `readerId` sees them. */
export function selectEntries(db: Database, readerId: number) {
  return db
    .select(entryColumns(readerId))
    .from(diaryEntries)
    .innerJoin(guestData, eq(guestData.accountId, diaryEntries.guestAccountId))
    .innerJoin(author, eq(author.accountId, diaryEntries.authorId))
    .leftJoin(acker, eq(acker.accountId, diaryEntries.acknowledgedBy))
    .$dynamic();
}

/** A row of `selectEntries`. */
export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

/** A row as the contract's entry. */
export function toEntry(row: EntryRow): DiaryEntry {
  const acknowledged = row.acknowledgedAt !== null && row.acknowledgedBy !== null;
  return {
    id: row.id,
    personalDataId: row.personalDataId,
    occurredAt: row.occurredAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    author: { accountId: row.authorId, name: row.authorName, role: row.authorRole },
    categories: row.categories,
    text: row.text,
    significance: row.significance,
    handover: row.handover,
    status: row.status,
    version: row.version,
    read: row.read,
    acknowledgement:
      acknowledged && row.acknowledgedAt && row.acknowledgedBy !== null
        ? {
            at: row.acknowledgedAt.toISOString(),
            by: { accountId: row.acknowledgedBy, name: row.ackerName ?? '' },
            entryId: Number(row.ackEntryId ?? 0),
          }
        : null,
    acknowledgesEntryId: row.acknowledgesEntryId,
    fall: row.fall ?? null,
    attachments: row.attachments,
    origin: row.origin ?? null,
  };
}

/** An entry by id as `readerId` sees it, or undefined. */
export async function entryById(db: Database, readerId: number, id: number) {
  const [row] = await selectEntries(db, readerId).where(eq(diaryEntries.id, id));
  return row;
}

/** An entry's previous versions, oldest first. */
export async function entryHistory(db: Database, entryId: number): Promise<DiaryVersion[]> {
  const rows = await db
    .select({
      version: diaryEntryVersions.version,
      text: diaryEntryVersions.text,
      categories: diaryEntryVersions.categories,
      significance: diaryEntryVersions.significance,
      fall: diaryEntryVersions.fall,
      origin: diaryEntryVersions.origin,
      kind: diaryEntryVersions.kind,
      reason: diaryEntryVersions.reason,
      changedAt: diaryEntryVersions.changedAt,
      changedById: diaryEntryVersions.changedBy,
      changedByName: fullName(author),
    })
    .from(diaryEntryVersions)
    .innerJoin(author, eq(author.accountId, diaryEntryVersions.changedBy))
    .where(eq(diaryEntryVersions.entryId, entryId))
    .orderBy(asc(diaryEntryVersions.version));
  return rows.map(({ changedAt, changedById, changedByName, ...row }) => ({
    ...row,
    fall: row.fall ?? null,
    origin: row.origin ?? null,
    changedAt: changedAt.toISOString(),
    changedBy: { accountId: changedById, name: changedByName },
  }));
}
