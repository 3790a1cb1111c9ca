import {
  DIARY_CORRECTION_MINUTES,
  DIARY_FALL_CATEGORY,
  type DiaryChangeKind,
  type DiaryEntryDetail,
  type DiaryFall,
  type DiaryOrigin,
  type DiarySignificance,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { diaryEntries, diaryEntryVersions } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { DiaryCaller } from './access';
import { requireActiveCategories } from './categories';
import { entryById, entryHistory, toEntry } from './entries';
import { entryGuest, lockEntry } from './reach';
import { checkFall } from './write';

/**
 * Changing an entry (docs/behaviour/diary.md#changing-an-entry): the author's correction within
 * 60 minutes, an amendment with its reason, or the entered-in-error mark with its reason. Each
 * keeps the content before it as a version; nothing is deleted.
 */

/** A change: its kind, its reason, and the new content (what it leaves out stays). */
export interface EntryChange {
  kind: DiaryChangeKind;
  reason: string | null;
  text?: string | undefined;
  categories?: string[] | undefined;
  significance?: DiarySignificance | undefined;
  fall?: DiaryFall | undefined;
  /** The new origin of an entry the server changes (an attendance's); a person's text drops it. */
  origin?: DiaryOrigin | undefined;
}

type Stored = typeof diaryEntries.$inferSelect;

/** 409 E034 or 403 E013 when the change is not allowed on `entry` now. */
function checkAllowed(entry: Stored, change: EntryChange, caller: DiaryCaller, now: Date) {
  if (entry.status === 'enteredInError') throw new AppError('E034');
  if (change.kind !== 'correction') return;
  const age = now.getTime() - entry.recordedAt.getTime();
  if (entry.authorId !== caller.accountId || age > DIARY_CORRECTION_MINUTES * 60_000) {
    throw new AppError('E013');
  }
}

const NEXT_STATUS: Record<DiaryChangeKind, Stored['status'] | null> = {
  correction: null,
  amendment: 'amended',
  enteredInError: 'enteredInError',
};

/**
 * The fall record after `change`: the new one, else the entry's own while it keeps the category.
 * A change that adds the category brings a record (entries older than fall records may keep the
 * category without one).
 */
function fallAfter(entry: Stored, change: EntryChange): DiaryFall | null {
  const categories = change.categories ?? entry.categories;
  const keeps = categories.includes(DIARY_FALL_CATEGORY);
  const added = keeps && !entry.categories.includes(DIARY_FALL_CATEGORY);
  return checkFall(categories, change.fall ?? (keeps ? entry.fall : null), added);
}

/** One entry with its history, as the caller sees it (the caller may reach it). */
export async function entryDetail(
  db: Database,
  caller: DiaryCaller,
  id: number,
): Promise<DiaryEntryDetail> {
  await entryGuest(db, caller, id);
  const row = await entryById(db, caller.accountId, id);
  if (!row) throw new AppError('E013');
  return { ...toEntry(row), history: await entryHistory(db, id) };
}

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Applies `change` to entry `id` inside the transaction `tx`: the entry locked, the change checked,
 * the previous content kept as a version. Also how the activities amend the entry an attendance
 * wrote (docs/behaviour/activities.md#attendance).
 */
export async function applyChange(
  tx: Executor,
  caller: DiaryCaller,
  id: number,
  change: EntryChange,
  now: Date,
): Promise<void> {
  const entry = await lockEntry(tx, id);
  checkAllowed(entry, change, caller, now);
  const fall = fallAfter(entry, change);
  await tx.insert(diaryEntryVersions).values({
    entryId: id,
    version: entry.version,
    text: entry.text,
    categories: entry.categories,
    significance: entry.significance,
    fall: entry.fall,
    origin: entry.origin,
    kind: change.kind,
    reason: change.reason,
    changedAt: now,
    changedBy: caller.accountId,
  });
  await tx
    .update(diaryEntries)
    .set({
      text: change.text ?? entry.text,
      categories: change.categories ?? entry.categories,
      significance: change.significance ?? entry.significance,
      fall,
      origin: originAfter(entry, change),
      status: NEXT_STATUS[change.kind] ?? entry.status,
      version: entry.version + 1,
    })
    .where(eq(diaryEntries.id, id));
}

/**
 * The origin after `change`: the new one the server gives, none once a person rewrote the text
 * (the words are theirs then), else the entry's own.
 */
function originAfter(entry: Stored, change: EntryChange): DiaryOrigin | null {
  if (change.origin !== undefined) return change.origin;
  return change.text === undefined ? entry.origin : null;
}

/** Applies `change` to entry `id`: the previous content kept as a version, in one transaction. */
export async function changeEntry(
  context: ServerContext,
  caller: DiaryCaller,
  id: number,
  change: EntryChange,
): Promise<DiaryEntryDetail> {
  await entryGuest(context.db, caller, id);
  if (change.categories) await requireActiveCategories(context.db, change.categories);
  const now = context.clock();
  await context.db.transaction((tx) => applyChange(tx, caller, id, change, now));
  return entryDetail(context.db, caller, id);
}
