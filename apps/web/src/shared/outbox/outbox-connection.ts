// When the outbox drains (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi):
// at start, when the server answers again after being offline, after each enqueue, and, while the
// browser believes it is online but the server did not answer, after a growing pause.
import type { Outbox } from './outbox-service';

/** The pauses before trying again while online but unanswered: 5 s, doubling, at most 60 s. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 60_000;

/** What the connection listens to and how it waits. */
export interface ConnectionDeps {
  /** The shell's verdict: the browser is online and the server's health check answered. */
  isOnline: () => boolean;
  /** Calls `listener` whenever that verdict changes; returns the unsubscribe. */
  subscribeOnline: (listener: (online: boolean) => void) => () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Starts draining `outbox` now and whenever it may; `kick()` after an enqueue; `stop()` at the end. */
export function connectOutbox(outbox: Outbox, deps: ConnectionDeps) {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as number));
  let pause = RETRY_FIRST_MS;
  let timer: unknown;
  let stopped = false;
  const kick = () => {
    if (stopped || !deps.isOnline()) return;
    clearTimer(timer);
    void outbox.drain().then(
      (outcome) => {
        if (outcome !== 'unreachable') pause = RETRY_FIRST_MS;
        else if (!stopped) {
          timer = setTimer(kick, pause);
          pause = Math.min(pause * 2, RETRY_MAX_MS);
        }
      },
      () => undefined,
    );
  };
  const unsubscribe = deps.subscribeOnline((online) => {
    if (online) kick();
  });
  kick();
  return {
    kick,
    stop() {
      stopped = true;
      clearTimer(timer);
      unsubscribe();
    },
  };
}
