import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDiaryGuest } from '../test-support/diary';
import { createTestWorld, demoTokenOf, type TestWorld } from '../test-support/test-app';

const BASE = '/api/care/api/v1/measurement';
const ZONE = 'Europe/Rome';
const HOUR = 3_600_000;

let world: TestWorld;
let app: FastifyInstance;

beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
});
afterAll(async () => {
  await world?.close();
});

/** A call as the demo nurse, signed in afresh (the test moves the clock past a session's idle). */
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const token = await demoTokenOf(app, 'nurse');
  return app.inject({
    method,
    url: `${BASE}${url}`,
    headers: { authorization: `Bearer ${token}`, 'x-time-zone': ZONE },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

type Due = { type: string; dueAt: string; overdue: boolean };
const dueOf = (response: LightMyRequestResponse) => response.json<{ data: Due[] }>().data;

/** The wall-clock time of `at` in Rome, `HH:MM`. */
const romeTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(
    at,
  );

async function overdueGuests(): Promise<{ personalDataId: number; types: string[] }[]> {
  const response = await call('GET', '/overdue');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ data: { guest: { personalDataId: number }; due: Due[] }[] }>()
    .data.map((row) => ({
      personalDataId: row.guest.personalDataId,
      types: row.due.map((due) => due.type),
    }));
}

describe('a schedule at a fixed time of day', () => {
  it('falls due at its time, is overdue on the guest and in the group’s list once it passes, and a reading clears it', async () => {
    const guest = await newDiaryGuest(world.database.handle.db);
    const time = romeTime(new Date(world.clock().getTime() + 2 * HOUR));
    const put = await call('PUT', `/guest/${guest.personalDataId}/schedules`, {
      schedules: [{ type: 'glycemia', kind: 'times', times: [time] }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const [before] = dueOf(put);
    expect(before?.overdue).toBe(false);
    const slot = Date.parse(before?.dueAt ?? '');
    expect(romeTime(new Date(slot))).toBe(time);
    expect(slot - world.clock().getTime()).toBeGreaterThan(HOUR);
    expect(slot - world.clock().getTime()).toBeLessThanOrEqual(2 * HOUR);
    expect(await overdueGuests()).not.toContainEqual(
      expect.objectContaining({ personalDataId: guest.personalDataId }),
    );

    world.advance(slot - world.clock().getTime());
    const at = dueOf(await call('GET', `/guest/${guest.personalDataId}/schedules`));
    expect(at).toEqual([expect.objectContaining({ dueAt: before?.dueAt, overdue: true })]);
    expect(await overdueGuests()).toContainEqual({
      personalDataId: guest.personalDataId,
      types: ['glycemia'],
    });

    const reading = await call('POST', `/guest/${guest.personalDataId}/readings`, {
      type: 'glycemia',
      outcome: 'measured',
      value: { value: 110, unit: 'mg/dL' },
    });
    expect(reading.statusCode, reading.body).toBe(200);
    const after = dueOf(await call('GET', `/guest/${guest.personalDataId}/schedules`));
    expect(after).toEqual([expect.objectContaining({ overdue: false })]);
    expect(romeTime(new Date(after[0]?.dueAt ?? ''))).toBe(time);
    expect(Date.parse(after[0]?.dueAt ?? '') - slot).toBeGreaterThanOrEqual(23 * HOUR);
    expect(await overdueGuests()).not.toContainEqual(
      expect.objectContaining({ personalDataId: guest.personalDataId }),
    );
  });
});
