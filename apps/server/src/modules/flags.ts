import { hasPermission } from '@care/api-client/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerRoles } from '../db/schema';
import { AppError } from '../errors/app-error';

/**
 * 403 E013 unless the caller's permission map grants `<module>.<flag>` (a null map: every flag;
 * docs/behaviour/README.md#the-module-flag-permission-map).
 */
export async function requireModuleFlag(
  db: Database,
  accountId: number,
  module: string,
  flag: string,
): Promise<void> {
  const [row] = await db
    .select({ permission: customerRoles.permission })
    .from(customerRoles)
    .where(eq(customerRoles.accountId, accountId))
    .orderBy(asc(customerRoles.id))
    .limit(1);
  if (!row || !hasPermission(row.permission, module, flag)) throw new AppError('E013');
}
