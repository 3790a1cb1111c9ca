import { useDeferredWorkStarted } from '../shared/after-first-interaction';
import { optionalLazy } from '../shared/optional-lazy';

// Offline, the page goes on without the warning until the chunk can be fetched: the server still
// ends the session, and the next request says so.
const SessionTimeoutWatcher = optionalLazy(
  async () => (await import('./session-timeout-watcher')).SessionTimeoutWatcher,
);

/**
 * The warning before the session ends on its own
 * (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends). Its code is a chunk of
 * its own, started with the page's deferred work (the first interaction, or a few seconds): the
 * deadline is minutes away, and the session's deadline store has heard every answer meanwhile.
 */
export function SessionTimeout() {
  if (!useDeferredWorkStarted()) return null;
  return <SessionTimeoutWatcher />;
}
