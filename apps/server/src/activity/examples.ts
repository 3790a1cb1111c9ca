import { eq } from 'drizzle-orm';
import { activities, activityEnrolments, customerAccounts } from '../db/schema';
import type { ExampleFixture } from '../http/router';
import { firstSeededGroup, firstSeededGuest } from '../people/route-examples';

/**
 * The activity routes' examples (OpenAPI, the generic route tests): a fresh activity of the
 * fixture's group by the demo nurse, started an hour ago, with a seeded guest of the group
 * enrolled, so that every call finds what it needs in the state it needs.
 */

/** The fixture's group, or the first group. */
export const exampleGroup = firstSeededGroup;

/** A seeded guest of the fixture's group. */
export async function exampleActivityGuest(fixture: ExampleFixture) {
  const guest = await firstSeededGuest(fixture);
  if (!guest) throw new Error('no seeded guest for the activity examples');
  return guest;
}

/** The example's activity body: an hour's class in the fixture's group, starting an hour ago. */
export async function exampleActivityBody(fixture: ExampleFixture) {
  const start = new Date(Date.now() - 3_600_000);
  return {
    groupId: await exampleGroup(fixture),
    title: 'Gym class',
    description: 'Gentle exercises on chairs.',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    place: 'Room 2',
    leaderName: 'Paola Gentile',
    capacity: 12,
  };
}

/** A new activity of the fixture's group with a seeded guest enrolled: its id and the guest. */
export async function exampleActivity(fixture: ExampleFixture) {
  const body = await exampleActivityBody(fixture);
  const guest = await exampleActivityGuest(fixture);
  const [nurse] = await fixture.db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, 'nurse'));
  if (!nurse) throw new Error('the demo nurse is not seeded');
  const startsAt = new Date(body.startsAt);
  const [row] = await fixture.db
    .insert(activities)
    .values({
      ...body,
      startsAt,
      endsAt: new Date(body.endsAt),
      lastStart: startsAt,
      createdBy: nurse.id,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('no example activity inserted');
  await fixture.db.insert(activityEnrolments).values({
    activityId: row.id,
    guestAccountId: guest.accountId,
    enrolledAt: new Date(),
    enrolledBy: nurse.id,
  });
  return { id: row.id, start: body.startsAt, guest };
}
