// Sending the outbox (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi):
// one item at a time, in enqueue order, each with its own idempotency key.
import { isApiError } from '@care/api-client';
import type { OutboxStore } from './outbox-store';
import type {
  DrainOutcome,
  OutboxFile,
  OutboxItem,
  OutboxProgress,
  OutboxRefusal,
} from './outbox-types';

/** What a send of several requests (a diary entry with files) may ask of the device. */
export interface ItemSteps {
  /** Remembers how far the item got, before the next request goes. */
  progress(progress: OutboxProgress): Promise<void>;
  /** The bytes of the item's file `index`; undefined when they cannot be read. */
  fileData(index: number): Promise<ArrayBuffer | undefined>;
}

/**
 * Sends one item's request(s) with its key(s); resolves when the server has everything. An item
 * of several requests records each step with `steps`, so a retry goes on where it stopped.
 */
export type SendItem = (item: OutboxItem, steps: ItemSteps) => Promise<unknown>;

/** A file of an item failed after its record was created: `cause` says how, `file` which. */
export class FileSendError extends Error {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super(`The file ${file} could not be sent.`);
  }
}

/** The requests of an item of several steps: its record, then each of its files. */
export interface StepRequests {
  /** Creates the record (with the item's key); resolves with its id. */
  create(): Promise<number>;
  /** Sends file `file` (its bytes) to record `recordId`, with the file's key. */
  attach(recordId: number, file: OutboxFile, bytes: ArrayBuffer): Promise<unknown>;
}

/**
 * Sends an item of several steps: its record, then its files one by one, remembering each step
 * (the record's id once created, then how many files the server has) before the next goes, so a
 * retry after a failure in the middle makes neither a second record nor a second file (each file
 * has its own key besides). A file that fails is a {@link FileSendError} naming it.
 */
export async function sendInSteps(
  item: OutboxItem,
  steps: ItemSteps,
  requests: StepRequests,
): Promise<void> {
  const files = item.files ?? [];
  let recordId = item.progress?.recordId;
  if (recordId === undefined) {
    recordId = await requests.create();
    if (files.length === 0) return;
    await steps.progress({ recordId, filesSent: 0 });
  }
  for (let index = item.progress?.filesSent ?? 0; index < files.length; index++) {
    const file = files[index] as OutboxFile;
    try {
      const bytes = await steps.fileData(index);
      if (!bytes) throw new Error('The file cannot be read on this device.');
      await requests.attach(recordId, file, bytes);
    } catch (error) {
      throw new FileSendError(file.name, error);
    }
    await steps.progress({ recordId, filesSent: index + 1 });
  }
}

/** What one failed send means for the drain. */
export type Verdict =
  { kind: 'unreachable' } | { kind: 'sessionEnded' } | { kind: 'refused'; refusal: OutboxRefusal };

/** Answers that end the session: the transport has already ended it. */
const SESSION_STATUSES = new Set([401, 412, 417]);

/**
 * What a failed send means: no answer, a cancelled call, a 5xx (after the transport's retries),
 * 429 or E051 (the same key still being carried out) are "try again later"; 401, 412 and 417 end
 * the session; any other answer is the server's refusal (validation, permission, E050), as is an
 * error that is not the API's (a body the contract refuses before sending). A file refused after
 * its record was created is a refusal naming the file.
 */
export function verdictOf(error: unknown): Verdict {
  if (error instanceof FileSendError) {
    const verdict = verdictOf(error.cause);
    if (verdict.kind !== 'refused') return verdict;
    return { kind: 'refused', refusal: { ...verdict.refusal, file: error.file } };
  }
  if (!isApiError(error)) return { kind: 'refused', refusal: { code: 'E016', status: 0 } };
  const { code, status } = error;
  if (status === 0 && (code === 'FEE003' || code === 'FEE001')) return { kind: 'unreachable' };
  if (status >= 500 || status === 429 || code === 'E051') return { kind: 'unreachable' };
  if (SESSION_STATUSES.has(status)) return { kind: 'sessionEnded' };
  return { kind: 'refused', refusal: { code, status } };
}

/** What a drain needs. */
export interface DrainDeps {
  store: OutboxStore;
  send: SendItem;
  /** Called once an item is on the server and deleted from the device. */
  onSent?: (item: OutboxItem) => void;
}

/**
 * Sends the waiting items one by one, oldest first, until none is left or one cannot be sent: a
 * success deletes the item; a refusal moves it to "needs attention" and the drain goes on; no
 * reach stops the drain (`unreachable`), and so does a session end (`sessionEnded`), keeping
 * everything.
 */
export async function drainOutbox({ store, send, onSent }: DrainDeps): Promise<DrainOutcome> {
  for (;;) {
    const item = await store.nextWaiting();
    if (!item) return 'empty';
    const steps: ItemSteps = {
      progress: (progress) => store.saveProgress(item.seq, progress),
      fileData: (index) => store.fileData(item.seq, index),
    };
    const failure = await send(item, steps).then(
      () => null,
      (error: unknown) => verdictOf(error),
    );
    if (failure === null) {
      await store.remove(item.seq);
      onSent?.(item);
    } else if (failure.kind === 'refused') {
      await store.markNeedsAttention(item.seq, failure.refusal);
    } else {
      return failure.kind;
    }
  }
}
