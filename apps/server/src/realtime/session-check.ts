import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { bearerToken, hashSessionToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { customerAccounts, sessions } from '../db/schema';

/** The session a socket authenticated with. */
export interface SocketSession {
  sessionId: number;
  accountId: number;
}

/**
 * Resolves a token presented in a socket's `auth` frame by the rules of the HTTP guard: its
 * SHA-256 is the current token of a session, or the previous one inside its grace period; the
 * session is neither revoked nor idle-expired; its account is admitted (status A). Unlike the
 * guard it neither rotates the token nor moves the expiry: a socket that reconnects on its own is
 * not user activity, so an unattended tablet still signs out after its idle time.
 */
export async function findSocketSession(
  db: Database,
  token: string,
  now: Date,
): Promise<SocketSession | null> {
  // Not a well-formed token: refused without a query, like the HTTP guard does.
  if (bearerToken(`Bearer ${token}`) !== token) return null;
  const presented = hashSessionToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      tokenHash: sessions.tokenHash,
      previousValidUntil: sessions.previousValidUntil,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(customerAccounts, eq(customerAccounts.id, sessions.accountId))
    .where(
      and(
        or(eq(sessions.tokenHash, presented), eq(sessions.previousTokenHash, presented)),
        isNull(sessions.revokedAt),
        eq(customerAccounts.status, 'A'),
      ),
    )
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  if (row.tokenHash !== presented && (row.previousValidUntil?.getTime() ?? 0) <= now.getTime()) {
    return null;
  }
  return { sessionId: row.id, accountId: row.accountId };
}

/** Which of `sessionIds` are still live at `now` (not revoked, not expired, account admitted). */
export async function liveSessionIds(
  db: Database,
  sessionIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(customerAccounts, eq(customerAccounts.id, sessions.accountId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(customerAccounts.status, 'A'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
