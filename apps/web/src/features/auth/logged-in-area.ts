import { isApiError, isSessionEnded, type CareClient } from '@care/api-client';
import { replace } from 'react-router';
import type { DataLayer } from '../../app/data';
import { loggedOutUrl, type Session } from '../../app/session';
import { isAllowedRole, isUnknownRoleError } from '../../shared/roles';
import { authQueries } from './api/auth.queries';

/**
 * Entering the logged-in area with a stored token: during maintenance, the maintenance page;
 * otherwise loads `myInfo` (into the query cache the
 * shell reads) and refuses a role this app does not serve. An ended session (412/417, already
 * handled by the client's `onSessionExpired`) or a token the server no longer knows (E005) leads
 * to the login page with the session-expired notice. Loaded by `createLoggedInLoader` on demand:
 * the role list comes with the client's schemas (zod), which the login page does not need.
 */
export async function enterLoggedInArea(deps: {
  api: CareClient;
  data: DataLayer;
  session: Session;
}): Promise<null> {
  // Maintenance (docs/behaviour/shell-and-session.md#maintenance) applies inside too. A failed read
  // does not keep anyone out: the logged-in area reports its own failures.
  // Read beside myInfo, not before it.
  const inMaintenance = deps.api.site.maintenance().catch(() => false);
  let roleAllowed: boolean;
  try {
    const queryClient = await deps.data.load();
    const me = await queryClient.ensureQueryData(authQueries.myInfo(deps.api));
    roleAllowed = isAllowedRole(me.roleIdentifier) && isAllowedRole(me.customerRoleDto.role);
  } catch (error) {
    if (isUnknownRoleError(error)) {
      roleAllowed = false;
    } else if (isSessionEnded(error) || (isApiError(error) && error.code === 'E005')) {
      deps.session.end('expired');
      throw replace(loggedOutUrl('expired'));
    } else {
      throw error;
    }
  }
  if (await inMaintenance) throw replace('/loggedOut/maintenance/');
  if (!roleAllowed) {
    deps.session.end('roleNotAllowed');
    throw replace(loggedOutUrl('roleNotAllowed'));
  }
  return null;
}
