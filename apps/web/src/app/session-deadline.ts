import { sessionSecondsLeft, type AnswerInfo } from '@care/api-client';

// When the session ends on its own, as the server's answers tell it
// (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends). In the first load: it
// hears every answer from the start; when to warn is shell/session-timeout-phase.ts.

/**
 * A session with more than this left is a remember-me one (days; an idle time is at most 24 h):
 * it is never warned about nor ended by the app, only by the server.
 */
export const LONG_SESSION_MS = 24 * 60 * 60_000;

/** When the session ends, by this device's clock. */
export interface Deadline {
  /** Epoch milliseconds. */
  endsAt: number;
  /** A remember-me session: no warning, no end by the app. */
  long: boolean;
}

/**
 * The deadline after an answer received at `now` said `secondsLeft`. It only moves later: the
 * answers of calls in flight together, arriving in any order, or a background call's (which does
 * not extend), never bring it forward, so the warning does not flicker. Once long, always long.
 */
export function nextDeadline(current: Deadline | null, secondsLeft: number, now: number): Deadline {
  const endsAt = now + secondsLeft * 1000;
  const long = (current?.long ?? false) || secondsLeft * 1000 > LONG_SESSION_MS;
  if (!current || endsAt > current.endsAt) return { endsAt, long };
  return long === current.long ? current : { ...current, long };
}

/** The session's deadline as the answers tell it; the shell's warning follows it. */
export interface SessionDeadline {
  /** Give this to the API client as `onAnswer`. */
  onAnswer(answer: AnswerInfo): void;
  current(): Deadline | null;
  subscribe(listener: () => void): () => void;
  /** Forgets the deadline (the session ended: the next one starts unknown). */
  clear(): void;
}

/** Creates the deadline store; `now` is the device's clock (epoch ms). */
export function createSessionDeadline(now: () => number = Date.now): SessionDeadline {
  let deadline: Deadline | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Deadline | null) => {
    if (next === deadline) return;
    deadline = next;
    listeners.forEach((listener) => listener());
  };
  return {
    onAnswer(answer) {
      if (!answer.authenticated) return;
      const seconds = sessionSecondsLeft(answer.headers);
      if (seconds === undefined) return;
      set(nextDeadline(deadline, seconds, now()));
    },
    clear: () => set(null),
    current: () => deadline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
