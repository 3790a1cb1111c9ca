import { useState } from 'react';
import type { RoundLine } from './round';

const EMPTY_LINE: RoundLine = { text: '', outcome: 'measured' };

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
  subscribe: (listener: () => void) => () => void;
}

export function createRoundLines(): RoundLines {
  let lines: ReadonlyMap<number, RoundLine> = new Map();
  let revision = 0;
  const listeners = new Set<() => void>();
  const changed = (next: ReadonlyMap<number, RoundLine>) => {
    lines = next;
    for (const listener of listeners) listener();
  };
  const replaced = (next: ReadonlyMap<number, RoundLine>) => {
    revision += 1;
    changed(next);
  };
  return {
    get: (guest) => lines.get(guest) ?? EMPTY_LINE,
    all: () => lines,
    set: (guest, next) =>
      changed(new Map(lines).set(guest, { ...(lines.get(guest) ?? EMPTY_LINE), ...next })),
    clear: () => replaced(new Map()),
    replace: (next) => replaced(new Map(next)),
    revision: () => revision,
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
