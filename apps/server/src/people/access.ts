import type { Role } from '@care/api-client/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { customerRoles, sessions } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { ScopeCaller } from './scope';

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

/** The caller's role when it is one of `roles`; 403 E013 otherwise. */
export async function requireRole(
  db: Database,
  accountId: number,
  roles: readonly Role[],
): Promise<Role> {
  const role = await roleOf(db, accountId);
  if (!role || !roles.includes(role)) throw new AppError('E013');
  return role;
}

/** The caller (account and role, for the group scope) when its role is one of `roles`; else E013. */
export async function requireCaller(
  db: Database,
  accountId: number,
  roles: readonly Role[],
): Promise<ScopeCaller> {
  return { accountId, role: await requireRole(db, accountId, roles) };
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
