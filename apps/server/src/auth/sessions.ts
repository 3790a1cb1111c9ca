import type { Role } from '@care/api-client/schemas';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerAccounts, customerRoles, sessions } from '../db/schema';
import { createSessionCache, type SessionRow } from './session-cache';
import { hashSessionToken, newSessionToken } from './tokens';

/** How long sessions live. */
export interface SessionPolicy {
  /** Idle lifetime of a normal session. */
  idleMs: number;
  /** Idle lifetime of a session signed in with "remember me". */
  rememberMeIdleMs: number;
  /** How long a rotated-out token keeps working, for requests already in flight. */
  graceMs: number;
}

/** An authenticated request's session. */
export interface AuthSession {
  sessionId: number;
  accountId: number;
  /** The account's role (the first, as `personal/myInfo` reports it); roles never change. */
  role: Role | undefined;
  /** The token to send back in `Authorization`, when this request rotated it. */
  newToken: string | null;
  /** The idle expiry as stored after this request (what `Care-Session-Expires-In` reports). */
  expiresAt: Date;
}

/** Sessions stored as SHA-256 token hashes, with idle expiry and per-request rotation. */
export interface SessionStore {
  /** Opens a session for `accountId` and returns its first token. */
  create(accountId: number, rememberMe: boolean): Promise<{ token: string; expiresAt: Date }>;
  /**
   * Resolves a presented token. The current token is rotated (a new one is returned and the old
   * one stays valid for the grace period) unless the previous one is still in its grace period,
   * so it rotates at most once per grace period; a token inside its grace period is accepted as is.
   * Null for unknown, expired or revoked tokens, and for accounts no longer admitted. With
   * `extend: false` (a call the user did not make, such as a poll) the session is served as it
   * is: neither rotated nor extended.
   */
  authenticate(
    token: string,
    options?: { rotate?: boolean; extend?: boolean },
  ): Promise<AuthSession | null>;
  /** Test aid: the session's idle time ends now (its tokens stop working at once). */
  expireNow(sessionId: number): Promise<void>;
  /** Ends a session: its tokens stop working at once. */
  revoke(sessionId: number): Promise<void>;
  /**
   * Forgets what this instance remembers of a session, of an account's sessions, or of all: the
   * notification bus calls these when any instance revokes sessions or ends an account's access.
   */
  forgetSession(sessionId: number): void;
  forgetAccount(accountId: number): void;
  forgetAll(): void;
}

/** How long expired or revoked sessions are kept before sign-ins sweep them away. */
const SWEEP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long a session read from the database is trusted without reading it again: revocations
 * reach every instance at once over the bus; this bounds what a lost bus message could leave.
 */
export const SESSION_CACHE_MS = 5_000;
/**
 * A request moves the stored idle expiry only when it moves by more than this (or the token
 * rotates): a session's expiry is exact to within 10 s, not a write per request.
 */
export const SESSION_TOUCH_MS = 10_000;

type Found = { row: SessionRow; current: boolean } | null;

/** Whether `row` admits the token hashed `presented` at `now`, and as which token. */
function admitted(row: SessionRow, presented: string, now: number): Found {
  if (row.expiresAt.getTime() <= now) return null;
  if (row.tokenHash === presented) return { row, current: true };
  if (row.previousTokenHash !== presented) return null;
  return (row.previousValidUntil?.getTime() ?? 0) > now ? { row, current: false } : null;
}

function served(row: SessionRow, newToken: string | null, expiresAt = row.expiresAt): AuthSession {
  return {
    sessionId: row.id,
    accountId: row.accountId,
    role: row.role ?? undefined,
    newToken,
    expiresAt,
  };
}

