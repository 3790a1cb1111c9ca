// The outbox's rows in IndexedDB (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi),
// through Dexie, encrypted with the account's draft key.
import { Dexie, liveQuery, type EntityTable, type Table } from 'dexie';
import { open, openBytes, seal, sealBytes, type Sealed } from '../drafts/draft-crypto';
import type {
  OutboxContent,
  OutboxInput,
  OutboxItem,
  OutboxProgress,
  OutboxRefusal,
  OutboxSnapshot,
} from './outbox-types';

/** The IndexedDB database of the outbox. */
export const OUTBOX_DATABASE = 'care-outbox';

/** A stored row: everything but the order, the account, the time and the state is encrypted. */
interface OutboxRow extends Sealed {
  seq?: number;
  accountId: number;
  createdAt: number;
  state: OutboxItem['state'];
}

/** A file's bytes, encrypted, apart from its item (the list never reads them). */
interface FileRow extends Sealed {
  seq: number;
  index: number;
}

type OutboxDatabase = Dexie & {
  items: EntityTable<OutboxRow, 'seq'>;
  files: Table<FileRow, [number, number]>;
};

function openDatabase(name: string): OutboxDatabase {
  const db = new Dexie(name) as OutboxDatabase;
  // `++seq`: the enqueue order; an account's rows read in it through `accountId`.
  db.version(1).stores({ items: '++seq, accountId' });
  // The files waiting with an item, by item and place.
  db.version(2).stores({ items: '++seq, accountId', files: '[seq+index], seq' });
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
  /** Deletes an item with the bytes of its files. */
  remove(seq: number): Promise<void>;
  /**
   * Remembers how far the item got (never less far than before). The files' bytes stay until the
   * item is deleted: a second tab's drain may still be reading them.
   */
  saveProgress(seq: number, progress: OutboxProgress): Promise<void>;
  /** The bytes of an item's file; undefined when they cannot be read. */
  fileData(seq: number, index: number): Promise<ArrayBuffer | undefined>;
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

/** The item's content without the files' bytes, which are sealed one by one. */
async function sealInput(key: CryptoKey, { files, ...input }: OutboxInput) {
  const content: OutboxContent = files
    ? {
        ...input,
        files: files.map(({ name, size, idempotencyKey }) => ({ name, size, idempotencyKey })),
      }
    : input;
  const sealedFiles = await Promise.all(
    (files ?? []).map(async (file) => sealBytes(key, await file.blob.arrayBuffer())),
  );
  return { content, sealed: await seal(key, content), sealedFiles };
}

/** Opens the outbox of `accountId`, whose items `key` encrypts. */
export function createOutboxStore(options: OutboxStoreOptions): OutboxStore {
  const { accountId, key } = options;
  const now = options.now ?? Date.now;
  const db = openDatabase(options.databaseName ?? OUTBOX_DATABASE);
  const rowsOfAccount = () => db.items.where('accountId').equals(accountId).toArray();
  const read = async (row: OutboxRow): Promise<OutboxItem | null> => {
    const content = (await open(key, row)) as OutboxContent | undefined;
    if (!content || row.seq === undefined) return null;
    return { ...content, seq: row.seq, createdAt: row.createdAt, state: row.state };
  };
  const readAll = async (rows: OutboxRow[]) =>
    (await Promise.all(rows.map(read))).filter((item): item is OutboxItem => item !== null);
  /** Seals the item's content again after `change` (and sets `state` with it). */
  const rewrite = async (
    seq: number,
    change: (content: OutboxContent) => OutboxContent,
    state?: OutboxItem['state'],
  ): Promise<void> => {
    const row = await db.items.get(seq);
    const item = row ? await read(row) : null;
    if (!item) return;
    const { seq: _seq, createdAt: _at, state: _state, ...content } = item;
    await db.items.update(seq, {
      ...(await seal(key, change(content))),
      ...(state ? { state } : {}),
    });
  };
  return {
    async add(input) {
      const createdAt = now();
      const { content, sealed, sealedFiles } = await sealInput(key, input);
      const seq = await db.transaction('rw', db.items, db.files, async () => {
        const added = Number(
          await db.items.add({ accountId, createdAt, state: 'waiting', ...sealed }),
        );
        await db.files.bulkAdd(sealedFiles.map((file, index) => ({ seq: added, index, ...file })));
        return added;
      });
      return { ...content, seq, createdAt, state: 'waiting' };
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
      await db.transaction('rw', db.items, db.files, async () => {
        await db.files.where('seq').equals(seq).delete();
        await db.items.delete(seq);
      });
    },
    async saveProgress(seq, progress) {
      await rewrite(seq, (content) => ({
        ...content,
        progress: {
          recordId: content.progress?.recordId ?? progress.recordId,
          filesSent: Math.max(content.progress?.filesSent ?? 0, progress.filesSent ?? 0),
        },
      }));
    },
    async fileData(seq, index) {
      const row = await db.files.get([seq, index]);
      return row ? openBytes(key, row) : undefined;
    },
    async markNeedsAttention(seq, refusal) {
      await rewrite(seq, (content) => ({ ...content, refusal }), 'needsAttention');
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
