// The outbox's rows in IndexedDB (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi),
// through Dexie, encrypted with the account's draft key.
import { Dexie, liveQuery, type EntityTable } from 'dexie';
import { open, seal, type Sealed } from '../drafts/draft-crypto';
import type { OutboxInput, OutboxItem, OutboxRefusal, OutboxSnapshot } from './outbox-types';

/** The IndexedDB database of the outbox. */
export const OUTBOX_DATABASE = 'care-outbox';

/** What is encrypted: everything but the order, the account, the time and the state. */
type Content = OutboxInput & { refusal?: OutboxRefusal };

/** A stored row. */
interface OutboxRow extends Sealed {
  seq?: number;
  accountId: number;
  createdAt: number;
  state: OutboxItem['state'];
}

type OutboxDatabase = Dexie & { items: EntityTable<OutboxRow, 'seq'> };

function openDatabase(name: string): OutboxDatabase {
  const db = new Dexie(name) as OutboxDatabase;
  // `++seq`: the enqueue order; an account's rows read in it through `accountId`.
  db.version(1).stores({ items: '++seq, accountId' });
  return db;
}

/**
 * How many records wait on this device (waiting or needing attention), of every account: the
 * order, the account and the state are kept in clear, so they are counted without any key, and
 * without the server (the offline start, docs/behaviour/never-losing-work.md#starting-without-the-server).
 */
export async function countOnDevice(databaseName = OUTBOX_DATABASE): Promise<number> {
  const db = openDatabase(databaseName);
  try {
    return await db.items
      .filter((row) => row.state === 'waiting' || row.state === 'needsAttention')
      .count();
  } finally {
    db.close();
  }
}

/** The outbox rows of one account, readable only with its key. */
export interface OutboxStore {
  add(input: OutboxInput): Promise<OutboxItem>;
  /** The account's first waiting item it can read, in enqueue order; null when none. */
  nextWaiting(): Promise<OutboxItem | null>;
  /** Every item of the account it can read, in enqueue order. */
  list(): Promise<OutboxItem[]>;
  remove(seq: number): Promise<void>;
  /** The server refused it: kept, with the code, out of the sending order. */
  markNeedsAttention(seq: number, refusal: OutboxRefusal): Promise<void>;
  /** Calls `listener` with the account's items now and after every change (any tab). */
  watch(listener: (snapshot: OutboxSnapshot) => void): () => void;
  close(): void;
}

/** What a store is made of. */
export interface OutboxStoreOptions {
  accountId: number;
  key: CryptoKey;
  now?: () => number;
  /** The IndexedDB database (tests use their own). */
  databaseName?: string;
}

/** Opens the outbox of `accountId`, whose items `key` encrypts. */
export function createOutboxStore(options: OutboxStoreOptions): OutboxStore {
  const { accountId, key } = options;
  const now = options.now ?? Date.now;
  const db = openDatabase(options.databaseName ?? OUTBOX_DATABASE);
  const rowsOfAccount = () => db.items.where('accountId').equals(accountId).toArray();
  const read = async (row: OutboxRow): Promise<OutboxItem | null> => {
    const content = (await open(key, row)) as Content | undefined;
    if (!content || row.seq === undefined) return null;
    return { ...content, seq: row.seq, createdAt: row.createdAt, state: row.state };
  };
  const readAll = async (rows: OutboxRow[]) =>
    (await Promise.all(rows.map(read))).filter((item): item is OutboxItem => item !== null);
  return {
    async add(input) {
      const createdAt = now();
      const sealed = await seal(key, input);
      const seq = await db.items.add({ accountId, createdAt, state: 'waiting', ...sealed });
      return { ...input, seq: Number(seq), createdAt, state: 'waiting' };
    },
    async nextWaiting() {
      for (const row of await rowsOfAccount()) {
        if (row.state !== 'waiting') continue;
        const item = await read(row);
        if (item) return item;
      }
      return null;
    },
    list: async () => readAll(await rowsOfAccount()),
    async remove(seq) {
      await db.items.delete(seq);
    },
    async markNeedsAttention(seq, refusal) {
      const row = await db.items.get(seq);
      const item = row ? await read(row) : null;
      if (!item) return;
      const { seq: _seq, createdAt: _at, state: _state, ...content } = item;
      const sealed = await seal(key, { ...content, refusal } satisfies Content);
      await db.items.update(seq, { state: 'needsAttention', ...sealed });
    },
    watch(listener) {
      let latest = 0;
      const subscription = liveQuery(rowsOfAccount).subscribe({
        next: (rows) => {
          const call = ++latest;
          void readAll(rows).then((items) => {
            if (call !== latest) return;
            listener({
              waiting: items.filter((item) => item.state === 'waiting'),
              needsAttention: items.filter((item) => item.state === 'needsAttention'),
            });
          });
        },
        error: () => undefined,
      });
      return () => subscription.unsubscribe();
    },
    close: () => db.close(),
  };
}
