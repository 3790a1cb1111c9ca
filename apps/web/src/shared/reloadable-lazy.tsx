import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` that loads again after a failure: React keeps a lazy component's failed load for
 * good, so a chunk that failed on a bad connection would fail on every retry. Here a failed load
 * swaps in a fresh lazy component, and the next render (an error boundary's retry) loads again.
 */
export function reloadableLazy(
  load: () => Promise<{ default: ComponentType }>,
): PreloadableComponent {
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
  // The module system keeps what was loaded: the lazy component's own load then finds it at once.
  Reloadable.preload = () => void load().catch(() => undefined);
  return Reloadable;
}

/** A lazy component whose code can be fetched before it renders (`preload`). */
export type PreloadableComponent = ComponentType & { preload(): void };
