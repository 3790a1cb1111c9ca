import {
  DIARY_PAGE_SIZE,
  type DiaryFacilityEntriesPage,
  type diaryFacilityEntriesQuerySchema,
} from '@care/api-client/schemas';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { diaryEntries } from '../db/schema';
import { guestScope, inGroup, selectedGroupOf } from '../people/scope';
import { scopeCaller, type DiaryCaller } from './access';
import { toEntry } from './entries';
import { listFilters, pageOfEntries } from './list';
import { requireDiaryFlag } from './reach';

type Query = z.output<typeof diaryFacilityEntriesQuerySchema>;

/**
 * The facility's diary (docs/behaviour/diary.md#the-facility-diary): the entries of the selected
 * group's guests in the caller's scope, with the filters of a guest's diary, newest first, 20 a
 * page with the filtered total; each with its guest's name. The `diary.manager` flag.
 */
export async function facilityEntries(
  db: Database,
  caller: DiaryCaller,
  query: Query,
): Promise<DiaryFacilityEntriesPage> {
  const scoped = scopeCaller(caller);
  await requireDiaryFlag(db, caller.accountId, 'manager');
  const empty = { items: [], total: 0, page: query.page, pageSize: DIARY_PAGE_SIZE };
  const group = await selectedGroupOf(db, scoped, query.groupId);
  if (group === null) return empty;
  const where = and(
    inGroup(diaryEntries.guestAccountId, group),
    guestScope(scoped)(diaryEntries.guestAccountId),
    ...listFilters(query, caller.accountId),
  );
  const { rows, total } = await pageOfEntries(db, caller.accountId, where, query.page);
  const items = rows.map((row) => ({
    ...toEntry(row),
    guest: { name: row.guestName, surname: row.guestSurname },
  }));
  return { ...empty, items, total };
}
