import type { AppApi } from '../../app/api';
import type { DataLayer } from '../../app/data';
import { permissionSubject, type PermissionSubject } from '../../shared/permissions/index';
import { moduleAccessQueries } from '../module-access/api/module-access.queries';
import { authQueries } from './api/auth.queries';

/**
 * For a route's loader that starts reads before its page renders: the query client, the user and
 * what they may do (their role and module levels, from the cache the logged-in area's loader
 * filled), so the loader reads only what the page would (docs/behaviour/module-access.md#rules).
 * Without levels no module is permitted. Null without a session: the logged-in area's loader
 * sends the user to the login page.
 */
export async function signedInSubject(deps: { api: AppApi; data: DataLayer }) {
  if (deps.api.tokenStore.get() === null) return null;
  const client = await deps.data.load();
  const [me, access] = await Promise.all([
    client.ensureQueryData(authQueries.myInfo(deps.api)),
    client.ensureQueryData(moduleAccessQueries.mine(deps.api)).catch(() => undefined),
  ]);
  const subject: PermissionSubject = permissionSubject(me, access?.levels);
  return { client, me, subject };
}
