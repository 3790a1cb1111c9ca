import { newIdempotencyKey } from '@care/api-client';
import { useMemo, useRef } from 'react';

/** The idempotency key of one form's create, kept until it succeeds. */
export interface SaveKey {
  /** The key of the pending create: the same for every try until `done`. */
  current(): string;
  /** The create succeeded: the next one is another record, with a fresh key. */
  done(): void;
}

/**
 * The idempotency key of a form's create (docs/behaviour/never-losing-work.md#idempotency-keys):
 * a save whose answer was lost and that the user tries again sends the same key, so the server
 * answers with the record it made instead of making a second one.
 */
export function useSaveKey(): SaveKey {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => (key.current ??= newIdempotencyKey()),
      done: () => {
        key.current = null;
      },
    }),
    [],
  );
}
