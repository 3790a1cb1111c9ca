import { useEffect, useState, type ComponentType } from 'react';

/**
 * A lazy part the page can live without (a navigation badge): it
 * renders nothing until its code is in, and a chunk that cannot be fetched (the tablet went
 * offline just as the page's deferred work started) is tried again when the browser is back
 * online, never thrown. `React.lazy` would throw the failed import into the nearest error
 * boundary: the logged-in area's, which replaced the whole shell with "Your data could not be
 * loaded" (docs/behaviour/shell-and-session.md#offline).
 */
export function optionalLazy<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Optional(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return undefined;
      let live = true;
      const attempt = () => {
        fetchOnce().then(
          (component) => {
            if (live) setComponent(() => component);
          },
          () => undefined,
        );
      };
      attempt();
      window.addEventListener('online', attempt);
      return () => {
        live = false;
        window.removeEventListener('online', attempt);
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }
  return Optional;
}
