import type { Deadline, SessionDeadline } from '../app/session-deadline';

// When the session's warning shows and when the app ends it
// (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends). A chunk of its own, with
// the warning; the deadline itself is app/session-deadline.ts.

/** The warning shows this long before the session ends. */
export const SESSION_WARNING_MS = 2 * 60_000;

/** Where the session stands at a moment, and when that can change next. */
export type DeadlinePhase =
  /** Nothing to show; `nextAt` is the warning moment (null: nothing to wait for). */
  | { phase: 'quiet'; nextAt: number | null }
  /** The warning shows, `msLeft` before the end at `nextAt`. */
  | { phase: 'warning'; msLeft: number; nextAt: number }
  /** The deadline has passed: the session is over. */
  | { phase: 'ended' };

/** The phase of `deadline` at `now`. */
export function deadlinePhase(deadline: Deadline | null, now: number): DeadlinePhase {
  if (!deadline || deadline.long) return { phase: 'quiet', nextAt: null };
  if (now >= deadline.endsAt) return { phase: 'ended' };
  const warnAt = deadline.endsAt - SESSION_WARNING_MS;
  if (now < warnAt) return { phase: 'quiet', nextAt: warnAt };
  return { phase: 'warning', msLeft: deadline.endsAt - now, nextAt: deadline.endsAt };
}

/** The longest single wait: browsers' timers overflow past 2^31 ms; the phase is checked again. */
const MAX_WAIT_MS = 24 * 60 * 60_000;

/**
 * When the phase can change next, seen at `now`: the warning moment, then each second of the
 * countdown (the time left is shown to the second), then nothing once it has ended.
 */
export function wakeAt(phase: DeadlinePhase, now: number): number | null {
  if (phase.phase === 'ended') return null;
  if (phase.phase === 'quiet') return phase.nextAt;
  return now + (phase.msLeft % 1000 || 1000);
}

/** The session's phase over time, for `useSyncExternalStore`. */
export interface PhaseClock {
  phase(): DeadlinePhase;
  subscribe(listener: () => void): () => void;
}

/**
 * Follows the phase of `deadline` with one timer to the next moment it can change (`wakeAt`):
 * no polling while quiet, a tick a second only while the warning counts down. A timer that fires
 * late (a sleeping device) finds the phase by the clock, so an overdue session ends at once.
 */
export function createPhaseClock(
  deadline: Pick<SessionDeadline, 'current' | 'subscribe'>,
  now: () => number = Date.now,
): PhaseClock {
  let phase = deadlinePhase(deadline.current(), now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const update = () => {
    clearTimeout(timer);
    const at = now();
    phase = deadlinePhase(deadline.current(), at);
    const wake = wakeAt(phase, at);
    timer =
      wake === null ? undefined : setTimeout(update, Math.min(Math.max(0, wake - at), MAX_WAIT_MS));
    listeners.forEach((listener) => listener());
  };
  return {
    phase: () => phase,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        unsubscribe = deadline.subscribe(update);
        update();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unsubscribe?.();
        clearTimeout(timer);
      };
    },
  };
}

/** The time left as the warning shows it: `1:45` (minutes and seconds, rounded up). */
export function formatTimeLeft(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
