import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { createPhaseClock } from '../app/session-deadline';
import { useSession } from '../app/session-context';
import { afterFirstInteraction } from '../shared/after-first-interaction';

const loadDialog = () => import('./session-timeout-dialog');
const SessionTimeoutDialog = lazy(() =>
  loadDialog().then(({ SessionTimeoutDialog: dialog }) => ({ default: dialog })),
);

/**
 * The warning before the session ends on its own
 * (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends): the dialog two minutes
 * before the deadline the server's answers tell, and the end itself (as expired, with the way
 * back to this page) once the deadline has passed, without waiting for the next request. The
 * dialog is a chunk of its own, fetched after the first interaction so it is there in time.
 */
export function SessionTimeout() {
  const session = useSession();
  const [clock] = useState(() => createPhaseClock(session.deadline));
  const phase = useSyncExternalStore(clock.subscribe, clock.phase, clock.phase);
  const [loaded, setLoaded] = useState(false);
  const ended = phase.phase === 'ended';

  useEffect(() => {
    let mounted = true;
    afterFirstInteraction()
      .then(loadDialog)
      .then(
        () => mounted && setLoaded(true),
        () => undefined,
      );
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (ended) session.end('expired');
  }, [ended, session]);

  const warning = phase.phase === 'warning';
  if (!loaded && !warning) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog open={warning} msLeft={warning ? phase.msLeft : 0} />
    </Suspense>
  );
}
