import { Suspense, lazy, type ComponentType } from 'react';
import { useDeferredWorkStarted } from '../shared/after-first-interaction';

// A chunk that cannot be downloaded (offline) leaves the page without the warning: the server
// still ends the session, and the next request says so.
const SessionTimeoutWatcher = lazy<ComponentType>(() =>
  import('./session-timeout-watcher').then(
    ({ SessionTimeoutWatcher: watcher }) => ({ default: watcher }),
    () => ({ default: () => null }),
  ),
);

/**
 * The warning before the session ends on its own
 * (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends). Its code is a chunk of
 * its own, started with the page's deferred work (the first interaction, or a few seconds): the
 * deadline is minutes away, and the session's deadline store has heard every answer meanwhile.
 */
export function SessionTimeout() {
  if (!useDeferredWorkStarted()) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutWatcher />
    </Suspense>
  );
}
