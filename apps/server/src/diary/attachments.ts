import { DIARY_ATTACHMENTS_MAX, type DiaryAttachment } from '@care/api-client/schemas';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { diaryAttachments, diaryEntries, personalData } from '../db/schema';
import { alreadyStored, checkUpload, type FileUpload } from '../attachments/files';
import { AppError } from '../errors/app-error';
import type { DiaryCaller } from './access';
import { entryGuest, lockEntry } from './reach';

/**
 * Files attached to diary entries (docs/behaviour/diary.md#attachments): the documents' upload
 * rules (`attachments/files.ts`), the diary's reach (who reads the entry downloads its files, who
 * writes the diary attaches and archives). Nothing is deleted: archiving keeps the file, with who
 * archived it and when.
 */

/** An instant column as the contract's ISO text, in SQL (for JSON built by the database). */
const isoOf = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The JSON `{ accountId, name }` of the account in `column`, null when the column is. */
const personOf = (column: string) =>
  sql`case when ${sql.raw(column)} is null then null else json_build_object('accountId', ${sql.raw(column)}, 'name', coalesce((select p.name || ' ' || p.surname from ${personalData} as p where p.account_id = ${sql.raw(column)}), '')) end`;

/**
 * SQL: the attachments of the `diary_entries` row of the query (the table by its own name, not
 * an alias), oldest first, as JSON. The column is spelled out: drizzle would write it
 * unqualified, and inside the subquery `id` would be the attachment's.
 */
export function attachmentsJson(): SQL<DiaryAttachment[]> {
  return sql<DiaryAttachment[]>`coalesce((select json_agg(json_build_object(
    'id', a.id, 'entryId', a.entry_id, 'name', a.name, 'mimeType', a.mime_type, 'size', a.size,
    'attachedAt', ${isoOf('a.attached_at')}, 'attachedBy', ${personOf('a.attached_by')},
    'archivedAt', case when a.archived_at is null then null else ${isoOf('a.archived_at')} end,
    'archivedBy', ${personOf('a.archived_by')}
  ) order by a.id) from ${diaryAttachments} as a where a.entry_id = "diary_entries"."id"), '[]'::json)`;
}

/** SQL: the names of the attachments not archived of the `diary_entries` row, oldest first. */
export function attachmentNames(): SQL<string[]> {
  return sql<
    string[]
  >`array(select a.name from ${diaryAttachments} as a where a.entry_id = "diary_entries"."id" and a.archived_at is null order by a.id)`;
}

/** The attachments of entry `entryId`, oldest first. */
async function attachmentsOf(db: Database, entryId: number): Promise<DiaryAttachment[]> {
  const [row] = await db
    .select({ list: attachmentsJson() })
    .from(diaryEntries)
    .where(eq(diaryEntries.id, entryId));
  return row?.list ?? [];
}

/** The attachment `id` of an entry's list (E008 when it is not there: it was just written). */
async function attachmentOf(db: Database, entryId: number, id: number) {
  const found = (await attachmentsOf(db, entryId)).find((attachment) => attachment.id === id);
  if (!found) throw new AppError('E008');
  return found;
}

/** `GET …/entry/{id}/attachments`: for whoever reaches the entry. */
export async function listAttachments(db: Database, caller: DiaryCaller, entryId: number) {
  await entryGuest(db, caller, entryId);
  return attachmentsOf(db, entryId);
}

/**
 * `POST …/entry/{id}/attachments`: stores a file under the entry's row lock, so that racing
 * uploads cannot pass the limit or share a name; the same file under the same name again answers
 * the stored one. 409 E034 on an entry entered in error.
 */
export async function attachFile(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  caller: DiaryCaller,
  entryId: number,
  upload: FileUpload,
): Promise<DiaryAttachment> {
  await entryGuest(db, caller, entryId);
  const file = await checkUpload(upload);
  const now = clock();
  const id = await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, entryId);
    if (entry.status === 'enteredInError') throw new AppError('E034');
    const active = await tx
      .select({
        id: diaryAttachments.id,
        name: diaryAttachments.name,
        sha256: diaryAttachments.sha256,
      })
      .from(diaryAttachments)
      .where(and(eq(diaryAttachments.entryId, entryId), isNull(diaryAttachments.archivedAt)));
    const stored = alreadyStored(active, file, DIARY_ATTACHMENTS_MAX);
    if (stored !== null) return stored;
    const [created] = await tx
      .insert(diaryAttachments)
      .values({
        entryId,
        ...file,
        data: upload.data,
        attachedAt: now,
        attachedBy: caller.accountId,
      })
      .returning({ id: diaryAttachments.id });
    if (!created) throw new AppError('E008');
    return created.id;
  });
  return attachmentOf(db, entryId, id);
}

/** The attachment `id` with its entry, when the caller reaches the entry (403 E013 otherwise). */
async function reachableAttachment(db: Database, caller: DiaryCaller, id: number) {
  const [row] = await db
    .select({ entryId: diaryAttachments.entryId })
    .from(diaryAttachments)
    .where(eq(diaryAttachments.id, id));
  if (!row) throw new AppError('E013');
  await entryGuest(db, caller, row.entryId);
  return row;
}

/** `GET …/attachment/{id}`: the file's bytes, type and name, for whoever reaches its entry. */
export async function attachmentContent(db: Database, caller: DiaryCaller, id: number) {
  await reachableAttachment(db, caller, id);
  const [file] = await db
    .select({
      data: diaryAttachments.data,
      mimeType: diaryAttachments.mimeType,
      name: diaryAttachments.name,
    })
    .from(diaryAttachments)
    .where(eq(diaryAttachments.id, id));
  if (!file) throw new AppError('E013');
  return { ...file, bytes: Buffer.from(file.data, 'base64') };
}

/** `PUT …/attachment/{id}/archive`: archived with who and when; again changes nothing. */
export async function archiveAttachment(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  caller: DiaryCaller,
  id: number,
): Promise<DiaryAttachment> {
  const { entryId } = await reachableAttachment(db, caller, id);
  const now = clock();
  await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, entryId);
    if (entry.status === 'enteredInError') throw new AppError('E034');
    await tx
      .update(diaryAttachments)
      .set({ archivedAt: now, archivedBy: caller.accountId })
      .where(and(eq(diaryAttachments.id, id), isNull(diaryAttachments.archivedAt)));
  });
  return attachmentOf(db, entryId, id);
}
