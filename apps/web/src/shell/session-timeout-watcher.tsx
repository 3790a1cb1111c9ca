import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPhaseClock } from './session-timeout-phase';
import { useSession } from '../app/session-context';
import { SessionTimeoutDialog } from './session-timeout-dialog';

/**
 * Follows the session's deadline: the warning dialog in the last two minutes, and the end itself
 * (as expired, with the way back to this page) once the deadline has passed, without waiting for
 * the next request.
 */
export function SessionTimeoutWatcher() {
  const session = useSession();
  const [clock] = useState(() => createPhaseClock(session.deadline));
  const phase = useSyncExternalStore(clock.subscribe, clock.phase, clock.phase);
  const ended = phase.phase === 'ended';
  useEffect(() => {
    if (ended) session.end('expired');
  }, [ended, session]);
  const warning = phase.phase === 'warning';
  return <SessionTimeoutDialog open={warning} msLeft={warning ? phase.msLeft : 0} />;
}
