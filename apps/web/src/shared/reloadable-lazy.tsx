import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` that loads again after a failure: React keeps a lazy component's failed load for
 * good, so a chunk that failed on a bad connection would fail on every retry. Here a failed load
 * swaps in a fresh lazy component, and the next render (an error boundary's retry) loads again.
 */
export function reloadableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const fresh = (): ComponentType =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  function Reloadable() {
    const Current = current;
    return <Current />;
  }
  return Reloadable;
}
