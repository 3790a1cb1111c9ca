import { asc, eq } from 'drizzle-orm';
import {
  accountGroups,
  customerAccounts,
  measurementAlerts,
  measurementDeviceQueue,
  measurementDevices,
  measurementReadings,
} from '../db/schema';
import { exampleGuest } from '../diary/examples';
import type { ExampleFixture } from '../http/router';
import { hashKey } from './devices';

/**
 * The measurement routes' examples (OpenAPI, the generic route tests): a seeded guest of the
 * fixture's group, and fresh readings, alerts, devices and queued readings on it, so that every
 * call finds what it needs in the state it needs.
 */

async function nurseId(fixture: ExampleFixture): Promise<number> {
  const [nurse] = await fixture.db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, 'nurse'));
  if (!nurse) throw new Error('the demo nurse is not seeded');
  return nurse.id;
}

/** A new temperature of 38.4 °C (out of range) on the example guest: its id and the guest. */
export async function exampleReading(fixture: ExampleFixture) {
  const guest = await exampleGuest(fixture);
  const now = new Date();
  const [row] = await fixture.db
    .insert(measurementReadings)
    .values({
      guestAccountId: guest.accountId,
      type: 'temperature',
      outcome: 'measured',
      value: { celsius: 38.4 },
      measuredAt: now,
      recordedAt: now,
      authorId: await nurseId(fixture),
      judgement: 'outOfRange',
      parameters: [{ parameter: 'temperature', value: 38.4, judgement: 'outOfRange' }],
    })
    .returning({ id: measurementReadings.id });
  if (!row) throw new Error('no example reading inserted');
  return { id: row.id, guest };
}

/** A new active alert on the example guest: its id. */
export async function exampleAlert(fixture: ExampleFixture): Promise<number> {
  const reading = await exampleReading(fixture);
  const now = new Date();
  const [row] = await fixture.db
    .insert(measurementAlerts)
    .values({
      guestAccountId: reading.guest.accountId,
      readingId: reading.id,
      kind: 'threshold',
      parameter: 'temperature',
      value: 38.4,
      judgement: 'outOfRange',
      measuredAt: now,
      raisedAt: now,
    })
    .returning({ id: measurementAlerts.id });
  if (!row) throw new Error('no example alert inserted');
  return row.id;
}

/** The example guest's first group. */
export async function exampleGroup(fixture: ExampleFixture): Promise<number> {
  if (fixture.groupId !== undefined) return fixture.groupId;
  const guest = await exampleGuest(fixture);
  const [group] = await fixture.db
    .select({ id: accountGroups.groupId })
    .from(accountGroups)
    .where(eq(accountGroups.accountId, guest.accountId))
    .orderBy(asc(accountGroups.groupId))
    .limit(1);
  if (!group) throw new Error('the example guest has no group');
  return group.id;
}

/**
 * A new device with the key `key`: its id. Shared by the example group, or (`toGuest`) the
 * example guest's own cuff.
 */
export async function exampleDevice(
  fixture: ExampleFixture,
  key: string = crypto.randomUUID(),
  toGuest = false,
) {
  const assignment = toGuest
    ? { guestAccountId: (await exampleGuest(fixture)).accountId }
    : { groupId: await exampleGroup(fixture) };
  const [row] = await fixture.db
    .insert(measurementDevices)
    .values({
      type: 'bloodPressureMonitor',
      model: 'Example cuff',
      serial: `EX-${key.slice(0, 8)}`,
      ...assignment,
      keyHash: hashKey(key),
      keyHint: key.slice(-4),
      createdAt: new Date(),
      createdBy: await nurseId(fixture),
    })
    .returning({ id: measurementDevices.id });
  if (!row) throw new Error('no example device inserted');
  return row.id;
}

/** A new reading waiting in the example group's queue: its id. */
export async function exampleQueued(fixture: ExampleFixture): Promise<number> {
  const deviceId = await exampleDevice(fixture);
  const now = new Date();
  const [row] = await fixture.db
    .insert(measurementDeviceQueue)
    .values({
      deviceId,
      groupId: await exampleGroup(fixture),
      type: 'pressure',
      value: { systolic: 132, diastolic: 84, pulse: 70 },
      measuredAt: now,
      receivedAt: now,
    })
    .returning({ id: measurementDeviceQueue.id });
  if (!row) throw new Error('no example queued reading inserted');
  return row.id;
}