/** Creates the session store over `db`; `clock` is injectable so tests can move time. */
export function createSessionStore(
  db: Database,
  policy: SessionPolicy,
  clock: () => Date,
): SessionStore {
  const idleFor = (rememberMe: boolean) => (rememberMe ? policy.rememberMeIdleMs : policy.idleMs);
  const cache = createSessionCache(SESSION_CACHE_MS);

  async function read(tokenHash: string): Promise<SessionRow | undefined> {
    const rows = await db
      .select({
        id: sessions.id,
        accountId: sessions.accountId,
        tokenHash: sessions.tokenHash,
        previousTokenHash: sessions.previousTokenHash,
        previousValidUntil: sessions.previousValidUntil,
        rememberMe: sessions.rememberMe,
        expiresAt: sessions.expiresAt,
        role: sql<Role | null>`(${db
          .select({ role: customerRoles.role })
          .from(customerRoles)
          .where(eq(customerRoles.accountId, sessions.accountId))
          .orderBy(asc(customerRoles.id))
          .limit(1)})`,
      })
      .from(sessions)
      .innerJoin(customerAccounts, eq(customerAccounts.id, sessions.accountId))
      .where(
        and(
          or(eq(sessions.tokenHash, tokenHash), eq(sessions.previousTokenHash, tokenHash)),
          isNull(sessions.revokedAt),
          eq(customerAccounts.status, 'A'),
        ),
      )
      .limit(1);
    return rows[0];
  }

  /** The session of `presented`: from the cache when it says yes, else from the database. */
  async function find(presented: string, now: Date): Promise<Found> {
    const cached = cache.get(presented, now.getTime());
    const hit = cached && admitted(cached, presented, now.getTime());
    if (hit) return hit;
    const stamp = cache.stamp();
    const row = await read(presented);
    if (!row) return null;
    cache.put(row, now.getTime(), stamp);
    return admitted(row, presented, now.getTime());
  }

  /** Stores a later idle expiry when it moved enough (the token stays); the expiry now stored. */
  async function touch(row: SessionRow, now: Date, expiresAt: Date): Promise<Date> {
    if (expiresAt.getTime() - row.expiresAt.getTime() <= SESSION_TOUCH_MS) return row.expiresAt;
    const stamp = cache.stamp();
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
    cache.put({ ...row, expiresAt }, now.getTime(), stamp);
    return expiresAt;
  }

  /**
   * Rotates the presented (current) token. Only the request that still sees it as current in the
   * database rotates it: a parallel request, here or on another instance, that lost the race
   * finds it as the previous token and is served without rotating.
   */
  async function rotate(row: SessionRow, now: Date, expiresAt: Date): Promise<AuthSession | null> {
    const newToken = newSessionToken();
    const previousValidUntil = new Date(now.getTime() + policy.graceMs);
    const stamp = cache.stamp();
    const rotated = await db
      .update(sessions)
      .set({
        tokenHash: hashSessionToken(newToken),
        previousTokenHash: row.tokenHash,
        previousValidUntil,
        lastSeenAt: now,
        expiresAt,
      })
      .where(
        and(
          eq(sessions.id, row.id),
          eq(sessions.tokenHash, row.tokenHash),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    if (rotated.length === 1) {
      const next = {
        ...row,
        tokenHash: hashSessionToken(newToken),
        previousTokenHash: row.tokenHash,
      };
      cache.put({ ...next, previousValidUntil, expiresAt }, now.getTime(), stamp);
      return served(row, newToken, expiresAt);
    }
    cache.forgetSession(row.id);
    const again = await find(row.tokenHash, now);
    return again ? served(again.row, null) : null;
  }

  return {
    async create(accountId, rememberMe) {
      const now = clock();
      const token = newSessionToken();
      const expiresAt = new Date(now.getTime() + idleFor(rememberMe));
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.accountId, accountId),
            or(
              lt(sessions.expiresAt, new Date(now.getTime() - SWEEP_AFTER_MS)),
              lt(sessions.revokedAt, new Date(now.getTime() - SWEEP_AFTER_MS)),
            ),
          ),
        );
      await db.insert(sessions).values({
        accountId,
        tokenHash: hashSessionToken(token),
        rememberMe,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
      });
      return { token, expiresAt };
    },

    async authenticate(token, options = {}) {
      const now = clock();
      const found = await find(hashSessionToken(token), now);
      if (!found) return null;
      const { row } = found;
      // A token inside its grace period, or a background call: served, neither rotated nor
      // extended.
      if (!found.current || options.extend === false) return served(row, null);
      const expiresAt = new Date(now.getTime() + idleFor(row.rememberMe));
      // A rotated-out token is never displaced inside its grace period: the token rotates at most
      // once per grace period, so a request or a socket still holding the previous token (a page
      // that read it just before a parallel answer replaced it) is always served.
      const previousInGrace = (row.previousValidUntil?.getTime() ?? 0) > now.getTime();
      if (options.rotate === false || previousInGrace) {
        return served(row, null, await touch(row, now, expiresAt));
      }
      return rotate(row, now, expiresAt);
    },

    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: clock(), previousValidUntil: sql`null` })
        .where(eq(sessions.id, sessionId));
      cache.forgetSession(sessionId);
    },

    async expireNow(sessionId) {
      await db.update(sessions).set({ expiresAt: clock() }).where(eq(sessions.id, sessionId));
      cache.forgetSession(sessionId);
    },

    forgetSession: (sessionId) => cache.forgetSession(sessionId),
    forgetAccount: (accountId) => cache.forgetAccount(accountId),
    forgetAll: () => cache.forgetAll(),
  };
}
