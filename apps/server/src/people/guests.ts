import {
  GUEST_LIST_PAGE_SIZE,
  type DismissQuery,
  type guestListQuerySchema,
  type GuestPage,
  type GuestStatus,
  type GuestStatusChange,
  type GuestStatusChangeKind,
} from '@care/api-client/schemas';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { accountStatusHistory, customerAccounts, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { z } from 'zod';
import { endAccountAccess } from './access';
import {
  guestScope,
  inGroup,
  isGuestAccount,
  requireInScope,
  selectedGroupOf,
  type ScopeCaller,
} from './scope';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const isGuest = isGuestAccount(customerAccounts.id);

/**
 * One page of a status tab of the guest list, in the selected group (`groupId`, one of the
 * caller's groups; default the first) and the caller's group scope. `q` is split into words;
 * every word must occur in the name, the surname or the identifier code (case-insensitive), so
 * "rossi maria" finds Maria Rossi. Sorted by surname, name, id: a stable order for paging.
 */
export async function listGuests(
  context: ServerContext,
  caller: ScopeCaller,
  query: z.output<typeof guestListQuerySchema>,
): Promise<GuestPage> {
  const { status, q, page, groupId } = query;
  const group = await selectedGroupOf(context.db, caller, groupId);
  if (group === null) return { items: [], total: 0, page, pageSize: GUEST_LIST_PAGE_SIZE };
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const conditions: SQL[] = [
    eq(customerAccounts.status, status),
    isGuest,
    inGroup(customerAccounts.id, group),
    guestScope(caller)(customerAccounts.id),
  ];
  for (const word of words) {
    const pattern = likePattern(word);
    const match = or(
      ilike(personalData.name, pattern),
      ilike(personalData.surname, pattern),
      ilike(personalData.identifierCode, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const counted = () =>
    context.db
      .select({ total: count() })
      .from(customerAccounts)
      .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
      .where(where);
  // The page carries the tab's total (one statement); a page past the end counts on its own.
  const rows = await context.db
    .select({
      personalDataId: personalData.id,
      customerAccountId: customerAccounts.id,
      name: personalData.name,
      surname: personalData.surname,
      identifierCode: personalData.identifierCode,
      status: customerAccounts.status,
      details: personalData.details,
      credentialGenerated: customerAccounts.credentialGenerated,
      hasPhoto: sql<boolean>`${personalData.profileImageData} is not null`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(where)
    .orderBy(
      asc(sql`lower(${personalData.surname})`),
      asc(sql`lower(${personalData.name})`),
      asc(personalData.id),
    )
    .limit(GUEST_LIST_PAGE_SIZE)
    .offset(page * GUEST_LIST_PAGE_SIZE);
  const total = rows[0]?.total ?? (page > 0 ? ((await counted())[0]?.total ?? 0) : 0);
  return {
    items: rows.map(({ details, total: _total, ...row }) => ({
      ...row,
      birthDate: isoDateOrNull(details.birthDate),
      allergy: text(details.allergies) !== null,
      room: text(details.room),
    })),
    total,
    page,
    pageSize: GUEST_LIST_PAGE_SIZE,
  };
}

/** A text the detail form recorded (`personal_data.details`), or null when blank or absent. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A `YYYY-MM-DD` birth date of the detail form, or null. */
export function isoDateOrNull(value: unknown): string | null {
  const date = text(value);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/**
 * The guest of `personalDataId` (an account with the role RA_GUEST), or 404 E017; 403 E013 for
 * a guest outside the caller's group scope.
 */
async function guestAccount(
  executor: Executor | Database,
  caller: ScopeCaller,
  personalDataId: number,
  lock: boolean,
) {
  const query = executor
    .select({
      accountId: customerAccounts.id,
      status: customerAccounts.status,
      inScope: guestScope(caller)(customerAccounts.id),
    })
    .from(personalData)
    .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
    .where(and(eq(personalData.id, personalDataId), isGuest));
  const [row] = lock ? await query.for('update', { of: customerAccounts }) : await query;
  if (!row) throw new AppError('E017');
  requireInScope(row);
  return row;
}

/** A guest's status changes, oldest first, with who made each. */
export async function guestHistory(
  context: ServerContext,
  caller: ScopeCaller,
  personalDataId: number,
): Promise<GuestStatusChange[]> {
  const guest = await guestAccount(context.db, caller, personalDataId, false);
  const author = alias(personalData, 'author');
  const rows = await context.db
    .select({
      id: accountStatusHistory.id,
      fromStatus: accountStatusHistory.fromStatus,
      toStatus: accountStatusHistory.toStatus,
      cause: accountStatusHistory.cause,
      date: accountStatusHistory.effectiveDate,
      changedAt: accountStatusHistory.changedAt,
      changedById: accountStatusHistory.changedBy,
      authorName: author.name,
      authorSurname: author.surname,
    })
    .from(accountStatusHistory)
    .leftJoin(author, eq(author.accountId, accountStatusHistory.changedBy))
    .where(eq(accountStatusHistory.accountId, guest.accountId))
    .orderBy(asc(accountStatusHistory.changedAt), asc(accountStatusHistory.id));
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    cause: row.cause,
    date: row.date,
    changedAt: row.changedAt.toISOString(),
    changedBy:
      row.changedById !== null && row.authorName !== null && row.authorSurname !== null
        ? { customerAccountId: row.changedById, name: row.authorName, surname: row.authorSurname }
        : null,
  }));
}

/**
 * Records a status change of an account in the history and sets the account's status, in the
 * caller's transaction.
 */
export async function recordStatusChange(
  tx: Executor,
  change: {
    accountId: number;
    from: GuestStatus;
    to: GuestStatus;
    cause: string | null;
    date: string;
    by: number;
    at: Date;
  },
): Promise<void> {
  await tx
    .update(customerAccounts)
    .set({ status: change.to, updatedAt: change.at })
    .where(eq(customerAccounts.id, change.accountId));
  await tx.insert(accountStatusHistory).values({
    accountId: change.accountId,
    fromStatus: change.from,
    toStatus: change.to,
    cause: change.cause,
    effectiveDate: change.date,
    changedAt: change.at,
    changedBy: change.by,
  });
}

/** The statuses each change leads to (a retry finds the guest already there). */
const RETRY_OF: Record<GuestStatusChangeKind, readonly GuestStatus[]> = {
  dismiss: ['D', 'R'],
  suspend: ['S'],
  actual: ['A'],
};

/** Where each change may start and where it leads. */
function transition(
  kind: GuestStatusChangeKind,
  from: GuestStatus,
): { to: GuestStatus; causeRequired: boolean; cause: string } | null {
  switch (kind) {
    case 'dismiss':
      if (from === 'A' || from === 'S') return { to: 'D', causeRequired: true, cause: '' };
      if (from === 'W') return { to: 'R', causeRequired: false, cause: 'rejected' };
      return null;
    case 'suspend':
      return from === 'A' ? { to: 'S', causeRequired: false, cause: 'suspended' } : null;
    case 'actual':
      return from === 'A' ? null : { to: 'A', causeRequired: false, cause: 'readmitted' };
  }
}

/**
 * `PUT care/api/v1/guest/{kind}/{personalDataId}?date=&archiveCause=`: changes a guest's status
 * under the account's row lock (two dialogs confirming different changes at once: the second
 * finds the new status and gets E034), records it in the history, and ends the guest's sessions and sockets when the
 * guest leaves status A. The same change sent again (same date and cause, a retry after a lost
 * answer) answers success without a second history entry.
 */
export async function changeGuestStatus(
  context: ServerContext,
  kind: GuestStatusChangeKind,
  personalDataId: number,
  query: DismissQuery,
  by: ScopeCaller,
): Promise<GuestStatus> {
  const { date, archiveCause } = query;
  const result = await context.db.transaction(async (tx) => {
    const guest = await guestAccount(tx, by, personalDataId, true);
    const next = transition(kind, guest.status);
    if (!next) {
      // A retry of a change already made (its answer was lost): the same answer, nothing twice.
      const [last] = await tx
        .select({
          to: accountStatusHistory.toStatus,
          cause: accountStatusHistory.cause,
          date: accountStatusHistory.effectiveDate,
        })
        .from(accountStatusHistory)
        .where(eq(accountStatusHistory.accountId, guest.accountId))
        .orderBy(desc(accountStatusHistory.changedAt), desc(accountStatusHistory.id))
        .limit(1);
      const expected = RETRY_OF[kind];
      const sameCause =
        kind !== 'dismiss' || archiveCause === undefined || last?.cause === archiveCause;
      if (
        last &&
        last.to === guest.status &&
        expected.includes(last.to) &&
        last.date === date &&
        sameCause
      ) {
        return { accountId: guest.accountId, to: guest.status, retry: true };
      }
      throw new AppError('E034');
    }
    if (next.causeRequired && !archiveCause) throw new AppError('E012', { status: 400 });
    await recordStatusChange(tx, {
      accountId: guest.accountId,
      from: guest.status,
      to: next.to,
      cause: kind === 'dismiss' ? (archiveCause ?? next.cause) : next.cause,
      date,
      by: by.accountId,
      at: context.clock(),
    });
    return { accountId: guest.accountId, to: next.to, retry: false };
  });
  if (result.to !== 'A' && !result.retry) await endAccountAccess(context, result.accountId);
  return result.to;
}
