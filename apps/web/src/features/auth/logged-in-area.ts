import { isApiError, isSessionEnded, type CareClient, type FullCareClient } from '@care/api-client';
import type { I18n } from '@care/i18n';
import { cacheTexts } from '@care/i18n/cached-texts';
import { replace } from 'react-router';
import type { DataLayer } from '../../app/data';
import { loggedOutUrl, type Session } from '../../app/session';
import { isAllowedRole, isUnknownRoleError } from '../../shared/roles';
import { moduleAccessQueries } from '../module-access/api/module-access.queries';
import { authQueries } from './api/auth.queries';

/** The client of the logged-in area's loader. */
export type LoggedInApi = CareClient & Pick<FullCareClient, 'moduleAccess'>;

/**
 * Entering the logged-in area with a stored token: during maintenance, the maintenance page;
 * otherwise loads `myInfo` and the user's module levels (into the query cache the shell reads:
 * its navigation follows the levels, docs/behaviour/module-access.md#rules) and refuses a role
 * this app does not serve. An ended session (412/417, already
 * handled by the client's `onSessionExpired`) or a token the server no longer knows (E005) leads
 * to the login page with the session-expired notice. Loaded by `createLoggedInLoader` on demand:
 * the role list comes with the client's schemas (zod), which the login page does not need.
 */
export async function enterLoggedInArea(deps: {
  api: LoggedInApi;
  data: DataLayer;
  session: Session;
  /** The app's texts: remembered once looked up from here on (docs/behaviour/languages.md#namespaces). */
  i18n?: I18n;
  /** The logged-in path being entered (where an expired session returns to). */
  from?: string;
}): Promise<null> {
  if (deps.i18n) cacheTexts(deps.i18n);
  // Maintenance (docs/behaviour/shell-and-session.md#maintenance) applies inside too. A failed read
  // does not keep anyone out: the logged-in area reports its own failures.
  // Read beside myInfo, not before it.
  const inMaintenance = deps.api.site.maintenance().catch(() => false);
  let roleAllowed: boolean;
  // Never fails: without levels the shell shows no module (its screens report their own errors).
  let levelsRead: Promise<void> = Promise.resolve();
  try {
    const queryClient = await deps.data.load();
    levelsRead = queryClient.prefetchQuery(moduleAccessQueries.mine(deps.api));
    const me = await queryClient.ensureQueryData(authQueries.myInfo(deps.api));
    roleAllowed = isAllowedRole(me.roleIdentifier) && isAllowedRole(me.customerRoleDto.role);
  } catch (error) {
    if (isUnknownRoleError(error)) {
      roleAllowed = false;
    } else if (isSessionEnded(error) || (isApiError(error) && error.code === 'E005')) {
      deps.session.end('expired');
      throw replace(loggedOutUrl('expired', deps.from));
    } else {
      throw error;
    }
  }
  if (await inMaintenance) throw replace('/loggedOut/maintenance/');
  await levelsRead;
  if (!roleAllowed) {
    deps.session.end('roleNotAllowed');
    throw replace(loggedOutUrl('roleNotAllowed'));
  }
  return null;
}
