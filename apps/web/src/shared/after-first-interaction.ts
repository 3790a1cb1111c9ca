import { useEffect, useState } from 'react';

/** How long a page without any interaction waits before its deferred work starts anyway. */
export const FIRST_INTERACTION_FALLBACK_MS = 8_000;

/**
 * The performance mark set when the page's deferred work starts: what the page requests after it
 * is not part of its first load (e2e/budget.spec.ts measures up to it).
 */
export const DEFERRED_WORK_MARK = 'care:deferred-work';

// Pointer events cover mouse, pen and touch.
const EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Resolves at the first pointer or key press on the page, or after `fallbackMs`, whichever comes
 * first. For work the first paint does not need and that would pull code into the first load:
 * the logged-out pages read the server's translations and legal links this way, so the API
 * client's code (zod and the schemas) is not part of the login page's first load (budgets in
 * e2e/budgets.json). Typing the username starts it; so does choosing a language.
 */
export function afterFirstInteraction(
  options: {
    fallbackMs?: number;
    target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  } = {},
): Promise<void> {
  const target = options.target ?? globalThis.window;
  if (!target) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (globalThis.performance?.getEntriesByName(DEFERRED_WORK_MARK).length === 0) {
        globalThis.performance.mark(DEFERRED_WORK_MARK);
      }
      for (const name of EVENTS) target.removeEventListener(name, done, true);
      resolve();
    };
    const timer = setTimeout(done, options.fallbackMs ?? FIRST_INTERACTION_FALLBACK_MS);
    for (const name of EVENTS) target.addEventListener(name, done, true);
  });
}

/**
 * True once the page's deferred work may start (`afterFirstInteraction`): for what the first
 * paint does not need, such as a badge or the session's timeout warning (budgets in e2e/).
 */
export function useDeferredWorkStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstInteraction().then(() => {
      if (live) setStarted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return started;
}
