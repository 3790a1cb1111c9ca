/**
 * Runs `work` once the browser is idle, at the latest after `timeoutMs`; answers the cancel.
 * Browsers without `requestIdleCallback` (Safari, jsdom) run it in the next task.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(work, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}
