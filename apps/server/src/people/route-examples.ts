import type { GuestStatus } from '@care/api-client/schemas';
import { and, asc, desc, eq, like, ne } from 'drizzle-orm';
import type { ExampleFixture } from '../http/router';
import { customerAccounts, customerGroups, personalData } from '../db/schema';
import { inGroup } from './scope';

/** SQL: the account is in the fixture's group, when it names one. */
export const inFixtureGroup = (fixture: ExampleFixture) =>
  fixture.groupId === undefined ? undefined : inGroup(customerAccounts.id, fixture.groupId);

/**
 * The first seeded guest without credentials (`guest01`…, never the demo `guest`), in `status`
 * when given, in the fixture's group when it names one: the people and guest routes' examples
 * (OpenAPI, the generic route tests).
 */
export async function firstSeededGuest(
  fixture: ExampleFixture,
  status?: GuestStatus,
): Promise<{ personalDataId: number; accountId: number } | undefined> {
  const { db } = fixture;
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
        inFixtureGroup(fixture),
      ),
    )
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  return row;
}

/**
 * The last seeded guest (in the fixture's group when it names one): an account no route example
 * changes (`guest64` without a group), for the photo read's example.
 */
export async function lastSeededGuest(fixture: ExampleFixture): Promise<number> {
  const [row] = await fixture.db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(
      and(
        like(customerAccounts.username, 'guest__'),
        ne(customerAccounts.username, 'guest'),
        inFixtureGroup(fixture),
      ),
    )
    .orderBy(desc(customerAccounts.username))
    .limit(1);
  if (!row) throw new Error('no seeded guest for the example');
  return row.id;
}

/** The fixture's group, or the first group: the examples of the routes that name a group. */
export async function firstSeededGroup(fixture: ExampleFixture): Promise<number> {
  if (fixture.groupId !== undefined) return fixture.groupId;
  const [group] = await fixture.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .orderBy(asc(customerGroups.id))
    .limit(1);
  if (!group) throw new Error('no group for the example');
  return group.id;
}
