import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountGroups,
  accountStatusHistory,
  customerAccounts,
  customerGroups,
  customerRoles,
  personalData,
} from '../db/schema';

/** A guest made for export tests and the export benchmark. */
export interface ExportGuestIds {
  accountId: number;
  personalDataId: number;
}

/**
 * Adds a guest of the first floor (Zoë Müller-Ñúñez, born 9 April 1938: letters of every
 * language) with `rows` status changes in January 2026, alternating admitted and suspended, the
 * first one registered by the facility's initial data, the others by the demo administrator.
 */
export async function insertExportGuest(
  db: Database,
  username: string,
  rows: number,
): Promise<ExportGuestIds> {
  const [account] = await db
    .insert(customerAccounts)
    .values({ username, status: 'A' })
    .returning({ id: customerAccounts.id });
  if (!account) throw new Error('no account inserted');
  const accountId = account.id;
  await db.insert(customerRoles).values({ accountId, role: 'RA_GUEST' });
  const [floor1] = await db.select().from(customerGroups).orderBy(asc(customerGroups.id)).limit(1);
  if (!floor1) throw new Error('the demo facility is not seeded');
  await db.insert(accountGroups).values({ accountId, groupId: floor1.id });
  const [person] = await db
    .insert(personalData)
    .values({
      accountId,
      name: 'Zoë',
      surname: 'Müller-Ñúñez',
      details: { birthDate: '1938-04-09' },
    })
    .returning({ id: personalData.id });
  if (!person) throw new Error('no personal data inserted');
  const [admin] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, 'admin'));
  await db.insert(accountStatusHistory).values(
    Array.from({ length: rows }, (_, n) => ({
      accountId,
      fromStatus: n === 0 ? null : n % 2 ? ('A' as const) : ('S' as const),
      toStatus: n % 2 ? ('S' as const) : ('A' as const),
      cause: n === 0 ? 'registered' : n % 2 ? 'suspended' : 'readmitted',
      effectiveDate: `2026-01-${String(1 + (n % 31)).padStart(2, '0')}`,
      changedAt: new Date(Date.UTC(2026, 0, 1 + (n % 31), 9, 30)),
      changedBy: n === 0 ? null : (admin?.id ?? null),
    })),
  );
  return { accountId, personalDataId: person.id };
}
