import { lazy, useState, type ComponentType } from 'react';

/**
 * `React.lazy` that loads again after a failure, and renders at once when its code is already
 * loaded:
 * - React keeps a lazy component's failed load for good, so a chunk that failed on a bad
 *   connection would fail on every retry. Here a failed load swaps in a fresh lazy component, and
 *   the next render (an error boundary's retry) loads again.
 * - A lazy component suspends on its first render even when its chunk is in (`import()` answers
 *   a promise), so its Suspense boundary shows the fallback and React holds the content back up
 *   to 300 ms after it (its fallback throttle): on a tab switch that was most of a second at 4×
 *   CPU (docs/performance.md#the-measurements-tab). With `atOnceWhenLoaded`, once `preload` (or
 *   an earlier render) has loaded the code, a new instance renders the component itself; an
 *   instance keeps what it mounted with: code arriving later never remounts it. Not for the home
 *   page's widgets: revealed one by one as their code and data came, they moved the grid (a
 *   layout shift of 0.2 in Lighthouse), where the throttle reveals them together.
 */
export function reloadableLazy<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  options: { atOnceWhenLoaded?: boolean } = {},
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const fresh = (): ComponentType<Props> =>
    lazy(() =>
      remember().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  function Reloadable(props: Props) {
    const [mounted] = useState(() => (options.atOnceWhenLoaded ? loaded : undefined));
    const Current = mounted ?? current;
    return <Current {...props} />;
  }
  Reloadable.preload = () =>
    remember().then(
      () => undefined,
      () => undefined,
    );
  return Reloadable;
}

/**
 * A lazy component whose code can be fetched before it renders (`preload`: settles once it is
 * in, never rejects; a failed fetch is tried again by the next render).
 */
export type PreloadableComponent<Props extends object = object> = ComponentType<Props> & {
  preload(): Promise<void>;
};
