import { outranksOrEquals, STAFF_ROLES, strongestRole, type Role } from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerAccounts, customerRoles, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';

/** How a route names the person it acts on: their account id or their personal-data id. */
export type PersonRef = { accountId: number } | { personalDataId: number };

/**
 * A route's rule for a record of one person (an account action, a write of personal data, a
 * document for an account...). `authorizeTarget` applies it; the authorization matrix
 * (src/authz/matrix-targets.ts) states it again, caller role by target role, and checks it.
 */
export interface TargetRule {
  /** The roles that may act on other people's records through the route. */
  others: readonly Role[];
  /**
   * The caller's own record: `allowed` (any signed-in role, e.g. one's own photo), `refused`
   * (409 E018 for a caller who may act on others: the own-profile routes are for that; 403 E013
   * for anyone else) or `likeOthers` (a read that treats it as anybody's).
   */
  self: 'allowed' | 'refused' | 'likeOthers';
  /** True: the caller's role must outrank or equal the target's (the role hierarchy). */
  ranked: boolean;
  /** The code for a target that does not exist, answered only to callers who may act on others. */
  missing: 'E003' | 'E017';
}

/** The person a route acts on. */
export interface Target {
  accountId: number;
  /** The strongest of the account's roles; undefined for an account without one. */
  role: Role | undefined;
}

async function findTarget(db: Database, ref: PersonRef): Promise<Target | undefined> {
  const [row] =
    'accountId' in ref
      ? await db
          .select({ accountId: customerAccounts.id })
          .from(customerAccounts)
          .where(eq(customerAccounts.id, ref.accountId))
          .limit(1)
      : await db
          .select({ accountId: personalData.accountId })
          .from(personalData)
          .where(eq(personalData.id, ref.personalDataId))
          .limit(1);
  if (!row) return undefined;
  const roles = await db
    .select({ role: customerRoles.role })
    .from(customerRoles)
    .where(eq(customerRoles.accountId, row.accountId));
  return { accountId: row.accountId, role: strongestRole(roles.map((r) => r.role)) };
}

/**
 * Lets the caller act on the person `ref` names under `rule`, or throws. In this order, so that a
 * caller learns nothing they may not see:
 *
 * 1. the caller's own record: as `rule.self` says;
 * 2. a caller whose role may not act on others: `refusal()` (403 E013), whether the target exists
 *    or not (no existence oracle);
 * 3. no such person: `rule.missing` (404);
 * 4. a target whose strongest role outranks the caller's (`outranksOrEquals`): `refusal()`.
 *
 * `refusal` lets a caller of the documents service answer its own audited refusal. The caller's
 * role is the one the router already resolved for the route (no second lookup).
 */
export async function authorizeTarget(
  db: Database,
  caller: TargetCaller,
  ref: PersonRef,
  rule: TargetRule,
  refusal: () => AppError = () => new AppError('E013'),
): Promise<Target> {
  const { accountId: callerId, role } = caller;
  const mayActOnOthers = role !== undefined && rule.others.includes(role);
  const target = await findTarget(db, ref);
  if (target?.accountId === callerId && rule.self !== 'likeOthers') {
    if (rule.self === 'allowed') return target;
    throw mayActOnOthers ? new AppError('E018') : refusal();
  }
  if (!mayActOnOthers) throw refusal();
  if (!target) throw new AppError(rule.missing);
  if (rule.ranked && target.role && !outranksOrEquals(role, target.role)) throw refusal();
  return target;
}

/** The caller as the router resolved it: the account and its active role (none: no role). */
export interface TargetCaller {
  accountId: number;
  role: Role | undefined;
}

/**
 * Reading a person's records (the detail, the guest chart): staff, about anybody (their own
 * too); guests never.
 */
export const PERSON_READ: TargetRule = {
  others: STAFF_ROLES,
  self: 'likeOthers',
  ranked: false,
  missing: 'E003',
};

/** Who manages people (`PEOPLE_MANAGERS`), on others only and never above their own rank. */
export function managersRule(managers: readonly Role[], missing: 'E003' | 'E017'): TargetRule {
  return { others: managers, self: 'refused', ranked: true, missing };
}

/** The role hierarchy in a sentence, for the OpenAPI descriptions of the routes it guards. */
export const HIERARCHY_TEXT =
  'Only on another person whose role the caller’s outranks or equals (RA_ADMIN over everyone, ' +
  'RA_SECRETARY over everyone but administrators; an account with several roles counts as its ' +
  'strongest): 403 E013 otherwise; never on one’s own account (409 E018: the profile routes are ' +
  'for that).';

/** The documented refusals of a route guarded by `managersRule`. */
export const HIERARCHY_ERRORS = [
  {
    code: 'E013',
    status: 403,
    when: 'the caller’s role may not act on others, the person’s role outranks it, or the person is a guest outside the caller’s groups',
  },
  { code: 'E018', status: 409, when: 'the caller’s own account' },
] as const;
