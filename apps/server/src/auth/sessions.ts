import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerAccounts, sessions } from '../db/schema';
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
  /** The token to send back in `Authorization`, when this request rotated it. */
  newToken: string | null;
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
   * Null for unknown, expired or revoked tokens, and for accounts no longer admitted.
   */
  authenticate(token: string, options?: { rotate?: boolean }): Promise<AuthSession | null>;
  /** Ends a session: its tokens stop working at once. */
  revoke(sessionId: number): Promise<void>;
}

/** How long expired or revoked sessions are kept before sign-ins sweep them away. */
const SWEEP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** Creates the session store over `db`; `clock` is injectable so tests can move time. */
export function createSessionStore(
  db: Database,
  policy: SessionPolicy,
  clock: () => Date,
): SessionStore {
  const idleFor = (rememberMe: boolean) => (rememberMe ? policy.rememberMeIdleMs : policy.idleMs);

  async function find(tokenHash: string, now: Date) {
    const rows = await db
      .select({
        id: sessions.id,
        accountId: sessions.accountId,
        tokenHash: sessions.tokenHash,
        previousTokenHash: sessions.previousTokenHash,
        previousValidUntil: sessions.previousValidUntil,
        rememberMe: sessions.rememberMe,
        expiresAt: sessions.expiresAt,
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
    const row = rows[0];
    if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
    if (row.tokenHash === tokenHash) return { row, current: true };
    const graceEnds = row.previousValidUntil?.getTime() ?? 0;
    return graceEnds > now.getTime() ? { row, current: false } : null;
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
      const presented = hashSessionToken(token);
      const found = await find(presented, now);
      if (!found) return null;
      const { row } = found;
      const expiresAt = new Date(now.getTime() + idleFor(row.rememberMe));

      if (!found.current) {
        // A token inside its grace period: served, but neither rotated nor extended.
        return {
          sessionId: row.id,
          accountId: row.accountId,
          newToken: null,
          expiresAt: row.expiresAt,
        };
      }
      // A rotated-out token is never displaced inside its grace period: the token rotates at most
      // once per grace period, so a request or a socket still holding the previous token (a page
      // that read it just before a parallel answer replaced it) is always served.
      const previousInGrace = (row.previousValidUntil?.getTime() ?? 0) > now.getTime();
      if (options.rotate === false || previousInGrace) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt })
          .where(eq(sessions.id, row.id));
        return { sessionId: row.id, accountId: row.accountId, newToken: null, expiresAt };
      }

      const newToken = newSessionToken();
      // Only the request that still sees the presented token as current rotates it: a parallel
      // request that lost the race finds it as the previous token and is served without rotating.
      const rotated = await db
        .update(sessions)
        .set({
          tokenHash: hashSessionToken(newToken),
          previousTokenHash: presented,
          previousValidUntil: new Date(now.getTime() + policy.graceMs),
          lastSeenAt: now,
          expiresAt,
        })
        .where(
          and(
            eq(sessions.id, row.id),
            eq(sessions.tokenHash, presented),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      if (rotated.length === 1) {
        return { sessionId: row.id, accountId: row.accountId, newToken, expiresAt };
      }
      const again = await find(presented, now);
      return again
        ? {
            sessionId: again.row.id,
            accountId: again.row.accountId,
            newToken: null,
            expiresAt: again.row.expiresAt,
          }
        : null;
    },

    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: clock(), previousValidUntil: sql`null` })
        .where(eq(sessions.id, sessionId));
    },
  };
}
