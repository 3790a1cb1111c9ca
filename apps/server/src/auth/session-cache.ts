import type { Role } from '@care/api-client/schemas';

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

interface Entry {
  row: SessionRow;
  readAt: number;
}

/** How many sessions an instance remembers at most (the oldest go first). */
const MAX_ENTRIES = 10_000;

export function createSessionCache(lifetimeMs: number): SessionCache {
  const byHash = new Map<string, Entry>();
  const bySession = new Map<number, Entry>();
  let generation = 0;

  function drop(entry: Entry): void {
    bySession.delete(entry.row.id);
    byHash.delete(entry.row.tokenHash);
    if (entry.row.previousTokenHash) byHash.delete(entry.row.previousTokenHash);
  }

  function forgetWhere(matches: (row: SessionRow) => boolean): void {
    generation += 1;
    for (const entry of [...bySession.values()]) if (matches(entry.row)) drop(entry);
  }

  return {
    get(hash, now) {
      const entry = byHash.get(hash);
      if (!entry) return undefined;
      if (now - entry.readAt < lifetimeMs) return entry.row;
      drop(entry);
      return undefined;
    },
    stamp: () => generation,
    put(row, now, stamp) {
      if (stamp !== generation) return;
      const known = bySession.get(row.id);
      if (known) drop(known);
      if (bySession.size >= MAX_ENTRIES) {
        const oldest = bySession.values().next().value;
        if (oldest) drop(oldest);
      }
      const entry = { row, readAt: now };
      bySession.set(row.id, entry);
      byHash.set(row.tokenHash, entry);
      if (row.previousTokenHash) byHash.set(row.previousTokenHash, entry);
    },
    forgetSession: (sessionId) => forgetWhere((row) => row.id === sessionId),
    forgetAccount: (accountId) => forgetWhere((row) => row.accountId === accountId),
    forgetAll() {
      generation += 1;
      byHash.clear();
      bySession.clear();
    },
  };
}
