import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInAttempts } from '../db/schema';

/** The per-account limit: at most `max` failed attempts per username within `windowMs`. */
export interface ThrottlePolicy {
  max: number;
  windowMs: number;
}

/** The answer of `reserve`: go ahead, or wait this many seconds. */
export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-in attempts per username, counted in the database (every instance, every restart). An
 * attempt is reserved before the password is checked, so parallel requests cannot slip past the
 * limit; a correct password then forgets the username's attempts, a wrong one leaves it counted.
 */
export interface SignInThrottle {
  /** Counts an attempt for `username`, or refuses it when the limit is reached. */
  reserve(username: string): Promise<ThrottleDecision>;
  /** The password was right: this username's attempts are forgotten (nobody else's). */
  succeeded(username: string): Promise<void>;
}

/**
 * The key of a username: SHA-256 of its lower-cased, trimmed form. Unknown usernames are counted
 * like existing ones, so a 429 says nothing about whether an account exists.
 */
export function usernameKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
}

/** A throttle over the `sign_in_attempts` table. */
export function createSignInThrottle(
  db: Database,
  policy: ThrottlePolicy,
  clock: () => Date,
): SignInThrottle {
  let lastSweep = 0;
  /**
   * Attempts of usernames nobody tried again (a spray of made-up names) are swept once a window
   * per instance, by one instance at a time (a lock that is tried, never waited for).
   */
  async function sweep(now: Date, since: Date): Promise<void> {
    if (now.getTime() - lastSweep < policy.windowMs) return;
    lastSweep = now.getTime();
    await db.transaction(async (tx) => {
      const result = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtextextended('care.sign-in:sweep', 0)) as locked`,
      );
      const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (rows[0]?.locked) {
        await tx.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, since));
      }
    });
  }

  return {
    async reserve(username) {
      const key = usernameKey(username);
      const now = clock();
      const since = new Date(now.getTime() - policy.windowMs);
      await sweep(now, since);
      return db.transaction(async (tx) => {
        // One username at a time across every instance: count and insert cannot interleave.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`care.sign-in:${key}`}, 0))`,
        );
        await tx
          .delete(signInAttempts)
          .where(and(eq(signInAttempts.usernameKey, key), lt(signInAttempts.attemptedAt, since)));
        const [counted] = await tx
          .select({ total: count() })
          .from(signInAttempts)
          .where(and(eq(signInAttempts.usernameKey, key), gt(signInAttempts.attemptedAt, since)));
        if ((counted?.total ?? 0) >= policy.max) {
          const [oldest] = await tx
            .select({ at: signInAttempts.attemptedAt })
            .from(signInAttempts)
            .where(and(eq(signInAttempts.usernameKey, key), gt(signInAttempts.attemptedAt, since)))
            .orderBy(asc(signInAttempts.attemptedAt))
            .limit(1);
          const freeAt = (oldest?.at.getTime() ?? now.getTime()) + policy.windowMs;
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
          } as const;
        }
        await tx.insert(signInAttempts).values({ usernameKey: key, attemptedAt: now });
        return { allowed: true } as const;
      });
    },
    async succeeded(username) {
      await db.delete(signInAttempts).where(eq(signInAttempts.usernameKey, usernameKey(username)));
    },
  };
}
