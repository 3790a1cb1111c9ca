import {
  DIARY_PAGE_SIZE,
  DIARY_QUIET_HOURS,
  type DiaryFacilityPage,
  type diaryFacilityQuerySchema,
} from '@care/api-client/schemas';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { customerAccounts, diaryEntries, personalData } from '../db/schema';
import { guestScope, inGroup, isGuestAccount, selectedGroupOf } from '../people/scope';
import { text } from '../people/guests';
import { scopeCaller, type DiaryCaller } from './access';
import { requireDiaryFlag } from './reach';

type Query = z.output<typeof diaryFacilityQuerySchema>;

/** SQL: the guest's entries (not in error) that satisfy `condition`, on `diary_entries` as `e`. */
const entriesOf = (condition: SQL) =>
  sql`from ${diaryEntries} as e where e.guest_account_id = ${customerAccounts.id} and e.status <> 'enteredInError' and ${condition}`;

/**
 * The admitted guests of the selected group (in the caller's scope) with their latest entry,
 * quiet ones (no entry in the last 24 hours) first, then by surname; 20 a page with the total.
 * Staff with the `diary.manager` flag (docs/behaviour/diary.md#the-facility-overview).
 */
export async function facilityOverview(
  db: Database,
  caller: DiaryCaller,
  query: Query,
  now: Date,
): Promise<DiaryFacilityPage> {
  const scoped = scopeCaller(caller);
  await requireDiaryFlag(db, caller.accountId, 'manager');
  const empty = { items: [], total: 0, page: query.page, pageSize: DIARY_PAGE_SIZE };
  const group = await selectedGroupOf(db, scoped, query.groupId);
  if (group === null) return empty;
  const since = new Date(now.getTime() - DIARY_QUIET_HOURS * 3_600_000);
  const quiet = sql<boolean>`not exists (select 1 ${entriesOf(sql`e.occurred_at >= ${since}`)})`;
  const where = and(
    eq(customerAccounts.status, 'A'),
    isGuestAccount(customerAccounts.id),
    inGroup(customerAccounts.id, group),
    guestScope(scoped)(customerAccounts.id),
    query.quiet === 'true' ? quiet : undefined,
  );
  const [total] = await db.select({ total: count() }).from(customerAccounts).where(where);
  const rows = await db
    .select({
      personalDataId: personalData.id,
      name: personalData.name,
      surname: personalData.surname,
      details: personalData.details,
      lastEntryAt: sql<
        string | null
      >`(select to_char(max(e.occurred_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ${entriesOf(sql`true`)})`,
      quiet,
    })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(where)
    .orderBy(sql`${quiet} desc`, asc(sql`lower(${personalData.surname})`), asc(personalData.id))
    .limit(DIARY_PAGE_SIZE)
    .offset(query.page * DIARY_PAGE_SIZE);
  const items = rows.map(({ details, ...row }) => ({
    ...row,
    room: text(details.room),
  }));
  return { ...empty, items, total: total?.total ?? 0 };
}
