import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';

/** How sign-in failures slow further attempts down (the numbers: README, "Sign-in throttling"). */
export interface ThrottlePolicy {
  /** Consecutive failures of a username from one address before attempts wait. */
  freeFailures: number;
  /** Consecutive failures of a username from all addresses before failed addresses wait. */
  accountFreeFailures: number;
  /** The first wait; every further failure doubles it... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** A count is forgotten this long after its last failure. */
  forgetMs: number;
}

/** The answer of `reserve`: go ahead, or wait this many seconds. */
export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-in throttling by (username, client address) and by username, counted in the database
 * (every instance, every restart). An attempt is reserved as a failure before the password is
 * checked, so parallel requests cannot slip past a wait; a correct password then forgets it.
 * The username's own count holds back only addresses that have failed for it themselves, so
 * strangers guessing elsewhere never keep the owner out.
 */
export interface SignInThrottle {
  /** Counts an attempt of `username` from `address`, or refuses it while a wait runs. */
  reserve(username: string, address: string): Promise<ThrottleDecision>;
  /** The password was right: the counts of this address and of the username are forgotten. */
  succeeded(username: string, address: string): Promise<void>;
  /** The password was reset: every count of the username is forgotten. */
  forget(username: string): Promise<void>;
}

/**
 * The key of a username: SHA-256 of its lower-cased, trimmed form. Unknown usernames are counted
 * like existing ones, so a 429 says nothing about whether an account exists.
 */
export function usernameKey(username: string): string {
  return sha256(username.trim().toLowerCase());
}

/** The key of a client address (never kept in clear either). */
export function addressKey(address: string): string {
  return sha256(`address:${address}`);
}

/** The `address_key` of a username's count over every address. */
const EVERY_ADDRESS = '';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * The wait after the `failures`-th consecutive failure: none before `free` failures, then
 * `firstDelayMs`, doubling with each further failure, at most `maxDelayMs`.
 */
export function delayAfter(failures: number, free: number, policy: ThrottlePolicy): number {
  if (failures < free) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - free));
}

/** Serialises the attempts of one username across every instance, until the transaction ends. */
async function lockUsername(tx: Pick<Database, 'execute'>, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`care.sign-in:${key}`}, 0))`,
  );
}

/** A throttle over the `sign_in_failures` table. */
export function createSignInThrottle(
  db: Database,
  policy: ThrottlePolicy,
  clock: () => Date,
): SignInThrottle {
  const sweepEveryMs = Math.min(policy.forgetMs, 60 * 60_000);
  let lastSweep = 0;
  /**
   * Counts nobody added to for `forgetMs` (a spray of made-up names) are swept now and then per
   * instance, by one instance at a time (a lock that is tried, never waited for).
   */
  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < sweepEveryMs) return;
    lastSweep = now.getTime();
    const stale = new Date(now.getTime() - policy.forgetMs);
    await db.transaction(async (tx) => {
      const result = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtextextended('care.sign-in:sweep', 0)) as locked`,
      );
      const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (rows[0]?.locked) {
        await tx.delete(signInFailures).where(lt(signInFailures.lastFailedAt, stale));
      }
    });
  }

  return {
    async reserve(username, address) {
      const key = usernameKey(username);
      const addr = addressKey(address);
      const now = clock();
      await sweep(now);
      return db.transaction(async (tx) => {
        // One username at a time across every instance: read and count cannot interleave.
        await lockUsername(tx, key);
        const stale = now.getTime() - policy.forgetMs;
        const rows = (
          await tx
            .select()
            .from(signInFailures)
            .where(
              and(
                eq(signInFailures.usernameKey, key),
                inArray(signInFailures.addressKey, [addr, EVERY_ADDRESS]),
              ),
            )
        ).filter((row) => row.lastFailedAt.getTime() > stale);
        const pair = rows.find((row) => row.addressKey === addr);
        const account = rows.find((row) => row.addressKey === EVERY_ADDRESS);
        // The username's wait applies to an address only once that address has failed too.
        const until = Math.max(
          pair?.blockedUntil.getTime() ?? 0,
          pair ? (account?.blockedUntil.getTime() ?? 0) : 0,
        );
        if (until > now.getTime()) {
          const retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
          return { allowed: false, retryAfterSeconds } as const;
        }
        const count = async (addressKey: string, previous: number, free: number) => {
          const failures = previous + 1;
          const values = {
            failures,
            lastFailedAt: now,
            blockedUntil: new Date(now.getTime() + delayAfter(failures, free, policy)),
          };
          await tx
            .insert(signInFailures)
            .values({ usernameKey: key, addressKey, ...values })
            .onConflictDoUpdate({
              target: [signInFailures.usernameKey, signInFailures.addressKey],
              set: values,
            });
        };
        await count(addr, pair?.failures ?? 0, policy.freeFailures);
        await count(EVERY_ADDRESS, account?.failures ?? 0, policy.accountFreeFailures);
        return { allowed: true } as const;
      });
    },
    async succeeded(username, address) {
      const key = usernameKey(username);
      // Under the username's lock too: deleting both rows while a parallel attempt counts them
      // (in the other order) deadlocked on PostgreSQL, a 500 for one of the two.
      await db.transaction(async (tx) => {
        await lockUsername(tx, key);
        await tx
          .delete(signInFailures)
          .where(
            and(
              eq(signInFailures.usernameKey, key),
              inArray(signInFailures.addressKey, [addressKey(address), EVERY_ADDRESS]),
            ),
          );
      });
    },
    async forget(username) {
      await db.delete(signInFailures).where(eq(signInFailures.usernameKey, usernameKey(username)));
    },
  };
}
