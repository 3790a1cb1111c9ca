import {
  MODULE_ACCESS_CHANGED_NOTIFICATION,
  levelAllows,
  type ModuleId,
  type ModuleNeed,
  type OwnModuleAccess,
} from '@care/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../app/api';
import { registerNotificationHandler, registerOpenRefresh } from '../notifications/registry';
import { moduleAccessKeys, moduleAccessQueries } from './api/module-access.queries';

/**
 * The signed-in user's level in every module (undefined while loading), kept current: a
 * `moduleAccess.changed` notification shows its message and reads the levels again, so
 * navigation, chart tabs and widgets that use this follow without a reload; so does every
 * opening of the live connection, which may have missed a change
 * (docs/behaviour/module-access.md#rules).
 */
export function useModuleAccess(): OwnModuleAccess | undefined {
  const api = useApi();
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: moduleAccessKeys.all });
    const unregister = registerNotificationHandler(
      MODULE_ACCESS_CHANGED_NOTIFICATION,
      (_notification, context) => {
        context.showMessage();
        refresh();
      },
    );
    // A change made before the socket first opened sends nothing this tab will hear.
    const unregisterOpen = registerOpenRefresh('moduleAccess', refresh);
    return () => {
      unregister();
      unregisterOpen();
    };
  }, [client]);
  return useQuery(moduleAccessQueries.mine(api)).data?.levels;
}

/** True when the signed-in user has `need` in `module`; false while the levels load. */
export function useModuleAllows(module: ModuleId, need: ModuleNeed): boolean {
  return levelAllows(useModuleAccess()?.[module], need);
}
