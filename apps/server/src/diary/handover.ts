import {
  DIARY_HANDOVER_DEFAULT_HOURS,
  DIARY_HANDOVER_MAX_DAYS,
  DIARY_HANDOVER_MINE_DAYS,
  type DiaryEntry,
  type DiaryHandover,
  type DiaryHandoverGuest,
  type DiaryHandoverScope,
  type diaryHandoverQuerySchema,
} from '@care/api-client/schemas';
import { and, asc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { customerAccounts, diaryEntries, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { text } from '../people/guests';
import { guestScope, inGroup, isGuestAccount, selectedGroupOf } from '../people/scope';
import { diaryGuest, scopeCaller, type DiaryCaller } from './access';
import { selectEntries, toEntry } from './entries';

/**
 * The handover (docs/behaviour/diary.md#handover): the entries of a period and a scope, grouped
 * by guest (by room, then surname), oldest first within a guest so that each reads as a story.
 */

/** The handover's query, parsed. */
export type HandoverQuery = Pick<
  z.output<typeof diaryHandoverQuerySchema>,
  'from' | 'to' | 'groupId' | 'guests' | 'mine' | 'mode'
>;

const HOUR = 3_600_000;

/** The period: `to` defaults to now, `from` to 8 hours before; reversed or over 7 days: E016. */
export function handoverPeriod(query: HandoverQuery, now: Date): { from: Date; to: Date } {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from
    ? new Date(query.from)
    : new Date(to.getTime() - DIARY_HANDOVER_DEFAULT_HOURS * HOUR);
  const span = to.getTime() - from.getTime();
  if (span < 0 || span > DIARY_HANDOVER_MAX_DAYS * 24 * HOUR) throw new AppError('E016');
  return { from, to };
}

/** Whose guests: the scope's name, its group, and its condition on `customer_accounts` (null: nobody). */
interface ResolvedScope {
  scope: DiaryHandoverScope;
  groupId: number | null;
  accounts: SQL | null;
}

/** SQL: the caller wrote about the guest (an entry not in error) since `since`. */
function wroteAbout(accountId: number, since: Date): SQL {
  return sql`exists (select 1 from ${diaryEntries} as mine where mine.guest_account_id = ${customerAccounts.id} and mine.author_id = ${accountId} and mine.recorded_at >= ${since} and mine.status <> 'enteredInError')`;
}

/** The scope of `query`: chosen guests (each reachable, else E013/E017), mine, or a group. */
export async function handoverScope(
  db: Database,
  caller: DiaryCaller,
  query: HandoverQuery,
  now: Date,
): Promise<ResolvedScope> {
  if (query.guests) {
    const accounts: number[] = [];
    for (const id of query.guests) accounts.push((await diaryGuest(db, caller, { id })).accountId);
    return { scope: 'guests', groupId: null, accounts: inArray(customerAccounts.id, accounts) };
  }
  if (query.mine === 'true') {
    const since = new Date(now.getTime() - DIARY_HANDOVER_MINE_DAYS * 24 * HOUR);
    return { scope: 'mine', groupId: null, accounts: wroteAbout(caller.accountId, since) };
  }
  const groupId = await selectedGroupOf(db, scopeCaller(caller), query.groupId);
  if (groupId === null) return { scope: 'group', groupId, accounts: null };
  const admitted = and(eq(customerAccounts.status, 'A'), inGroup(customerAccounts.id, groupId));
  return { scope: 'group', groupId, accounts: admitted ?? null };
}

/** The scope's guests the caller reaches, by room (none last), surname, id. */
async function scopeGuests(db: Database, caller: DiaryCaller, accounts: SQL) {
  const room = sql`${personalData.details}->>'room'`;
  const rows = await db
    .select({
      accountId: customerAccounts.id,
      personalDataId: personalData.id,
      name: personalData.name,
      surname: personalData.surname,
      details: personalData.details,
    })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(
      and(
        accounts,
        isGuestAccount(customerAccounts.id),
        guestScope(scopeCaller(caller))(customerAccounts.id),
      ),
    )
    .orderBy(
      sql`${room} asc nulls last`,
      asc(sql`lower(${personalData.surname})`),
      asc(personalData.id),
    );
  return rows.map(({ details, ...row }) => ({ ...row, room: text(details.room) }));
}

/** The mode's condition: a summary keeps entries for the handover, significant or critical. */
function modeFilter(mode: HandoverQuery['mode']): SQL | undefined {
  if (mode === 'full') return undefined;
  return or(
    eq(diaryEntries.handover, true),
    inArray(diaryEntries.significance, ['significant', 'critical']),
  );
}

/** A guest's counts over the shown entries. */
function countsOf(entries: readonly DiaryEntry[]): DiaryHandoverGuest['counts'] {
  const count = (test: (entry: DiaryEntry) => boolean) => entries.filter(test).length;
  return {
    entries: entries.length,
    critical: count((entry) => entry.significance === 'critical'),
    significant: count((entry) => entry.significance === 'significant'),
    handover: count((entry) => entry.handover),
  };
}

/** The handover sheet of `query` for `caller` (staff: the route admits no guest). */
export async function handoverSheet(
  db: Database,
  caller: DiaryCaller,
  query: HandoverQuery,
  now: Date,
): Promise<DiaryHandover> {
  const { from, to } = handoverPeriod(query, now);
  const { scope, groupId, accounts } = await handoverScope(db, caller, query, now);
  const sheet = {
    from: from.toISOString(),
    to: to.toISOString(),
    mode: query.mode,
    scope,
    groupId,
  };
  const guests = accounts ? await scopeGuests(db, caller, accounts) : [];
  if (guests.length === 0) return { ...sheet, guests: [], total: 0 };
  const rows = await selectEntries(db, caller.accountId)
    .where(
      and(
        inArray(
          diaryEntries.guestAccountId,
          guests.map((guest) => guest.accountId),
        ),
        gte(diaryEntries.occurredAt, from),
        lte(diaryEntries.occurredAt, to),
        ne(diaryEntries.status, 'enteredInError'),
        modeFilter(query.mode),
      ),
    )
    .orderBy(asc(diaryEntries.occurredAt), asc(diaryEntries.id));
  const byGuest = new Map<number, DiaryEntry[]>();
  for (const entry of rows.map(toEntry)) {
    byGuest.set(entry.personalDataId, [...(byGuest.get(entry.personalDataId) ?? []), entry]);
  }
  const shown = guests.flatMap(({ accountId: _account, ...guest }) => {
    const entries = byGuest.get(guest.personalDataId) ?? [];
    return entries.length ? [{ ...guest, counts: countsOf(entries), entries }] : [];
  });
  return { ...sheet, guests: shown, total: rows.length };
}
