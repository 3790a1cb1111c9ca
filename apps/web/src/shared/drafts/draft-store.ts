// The drafts of forms in IndexedDB (docs/behaviour/never-losing-work.md#drafts), through Dexie.
import { Dexie, type EntityTable } from 'dexie';
import { open, seal, type Sealed } from './draft-crypto';

/** How long a draft is kept: 7 days after its last change. */
export const DRAFT_EXPIRY_MS = 7 * 24 * 60 * 60_000;
/** The IndexedDB database of the drafts. */
export const DRAFT_DATABASE = 'care-drafts';

/** Which draft: the form and the record it edits (`new` for a create). */
export interface DraftRef {
  formId: string;
  recordId: string;
}

/** What a draft remembers besides the values. */
export interface DraftMeta {
  /** Checksum of the form's field definition when the draft was written. */
  checksum: string;
  /** The record's version (its `updatedAt`, …) on the server when the draft began; null: new. */
  serverVersion: string | null;
}

/** A draft as read back. */
export interface Draft<Values> extends DraftMeta {
  values: Values;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

/** A stored row: everything but the ids and times is encrypted. */
interface DraftRow extends Sealed {
  id: string;
  accountId: number;
  savedAt: number;
}

type DraftDatabase = Dexie & { drafts: EntityTable<DraftRow, 'id'> };

function openDatabase(name: string): DraftDatabase {
  const db = new Dexie(name) as DraftDatabase;
  db.version(1).stores({ drafts: 'id, accountId, savedAt' });
  return db;
}

/** The drafts of one signed-in account, readable only with its key. */
export interface DraftStore {
  /**
   * Writes the draft; `wanted`, asked once it is encrypted, can still call the write off (the
   * form was saved meanwhile).
   */
  save<Values>(
    ref: DraftRef,
    values: Values,
    meta: DraftMeta,
    wanted?: () => boolean,
  ): Promise<void>;
  /** The draft, or null when there is none, it expired, or this key cannot read it. */
  load<Values>(ref: DraftRef): Promise<Draft<Values> | null>;
  clear(ref: DraftRef): Promise<void>;
  /** Deletes every expired draft, of any account; how many. */
  purgeExpired(): Promise<number>;
  close(): void;
}

/** What a store is made of. */
export interface DraftStoreOptions {
  accountId: number;
  key: CryptoKey;
  /** The time source (tests move it). */
  now?: () => number;
  /** The IndexedDB database (tests use their own). */
  databaseName?: string;
}

/** Opens the draft store of `accountId`, whose drafts `key` encrypts. */
export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const { accountId, key } = options;
  const now = options.now ?? Date.now;
  const db = openDatabase(options.databaseName ?? DRAFT_DATABASE);
  const idOf = (ref: DraftRef) => JSON.stringify([accountId, ref.formId, ref.recordId]);
  return {
    async save(ref, values, meta, wanted = () => true) {
      const sealed = await seal(key, { values, ...meta });
      if (!wanted()) return;
      await db.drafts.put({ id: idOf(ref), accountId, savedAt: now(), ...sealed });
    },
    async load<Values>(ref: DraftRef) {
      const row = await db.drafts.get(idOf(ref));
      if (!row || row.savedAt < now() - DRAFT_EXPIRY_MS) return null;
      const content = (await open(key, row)) as (DraftMeta & { values: Values }) | undefined;
      if (!content) return null;
      return { ...content, savedAt: row.savedAt };
    },
    async clear(ref) {
      await db.drafts.delete(idOf(ref));
    },
    purgeExpired() {
      return db.drafts
        .where('savedAt')
        .below(now() - DRAFT_EXPIRY_MS)
        .delete();
    },
    close: () => db.close(),
  };
}

/** Which of the draft's fields the form still has, and which it lost. */
export function restorable<Values extends Record<string, unknown>>(
  draft: Values,
  fields: readonly string[],
): { values: Partial<Values>; dropped: string[] } {
  const known = new Set(fields);
  const values: Partial<Values> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(draft)) {
    if (known.has(name)) values[name as keyof Values] = value as Values[keyof Values];
    else dropped.push(name);
  }
  return { values, dropped };
}
