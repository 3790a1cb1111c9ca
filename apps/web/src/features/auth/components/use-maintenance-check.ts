import { startTransition, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../app/api';
import { readMaintenanceFlag } from '../api/maintenance';

/** Where the maintenance check stands on a login-area page: the first read, then its outcome. */
export type MaintenanceCheck = 'checking' | 'ok' | 'readError';

/** The maintenance page of the login area. */
export const MAINTENANCE_PATH = '/loggedOut/maintenance/';

/**
 * The maintenance rule (docs/behaviour/shell-and-session.md#maintenance) for a login-area page:
 * reads the flag when the page opens; true sends the user to the maintenance page, and on the
 * maintenance page (`onMaintenancePage`) false sends them back to sign in. A read failure lets the
 * page show with the `authModule.maintenance.read.error` warning. `recheck` reads again (`checking`
 * meanwhile).
 */
export function useMaintenanceCheck(onMaintenancePage = false): {
  status: MaintenanceCheck;
  checking: boolean;
  recheck(): void;
} {
  const api = useApi();
  const navigate = useNavigate();
  const [status, setStatus] = useState<MaintenanceCheck>('checking');
  const [checking, setChecking] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // The outcome re-renders the page as a transition: React renders it in slices instead of
    // one long task, which on a slow tablet would hold up the first keystrokes in the form.
    readMaintenanceFlag(api.baseUrl, controller.signal).then(
      (inMaintenance) => {
        if (controller.signal.aborted) return;
        startTransition(() => {
          setChecking(false);
          if (inMaintenance && !onMaintenancePage) {
            void navigate(MAINTENANCE_PATH, { replace: true });
          } else if (!inMaintenance && onMaintenancePage) {
            void navigate('/loggedOut/', { replace: true });
          } else {
            setStatus('ok');
          }
        });
      },
      () => {
        if (controller.signal.aborted) return;
        startTransition(() => {
          setChecking(false);
          setStatus('readError');
        });
      },
    );
    return () => controller.abort();
  }, [api, navigate, onMaintenancePage, round]);

  const recheck = useCallback(() => {
    setChecking(true);
    setRound((current) => current + 1);
  }, []);
  return { status, checking, recheck };
}
