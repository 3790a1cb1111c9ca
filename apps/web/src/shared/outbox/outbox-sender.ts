// Sending the outbox (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi):
// one item at a time, in enqueue order, each with its own idempotency key.
import { isApiError } from '@care/api-client';
import type { OutboxStore } from './outbox-store';
import type { DrainOutcome, OutboxItem, OutboxRefusal } from './outbox-types';

/** Sends one item's request with its key; resolves when the server has it. */
export type SendItem = (item: OutboxItem) => Promise<unknown>;

/** What one failed send means for the drain. */
export type Verdict =
  { kind: 'unreachable' } | { kind: 'sessionEnded' } | { kind: 'refused'; refusal: OutboxRefusal };

/** Answers that end the session: the transport has already ended it. */
const SESSION_STATUSES = new Set([401, 412, 417]);

/**
 * What a failed send means: no answer, a cancelled call, a 5xx (after the transport's retries),
 * 429 or E051 (the same key still being carried out) are "try again later"; 401, 412 and 417 end
 * the session; any other answer is the server's refusal (validation, permission, E050), as is an
 * error that is not the API's (a body the contract refuses before sending).
 */
export function verdictOf(error: unknown): Verdict {
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
    const failure = await send(item).then(
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
