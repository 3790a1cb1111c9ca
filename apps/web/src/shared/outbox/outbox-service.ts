// The outbox of the signed-in account (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi):
// its store, its drains (one at a time per tab, one tab at a time per account) and its list.
import { drainOutbox, type SendItem } from './outbox-sender';
import { createOutboxStore, type OutboxStoreOptions } from './outbox-store';
import {
  EMPTY_OUTBOX,
  type DrainOutcome,
  type OutboxInput,
  type OutboxItem,
  type OutboxSnapshot,
} from './outbox-types';

/** Runs `work` while this tab holds the account's drain lock (other tabs wait their turn). */
export type DrainLock = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** The Web Locks API where the browser has it; else no lock (the keys keep a double send harmless). */
export const webLock: DrainLock = (name, work) =>
  globalThis.navigator?.locks ? globalThis.navigator.locks.request(name, work) : work();

/** What the outbox is made of. */
export interface OutboxOptions extends OutboxStoreOptions {
  send: SendItem;
  onSent?: (item: OutboxItem) => void;
  lock?: DrainLock;
}

/** The signed-in account's outbox. */
export interface Outbox {
  /** Keeps the record on the device, encrypted; it waits for the next drain. */
  enqueue(input: OutboxInput): Promise<OutboxItem>;
  /**
   * Sends what waits, in order. A drain asked for while one runs is done once more after it,
   * so an item enqueued meanwhile is not left behind.
   */
  drain(): Promise<DrainOutcome>;
  /** Deletes an item (a refused one the user gave up). */
  discard(seq: number): Promise<void>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): OutboxSnapshot;
  close(): void;
}

/** Opens the outbox of `options.accountId`. */
export function createOutbox(options: OutboxOptions): Outbox {
  const store = createOutboxStore(options);
  const lock = options.lock ?? webLock;
  const lockName = `care-outbox-${options.accountId}`;
  let snapshot = EMPTY_OUTBOX;
  const listeners = new Set<() => void>();
  const stopWatching = store.watch((next) => {
    snapshot = next;
    for (const listener of listeners) listener();
  });
  let running: Promise<DrainOutcome> | null = null;
  let again = false;
  const drainOnce = () =>
    lock(lockName, () => drainOutbox({ store, send: options.send, onSent: options.onSent }));
  const drainUntilQuiet = async (): Promise<DrainOutcome> => {
    let outcome: DrainOutcome;
    do {
      again = false;
      outcome = await drainOnce();
    } while (again && outcome === 'empty');
    return outcome;
  };
  return {
    enqueue: (input) => store.add(input),
    drain() {
      if (running) {
        again = true;
        return running;
      }
      running = drainUntilQuiet().finally(() => {
        running = null;
      });
      return running;
    },
    discard: (seq) => store.remove(seq),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    close() {
      stopWatching();
      store.close();
    },
  };
}
