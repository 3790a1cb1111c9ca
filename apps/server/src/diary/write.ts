import {
  DIARY_BACKDATE_HOURS,
  DIARY_CLOCK_SKEW_MINUTES,
  DIARY_FALL_CATEGORY,
  type DiaryEntry,
  type DiaryFall,
  type DiaryOrigin,
  type Role,
  type diaryCreateSchema,
} from '@care/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../context';
import { builtOnce, builtOnceByShape } from '../db/built-once';
import type { Database } from '../db/client';
import { diaryEntries, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { groupScope, reachesAllGroups } from '../people/scope';
import { guestSelect, reached, scopeCaller, type DiaryCaller, type DiaryGuest } from './access';
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
 * The statement of `entryTarget`, built once per database and scope shape (the caller's id, the
 * guest's and the categories are its values: docs/performance.md#queries-built-once).
 */
const targetQuery = builtOnceByShape((db: Database, allGroups: boolean) => {
  const callerId = sql.placeholder('callerId');
  const guest = eq(personalData.id, sql.placeholder('personalDataId'));
  return guestSelect(db, groupScope(allGroups, callerId), guest, {
    activeCategories: activeCategoryCount(sql.placeholder('categories')),
    guestName: sql<string>`${personalData.name}`,
    guestSurname: sql<string>`${personalData.surname}`,
    authorName: sql<string>`(select author.name || ' ' || author.surname from ${personalData} as author where author.account_id = ${callerId})`,
  }).prepare(allGroups ? 'care_diary_entry_target_all' : 'care_diary_entry_target');
});

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
  const [guest] = await targetQuery(db, reachesAllGroups(scoped.role)).execute({
    callerId: scoped.accountId,
    personalDataId,
    categories: [...categories],
  });
  return reached(scoped, guest);
}

/**
 * A new entry's insert, built once per database. The nullable JSON and id columns take their
 * values as they are (`raw`): Drizzle would encode a placeholder's null as JSON's `null`, not SQL's.
 */
const insertQuery = builtOnce((db: Database) => {
  const value = (name: keyof EntryValues) => sql.placeholder(name);
  const raw = (name: keyof EntryValues) => sql`${sql.placeholder(name)}`;
  return db
    .insert(diaryEntries)
    .values({
      guestAccountId: value('guestAccountId'),
      occurredAt: value('occurredAt'),
      recordedAt: value('recordedAt'),
      authorId: value('authorId'),
      authorRole: raw('authorRole'),
      categories: value('categories'),
      text: value('text'),
      significance: value('significance'),
      handover: value('handover'),
      acknowledgesEntryId: raw('acknowledgesEntryId'),
      fall: raw('fall'),
      origin: raw('origin'),
    })
    .returning({ id: diaryEntries.id, status: diaryEntries.status, version: diaryEntries.version })
    .prepare('care_diary_entry_insert');
});

/** The values of `insertQuery`: the JSON columns as their text. */
type EntryValues = {
  guestAccountId: number;
  occurredAt: Date;
  recordedAt: Date;
  authorId: number;
  authorRole: Role | null;
  categories: string[];
  text: string;
  significance: DiaryEntry['significance'];
  handover: boolean;
  acknowledgesEntryId: number | null;
  fall: string | null;
  origin: string | null;
};

/** `value` as the text of a JSON column, or SQL's null. */
const jsonText = (value: object | null | undefined) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * Inserts a new entry by the caller (the statement built once), recorded now: the stored row. The
 * insert answers only what the database decides (id, status, version); the rest is what was sent,
 * so PGlite reads three fields back, not sixteen
 * (docs/performance.md#the-insert-answers-what-the-database-decides-session-29).
 */
async function insertNewEntry(
  db: Database,
  caller: DiaryCaller,
  guest: DiaryGuest,
  entry: NewEntry,
  now: Date,
) {
  const values: EntryValues = {
    guestAccountId: guest.accountId,
    occurredAt: entry.occurredAt,
    recordedAt: now,
    authorId: caller.accountId,
    authorRole: caller.role ?? null,
    categories: entry.categories,
    text: entry.text,
    significance: entry.significance,
    handover: entry.handover,
    acknowledgesEntryId: entry.acknowledgesEntryId ?? null,
    fall: jsonText(entry.fall),
    origin: jsonText(entry.origin),
  };
  const [inserted] = await insertQuery(db).execute(values);
  if (!inserted) throw new AppError('E008');
  // The JSON columns as the entry has them, not as their text.
  const { fall = null, origin = null } = entry;
  return { ...values, ...inserted, fall, origin, acknowledgedAt: null, acknowledgedBy: null };
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
  const inserted = await insertNewEntry(db, caller, guest, { ...body, occurredAt, fall }, now);
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
