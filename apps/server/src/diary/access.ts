import { type Role } from '@care/api-client/schemas';
import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerAccounts, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { guestScope, isGuestAccount, type ScopeCaller } from '../people/scope';

/**
 * Whose diary a caller may reach (docs/behaviour/diary.md#who-may-do-what): staff, the guests of
 * their groups (administrators: every guest); a guest, only their own diary. The module level is
 * the router's (`module` on each route). In this order, so that nobody learns what they may not
 * see: a guest asking for anybody else's diary is 403 E013 whether it exists or not; staff get
 * 404 E017 for an id that is no guest's, 403 E013 for a guest outside their groups.
 */

/** The caller of a diary route: the router has checked the module level, so a role is set. */
export interface DiaryCaller {
  accountId: number;
  role: Role | undefined;
}

/** The guest a diary call is about. */
export interface DiaryGuest {
  accountId: number;
  personalDataId: number;
}

/** The caller as the group scope takes it. */
export function scopeCaller(caller: DiaryCaller): ScopeCaller {
  if (!caller.role) throw new AppError('E013');
  return { accountId: caller.accountId, role: caller.role };
}

/** A guest by personalDataId `id` or by account. */
export type GuestRef = { id: number } | { account: number };

/**
 * The select of a guest (the condition `guest` on `personalData` or `customerAccounts`) with
 * whether `scope` reaches them, and the `extra` columns a caller needs beside it in the same
 * statement (a write's checks). Awaited by `findGuest`; prepared by a query built once.
 */
export function guestSelect<Extra extends Record<string, SQL>>(
  db: Database,
  scope: (account: AnyColumn) => SQL<boolean>,
  guest: SQL,
  extra?: Extra,
) {
  return db
    .select({
      accountId: customerAccounts.id,
      personalDataId: personalData.id,
      inScope: scope(customerAccounts.id),
      ...(extra as Extra),
    })
    .from(personalData)
    .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
    .where(and(guest, isGuestAccount(customerAccounts.id)));
}

/**
 * The guest `ref` names with the caller's reach, and the `extra` columns a caller needs beside
 * it in the same statement.
 */
export async function findGuest<Extra extends Record<string, SQL>>(
  db: Database,
  caller: ScopeCaller,
  ref: GuestRef,
  extra?: Extra,
) {
  const guest = 'id' in ref ? eq(personalData.id, ref.id) : eq(customerAccounts.id, ref.account);
  const [row] = await guestSelect(db, guestScope(caller), guest, extra);
  return row;
}

/** `guest` (as `findGuest` read it) when the caller may reach their diary; E013 or E017 otherwise. */
export function reached<Guest extends DiaryGuest & { inScope: boolean }>(
  caller: ScopeCaller,
  guest: Guest | undefined,
): Guest {
  if (caller.role === 'RA_GUEST') {
    if (guest?.accountId !== caller.accountId) throw new AppError('E013');
    return guest;
  }
  if (!guest) throw new AppError('E017');
  if (guest.inScope !== true) throw new AppError('E013');
  return guest;
}

/** The guest `ref` names, when the caller may reach their diary; E013 or E017 otherwise. */
export async function diaryGuest(
  db: Database,
  caller: DiaryCaller,
  ref: GuestRef,
): Promise<DiaryGuest> {
  const scoped = scopeCaller(caller);
  return reached(scoped, await findGuest(db, scoped, ref));
}
