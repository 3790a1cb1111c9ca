import type { Role } from '@care/api-client/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { customerRoles, sessions } from '../db/schema';

/** The caller's active role (the first, as `personal/myInfo` reports it). */
export async function roleOf(db: Database, accountId: number): Promise<Role | undefined> {
  const [row] = await db
    .select({ role: customerRoles.role })
    .from(customerRoles)
    .where(eq(customerRoles.accountId, accountId))
    .orderBy(asc(customerRoles.id))
    .limit(1);
  return row?.role;
}

/**
 * Ends an account's access at once: every session revoked (its next request answers 401) and
 * every open notification socket closed, on every instance (as sign-out does for one session).
 */
export async function endAccountAccess(context: ServerContext, accountId: number): Promise<void> {
  await context.db
    .update(sessions)
    .set({ revokedAt: context.clock() })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  await context.notifications.disconnectAccount(accountId);
}
