import {
  DIARY_BACKDATE_HOURS,
  DIARY_CLOCK_SKEW_MINUTES,
  DIARY_FALL_CATEGORY,
  type DiaryEntry,
  type DiaryFall,
  type DiaryOrigin,
  type diaryCreateSchema,
} from '@care/api-client/schemas';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { diaryEntries, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { findGuest, reached, scopeCaller, type DiaryCaller, type DiaryGuest } from './access';
import { activeCategoryCount } from './categories';
import { alertCritical } from './critical-alert';
import { toEntry, type EntryRow } from './entries';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * 400 E016 unless `occurredAt` lies between 72 hours before `now` and 2 minutes after it
 * (docs/behaviour/diary.md#entries).
 */
export function checkOccurredAt(occurredAt: Date, now: Date): void {
  const ahead = occurredAt.getTime() - now.getTime();
  const tooLate = ahead > DIARY_CLOCK_SKEW_MINUTES * 60_000;
  const tooEarly = ahead < -DIARY_BACKDATE_HOURS * 3_600_000;
  if (tooLate || tooEarly) throw new AppError('E016', { status: 400 });
}

/**
 * The fall record an entry keeps (docs/behaviour/diary.md#falls-and-incidents): 400 E016 for a
 * record without the `fallIncident` category; 400 E012 when the category comes without one
 * (`required`: a new entry, or a change that adds the category).
 */
export function checkFall(
  categories: readonly string[],
  fall: DiaryFall | null | undefined,
  required: boolean,
): DiaryFall | null {
  const isFall = categories.includes(DIARY_FALL_CATEGORY);
  if (!isFall && fall) throw new AppError('E016', { status: 400 });
  if (isFall && !fall && required) throw new AppError('E012', { status: 400 });
  return isFall ? (fall ?? null) : null;
}

/** What a new entry holds besides its guest and author. */
export interface NewEntry {
  occurredAt: Date;
  categories: string[];
  text: string;
  significance: DiaryEntry['significance'];
  handover: boolean;
  fall?: DiaryFall | null;
  acknowledgesEntryId?: number;
  /** Where an entry the server writes from another module comes from. */
  origin?: DiaryOrigin | null;
}

/** The row of a new entry by the caller, recorded now. */
const newRow = (caller: DiaryCaller, guest: DiaryGuest, entry: NewEntry, now: Date) => ({
  ...entry,
  guestAccountId: guest.accountId,
  recordedAt: now,
  authorId: caller.accountId,
  authorRole: caller.role ?? null,
});

/** Inserts an entry by the caller, recorded now; answers its id. */
export async function insertEntry(
  executor: Executor | Database,
  caller: DiaryCaller,
  guest: DiaryGuest,
  entry: NewEntry,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(diaryEntries)
    .values(newRow(caller, guest, entry, now))
    .returning({ id: diaryEntries.id });
  if (!row) throw new AppError('E008');
  return row.id;
}

/**
 * The guest of a new entry, the caller's reach and what the entry needs besides, in one statement
 * (docs/performance.md): how many of `categories` are active, and the guest's and the author's
 * names, which the answer shows.
 */
async function entryTarget(
  db: Database,
  caller: DiaryCaller,
  personalDataId: number,
  categories: readonly string[],
) {
  const scoped = scopeCaller(caller);
  const guest = await findGuest(
    db,
    scoped,
    { id: personalDataId },
    {
      activeCategories: activeCategoryCount(categories),
      guestName: sql<string>`${personalData.name}`,
      guestSurname: sql<string>`${personalData.surname}`,
      authorName: sql<string>`(select author.name || ' ' || author.surname from ${personalData} as author where author.account_id = ${caller.accountId})`,
    },
  );
  return reached(scoped, guest);
}

/** Writes an entry in a guest's diary; a critical one alerts the staff. */
export async function createEntry(
  context: ServerContext,
  caller: DiaryCaller,
  personalDataId: number,
  body: z.output<typeof diaryCreateSchema>,
): Promise<DiaryEntry> {
  const { db } = context;
  const guest = await entryTarget(db, caller, personalDataId, body.categories);
  const now = context.clock();
  const occurredAt = body.occurredAt ? new Date(body.occurredAt) : now;
  checkOccurredAt(occurredAt, now);
  if (Number(guest.activeCategories) !== new Set(body.categories).size) {
    throw new AppError('E016', { status: 400 });
  }
  const fall = checkFall(body.categories, body.fall, true);
  const [inserted] = await db
    .insert(diaryEntries)
    .values(newRow(caller, guest, { ...body, occurredAt, fall }, now))
    .returning();
  if (!inserted) throw new AppError('E008');
  // A new entry: nobody acknowledged it, it has no attachments, its author has read it.
  const row: EntryRow = {
    ...inserted,
    personalDataId: guest.personalDataId,
    guestName: guest.guestName,
    guestSurname: guest.guestSurname,
    authorName: guest.authorName,
    ackerName: null,
    ackEntryId: null,
    attachments: [],
    read: true,
  };
  const entry = toEntry(row);
  if (entry.significance === 'critical') await alertCritical(context, row, guest);
  return entry;
}
