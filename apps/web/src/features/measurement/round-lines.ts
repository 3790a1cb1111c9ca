import { useState } from 'react';
import type { RoundLine } from './round';

const EMPTY_LINE: RoundLine = { text: '', outcome: 'measured' };

const holdsText = (line: RoundLine | undefined) => (line?.text.trim() ?? '') !== '';

/** Runs `work` once the next frame is painted; answers the cancel. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The lines typed into a round, by guest, outside React's state: each row subscribes to what it
 * shows of its own line (`useSyncExternalStore`), so a keystroke renders neither the round around
 * it nor its own field (docs/behaviour/measurements.md#performance).
 */
export interface RoundLines {
  /** A guest's line (the same object until it changes). */
  get: (guest: number) => RoundLine;
  /** Every line typed, for sending. */
  all: () => ReadonlyMap<number, RoundLine>;
  /** A typed change: the field already shows it, so its revision stays. */
  set: (guest: number, next: Partial<RoundLine>) => void;
  /** Every line emptied: the fields show it (a new revision). */
  clear: () => void;
  /** Every line replaced by `next` (a restored draft): the fields show it (a new revision). */
  replace: (next: Iterable<[number, RoundLine]>) => void;
  /**
   * How many times the lines changed other than by typing: the value fields are uncontrolled (a
   * keystroke renders nothing but what depends on it) and take the store's text again when it
   * moves.
   */
  revision: () => number;
  /**
   * Whether a guest's field is drawn as holding a value (its result list disabled, so Tab skips
   * it). It follows the typing a frame late: a guest's first character paints first, and the list
   * is disabled after it (docs/performance.md#round-entry).
   */
  filled: (guest: number) => boolean;
  /** `filled` brought up to date now: before Tab leaves a field, so that Tab skips the list. */
  settle: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createRoundLines(): RoundLines {
  let lines: ReadonlyMap<number, RoundLine> = new Map();
  let revision = 0;
  let filled: ReadonlySet<number> = new Set();
  let cancelSettle: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const settle = () => {
    cancelSettle?.();
    cancelSettle = undefined;
    const next = new Set([...lines].filter(([, line]) => holdsText(line)).map(([guest]) => guest));
    if (next.size === filled.size && [...next].every((guest) => filled.has(guest))) return;
    filled = next;
    notify();
  };
  const replaced = (next: ReadonlyMap<number, RoundLine>) => {
    revision += 1;
    lines = next;
    notify();
    settle();
  };
  return {
    get: (guest) => lines.get(guest) ?? EMPTY_LINE,
    all: () => lines,
    set: (guest, next) => {
      const line = { ...(lines.get(guest) ?? EMPTY_LINE), ...next };
      lines = new Map(lines).set(guest, line);
      notify();
      if (holdsText(line) !== filled.has(guest)) cancelSettle ??= afterNextPaint(settle);
    },
    clear: () => replaced(new Map()),
    replace: (next) => replaced(new Map(next)),
    revision: () => revision,
    filled: (guest) => filled.has(guest),
    settle,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A round's lines, the same for the component's life. */
export function useRoundLines(): RoundLines {
  const [lines] = useState(createRoundLines);
  return lines;
}
