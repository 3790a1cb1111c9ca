import {
  allergyGuestListResponseSchema,
  birthdayGuestListResponseSchema,
  guestCountsResponseSchema,
  guestPageResponseSchema,
  GUEST_LIST_PAGE_SIZE,
  type GuestRow,
  type GuestStatus,
} from '@care/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalData } from '../db/schema';
import { demoTokenOf, createTestWorld, type TestWorld } from '../test-support/test-app';
import { calendarDay } from '../time/local-time';

let world: TestWorld;
let app: FastifyInstance;
let nurse: string;
beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  nurse = await demoTokenOf(app, 'nurse');
});
afterAll(async () => {
  await world?.close();
});

const BASE = '/api/care/api/v1/guest';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'GET',
    url: `${BASE}/${path}`,
    headers: { authorization: `Bearer ${nurse}`, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

/** Every guest of a status tab of the nurse's first group, as the guest list shows them. */
async function listed(status: GuestStatus): Promise<GuestRow[]> {
  const rows: GuestRow[] = [];
  for (let page = 0; ; page += 1) {
    const body = await get(`complete-list?status=${status}&page=${page}`);
    const { items } = guestPageResponseSchema.parse(body).data;
    rows.push(...items);
    if (items.length < GUEST_LIST_PAGE_SIZE) return rows;
  }
}

async function setBirthDate(personalDataId: number, birthDate: string) {
  await world.database.handle.db
    .update(personalData)
    .set({ details: sql`${personalData.details} || ${JSON.stringify({ birthDate })}::jsonb` })
    .where(eq(personalData.id, personalDataId));
}

describe('the guest widgets of the home dashboard', () => {
  it('count the guests the guest list shows in each live status', async () => {
    const counts = guestCountsResponseSchema.parse(await get('dashboard')).data;
    expect(counts).toEqual({
      admitted: (await listed('A')).length,
      waiting: (await listed('W')).length,
      suspended: (await listed('S')).length,
    });
    expect(counts.admitted).toBeGreaterThan(0);
  });

  it('list the admitted guests the list marks with an allergy, with the allergy', async () => {
    const marked = (await listed('A')).filter((row) => row.allergy);
    const { items, total } = allergyGuestListResponseSchema.parse(await get('with-allergy')).data;
    expect(total).toBe(marked.length);
    expect(total).toBeGreaterThan(0);
    expect(items.map((row) => row.personalDataId)).toEqual(
      marked.slice(0, items.length).map((row) => row.personalDataId),
    );
    for (const row of items) expect(row.allergies.trim()).not.toBe('');
  });

  it('list the birthdays of the caller’s week, in the caller’s time zone', async () => {
    const [east, west, waiting] = [...(await listed('A')).slice(0, 2), (await listed('W'))[0]];
    if (!east || !west || !waiting) throw new Error('the seed has too few guests');
    // UTC+14 and UTC−11: 25 hours apart, so their calendar days always differ by one or two.
    const eastToday = calendarDay(world.clock(), 'Pacific/Kiritimati');
    const westToday = calendarDay(world.clock(), 'Pacific/Pago_Pago');
    await setBirthDate(east.personalDataId, `1936${eastToday.slice(4)}`);
    await setBirthDate(west.personalDataId, `1941${westToday.slice(4)}`);
    await setBirthDate(waiting.personalDataId, `1938${eastToday.slice(4)}`);

    const inEast = birthdayGuestListResponseSchema.parse(
      await get('birthday', { 'x-time-zone': 'Pacific/Kiritimati' }),
    ).data.items;
    const eastRow = inEast.find((row) => row.personalDataId === east.personalDataId);
    expect(eastRow).toMatchObject({ date: eastToday, inDays: 0 });
    expect(eastRow?.turns).toBe(Number(eastToday.slice(0, 4)) - 1936);
    expect(inEast.some((row) => row.personalDataId === west.personalDataId)).toBe(false);
    expect(inEast.some((row) => row.personalDataId === waiting.personalDataId)).toBe(false);

    const inWest = birthdayGuestListResponseSchema.parse(
      await get('birthday', { 'x-time-zone': 'Pacific/Pago_Pago' }),
    ).data.items;
    const westRow = inWest.find((row) => row.personalDataId === west.personalDataId);
    expect(westRow).toMatchObject({ date: westToday, inDays: 0 });
    const later = inWest.find((row) => row.personalDataId === east.personalDataId);
    expect([1, 2]).toContain(later?.inDays);
  });
});
