import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** How long the browser may stay busy before the deferred part renders anyway. */
const IDLE_TIMEOUT_MS = 500;

/**
 * For a screen that paints its main content first and a secondary part after it
 * (docs/performance.md#the-measurements-tab): false until `ready` (the main content is drawn, or
 * cannot be) and the browser has been idle once since, then true for good; true at the latest
 * `maxWaitMs` after mounting, whatever the main content does (offline, a request that hangs).
 * The secondary part renders in a transition: a keystroke or a click meanwhile comes first.
 */
export function useAfterFirstPaint(ready: boolean, maxWaitMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const latest = setTimeout(() => startTransition(() => setShown(true)), maxWaitMs);
    return () => clearTimeout(latest);
  }, [shown, maxWaitMs]);
  useEffect(() => {
    if (shown || !ready) return;
    return whenIdle(() => startTransition(() => setShown(true)), IDLE_TIMEOUT_MS);
  }, [ready, shown]);
  return shown;
}
