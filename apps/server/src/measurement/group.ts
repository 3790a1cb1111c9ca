import type { MeasurementGuest as GuestOfList } from '@care/api-client/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerAccounts, personalData } from '../db/schema';
import { scopeCaller } from '../diary/access';
import { inGroup, isGuestAccount, selectedGroupOf } from '../people/scope';
import type { MeasurementCaller } from './access';

/** The admitted guests of the caller's selected group, by surname: the facility-wide lists. */
export async function groupGuests(
  db: Database,
  caller: MeasurementCaller,
  groupId: number | undefined,
): Promise<(GuestOfList & { accountId: number })[]> {
  const group = await selectedGroupOf(db, scopeCaller(caller), groupId);
  if (group === null) return [];
  return db
    .select({
      accountId: customerAccounts.id,
      personalDataId: personalData.id,
      name: personalData.name,
      surname: personalData.surname,
      room: sql<string | null>`${personalData.details}->>'room'`,
    })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(
      and(
        eq(customerAccounts.status, 'A'),
        isGuestAccount(customerAccounts.id),
        inGroup(customerAccounts.id, group),
      ),
    )
    .orderBy(asc(personalData.surname), asc(personalData.name), asc(personalData.id));
}
