import type { GuestStatus } from '@care/api-client/schemas';
import { and, asc, eq, like, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerAccounts, personalData } from '../db/schema';

/**
 * The first seeded guest without credentials (`guest01`…, never the demo `guest`), in `status`
 * when given: the people and guest routes' examples (OpenAPI, the generic route tests).
 */
export async function firstSeededGuest(
  db: Database,
  status?: GuestStatus,
): Promise<{ personalDataId: number; accountId: number } | undefined> {
  const [row] = await db
    .select({ personalDataId: personalData.id, accountId: customerAccounts.id })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(
      and(
        like(customerAccounts.username, 'guest%'),
        ne(customerAccounts.username, 'guest'),
        status ? eq(customerAccounts.status, status) : undefined,
        eq(customerAccounts.credentialGenerated, false),
      ),
    )
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  return row;
}
