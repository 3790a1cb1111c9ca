import { useState } from 'react';

/** What {@link useConfirmAction} returns. */
export interface ConfirmAction {
  /** True while the confirmed action runs. */
  pending: boolean;
  /** Runs `action`; calls `onDone` once it has succeeded. A failure keeps the dialog open. */
  run: () => Promise<void>;
}

/**
 * The pending state of a dialog's confirm button around an action that may be async. A rejected
 * promise ends the pending state without closing (the app reports the error, e.g. in a message
 * bar, and the user can retry or cancel); it is not rethrown.
 */
export function useConfirmAction(
  action: (() => void) | (() => Promise<unknown>),
  onDone: () => void,
): ConfirmAction {
  const [pending, setPending] = useState(false);
  const run = async () => {
    if (pending) return;
    setPending(true);
    try {
      await action();
    } catch {
      setPending(false);
      return;
    }
    setPending(false);
    onDone();
  };
  return { pending, run };
}
