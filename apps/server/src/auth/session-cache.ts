import type { Role } from '@care/api-client/schemas';
import { createCredentialCache } from './credential-cache';

/** A session as the store reads it, with its account's role (roles never change). */
export interface SessionRow {
  id: number;
  accountId: number;
  tokenHash: string;
  previousTokenHash: string | null;
  previousValidUntil: Date | null;
  rememberMe: boolean;
  expiresAt: Date;
  role: Role | null;
}

/**
 * What this instance last read or wrote of live sessions, by token hash (docs/performance.md):
 * it only ever shortens a yes. An entry is used for `lifetimeMs` after it was read; revocations
 * (sign-out, block, new password) forget it at once, on every instance (the notification bus).
 */
export interface SessionCache {
  /** The session whose current or previous token hash is `hash`, when read recently enough. */
  get(hash: string, now: number): SessionRow | undefined;
  /** A stamp to take before reading the database, for `put`. */
  stamp(): number;
  /**
   * Remembers `row` (replacing what is known of its session), unless a revocation was heard
   * since `stamp`: a read that raced a sign-out must not bring the session back.
   */
  put(row: SessionRow, now: number, stamp: number): void;
  forgetSession(sessionId: number): void;
  forgetAccount(accountId: number): void;
  forgetAll(): void;
}

/** How many sessions an instance remembers at most (the oldest go first). */
const MAX_ENTRIES = 10_000;

export function createSessionCache(lifetimeMs: number): SessionCache {
  const cache = createCredentialCache<SessionRow>({
    lifetimeMs,
    maxEntries: MAX_ENTRIES,
    idOf: (row) => row.id,
  });
  return {
    get: (hash, now) => cache.get(hash, now),
    stamp: () => cache.stamp(),
    put(row, now, stamp) {
      const hashes = row.previousTokenHash
        ? [row.tokenHash, row.previousTokenHash]
        : [row.tokenHash];
      cache.put(hashes, row, now, stamp);
    },
    forgetSession: (sessionId) => cache.forgetWhere((row) => row.id === sessionId),
    forgetAccount: (accountId) => cache.forgetWhere((row) => row.accountId === accountId),
    forgetAll: () => cache.forgetAll(),
  };
}
