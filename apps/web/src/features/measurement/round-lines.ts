import { useState } from 'react';
import type { RoundLine } from './round';

const EMPTY_LINE: RoundLine = { text: '', outcome: 'measured' };

/**
 * The lines typed into a round, by guest, outside React's state: each row subscribes to its own
 * line (`useSyncExternalStore`), so a keystroke renders that row and not the round around it
 * (docs/behaviour/measurements.md#performance).
 */
export interface RoundLines {
  /** A guest's line (the same object until it changes). */
  get: (guest: number) => RoundLine;
  /** Every line typed, for sending. */
  all: () => ReadonlyMap<number, RoundLine>;
  set: (guest: number, next: Partial<RoundLine>) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createRoundLines(): RoundLines {
  let lines: ReadonlyMap<number, RoundLine> = new Map();
  const listeners = new Set<() => void>();
  const changed = (next: ReadonlyMap<number, RoundLine>) => {
    lines = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (guest) => lines.get(guest) ?? EMPTY_LINE,
    all: () => lines,
    set: (guest, next) =>
      changed(new Map(lines).set(guest, { ...(lines.get(guest) ?? EMPTY_LINE), ...next })),
    clear: () => changed(new Map()),
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
