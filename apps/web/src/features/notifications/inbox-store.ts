import type { AppNotification } from './registry';

/**
 * Session storage: the notification inbox of this tab's session and the last sequence number
 * handled (so a reload resumes where the page left off and the server replays what it missed).
 * Cleared with the rest of the session on sign-out.
 */
export const NOTIFICATIONS_STORAGE_KEY = 'care.notifications';

/** How many notifications the inbox keeps, newest first. */
export const INBOX_LIMIT = 50;

/** A notification in the inbox. */
export interface InboxEntry extends AppNotification {
  read: boolean;
}

/** What the inbox shows. */
export interface InboxSnapshot {
  /** Newest first, at most {@link INBOX_LIMIT}. */
  items: readonly InboxEntry[];
  unread: number;
}

/** The inbox of one channel, kept in session storage; a `useSyncExternalStore` source. */
export interface InboxStore {
  readonly channel: string;
  /** The last sequence number handled on the channel (`null` before the first). */
  readonly lastSeq: number | null;
  getSnapshot(): InboxSnapshot;
  subscribe(listener: () => void): () => void;
  /** Adds a notification (newest first) and remembers its sequence number. */
  add(notification: AppNotification): void;
  markAllRead(): void;
}

interface Stored {
  channel: string;
  lastSeq: number | null;
  items: InboxEntry[];
}

function isEntry(value: unknown): value is InboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.seq === 'number' &&
    typeof entry.receivedAt === 'string' &&
    typeof entry.read === 'boolean'
  );
}

function read(storage: Storage | undefined, channel: string): Stored {
  const empty: Stored = { channel, lastSeq: null, items: [] };
  try {
    const raw = storage?.getItem(NOTIFICATIONS_STORAGE_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    // Another account's inbox (a session that did not end cleanly) is not this one's.
    if (parsed.channel !== channel) return empty;
    return {
      channel,
      lastSeq: typeof parsed.lastSeq === 'number' ? parsed.lastSeq : null,
      items: Array.isArray(parsed.items) ? parsed.items.filter(isEntry).slice(0, INBOX_LIMIT) : [],
    };
  } catch {
    return empty;
  }
}

const snapshotOf = (items: readonly InboxEntry[]): InboxSnapshot => ({
  items,
  unread: items.filter((item) => !item.read).length,
});

/**
 * Creates the inbox of `channel` over session storage (default `sessionStorage`; storage that is
 * missing or refuses to write leaves the inbox in memory for this page).
 */
export function createInboxStore(
  channel: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): InboxStore {
  let state = read(storage, channel);
  let snapshot = snapshotOf(state.items);
  const listeners = new Set<() => void>();
  const commit = (next: Stored) => {
    state = next;
    snapshot = snapshotOf(next.items);
    try {
      storage?.setItem(NOTIFICATIONS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Full or blocked: the inbox lives on in memory.
    }
    for (const listener of [...listeners]) listener();
  };
  return {
    channel,
    get lastSeq() {
      return state.lastSeq;
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(notification) {
      if (state.items.some((item) => item.seq === notification.seq)) return;
      const items = [{ ...notification, read: false }, ...state.items]
        .sort((a, b) => b.seq - a.seq)
        .slice(0, INBOX_LIMIT);
      commit({ channel, lastSeq: Math.max(state.lastSeq ?? 0, notification.seq), items });
    },
    markAllRead() {
      if (snapshot.unread === 0) return;
      commit({ ...state, items: state.items.map((item) => ({ ...item, read: true })) });
    },
  };
}
