import {
  DIARY_PAGE_SIZE,
  type DiaryPage,
  type diaryListQuerySchema,
} from '@care/api-client/schemas';
import {
  and,
  arrayOverlaps,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  not,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { diaryEntries } from '../db/schema';
import { diaryGuest, type DiaryCaller } from './access';
import { readBy, selectEntries, toEntry } from './entries';

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A diary list's query, parsed. */
export type ListQuery = z.output<typeof diaryListQuerySchema>;

/** The list's filters as SQL conditions on `diary_entries` (a guest's diary, the facility's). */
export function listFilters(query: ListQuery, readerId: number): (SQL | undefined)[] {
  const q = query.q?.trim();
  return [
    query.from ? gte(diaryEntries.occurredAt, new Date(query.from)) : undefined,
    query.to ? lte(diaryEntries.occurredAt, new Date(query.to)) : undefined,
    query.categories ? arrayOverlaps(diaryEntries.categories, query.categories) : undefined,
    query.significance ? inArray(diaryEntries.significance, query.significance) : undefined,
    query.author === undefined ? undefined : eq(diaryEntries.authorId, query.author),
    query.unread === 'true' ? not(readBy(readerId)) : undefined,
    q ? ilike(diaryEntries.text, likePattern(q)) : undefined,
  ];
}

/**
 * One page of a guest's diary (docs/behaviour/diary.md#the-diary-of-a-guest): newest first by
 * `occurredAt` (then id), 20 a page, with the total of the filtered list.
 */
export async function listEntries(
  db: Database,
  caller: DiaryCaller,
  personalDataId: number,
  query: ListQuery,
): Promise<DiaryPage> {
  const guest = await diaryGuest(db, caller, { id: personalDataId });
  const where = and(
    eq(diaryEntries.guestAccountId, guest.accountId),
    ...listFilters(query, caller.accountId),
  );
  const { rows, total } = await pageOfEntries(db, caller.accountId, where, query.page);
  return { items: rows.map(toEntry), total, page: query.page, pageSize: DIARY_PAGE_SIZE };
}

/**
 * Page `page` (20 entries) of those `where` selects, newest first by `occurredAt` (then id), with
 * their total: a guest's diary and the facility's.
 */
export async function pageOfEntries(
  db: Database,
  readerId: number,
  where: SQL | undefined,
  page: number,
) {
  const [total] = await db.select({ total: count() }).from(diaryEntries).where(where);
  const rows = await selectEntries(db, readerId)
    .where(where)
    .orderBy(desc(diaryEntries.occurredAt), desc(diaryEntries.id))
    .limit(DIARY_PAGE_SIZE)
    .offset(page * DIARY_PAGE_SIZE);
  return { rows, total: total?.total ?? 0 };
}
