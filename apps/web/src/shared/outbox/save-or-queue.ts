import { ApiError } from '@care/api-client';
import { useCallback } from 'react';
import { verdictOf } from './outbox-sender';
import { useOutbox } from './outbox-context';
import type { OutboxInput } from './outbox-types';
import { reachable } from './reachability';

/** What a save came to: sent (with the server's answer), or kept in the outbox. */
export type SaveOutcome<T> = { queued: false; answer: T } | { queued: true };

/**
 * A create that waits out a dead Wi-Fi (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi):
 * offline, the record goes straight to the outbox; online, it is sent, and a failure on the
 * network (no answer, a server error after the transport's retries) puts it in the outbox with
 * the same idempotency key. A refusal is thrown as before. `send` must use `input.idempotencyKey`
 * and `input.request`'s body, so that the outbox sends exactly what was tried.
 */
export function useSaveOrQueue() {
  const { load } = useOutbox();
  return useCallback(
    async <T>(input: OutboxInput, send: () => Promise<T>): Promise<SaveOutcome<T>> => {
      const queue = async (failure: unknown): Promise<SaveOutcome<T>> => {
        const runtime = await load();
        if (!runtime) throw failure;
        await runtime.outbox.enqueue(input);
        runtime.kick();
        return { queued: true };
      };
      if (!reachable()) {
        const path = input.request.endpoint;
        return queue(new ApiError({ code: 'FEE003', status: 0, method: 'POST', path }));
      }
      try {
        return { queued: false, answer: await send() };
      } catch (error) {
        if (verdictOf(error).kind !== 'unreachable') throw error;
        return queue(error);
      }
    },
    [load],
  );
}
