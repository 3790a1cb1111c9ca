import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, diaryEntries } from '../db/schema';
import { diaryCall, newDiaryGuest, outcome } from '../test-support/diary';
import { createTestWorld, demoTokenOf, type TestWorld } from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
let doctor: string;
let guest: { accountId: number; personalDataId: number };
let nurseId: number;
const HOUR = 3_600_000;
/** 25 entries, one an hour back from now: even hours by the nurse about sleep, odd by the OSS. */
const base = Date.UTC(2026, 2, 10, 12);

beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  doctor = await demoTokenOf(app, 'doctor');
  const db = world.database.handle.db;
  guest = await newDiaryGuest(db);
  const ids = Object.fromEntries(
    (
      await db
        .select({ id: customerAccounts.id, username: customerAccounts.username })
        .from(customerAccounts)
    ).map((row) => [row.username, row.id]),
  );
  nurseId = ids.nurse ?? 0;
  await db.insert(diaryEntries).values(
    Array.from({ length: 25 }, (_, n) => ({
      guestAccountId: guest.accountId,
      occurredAt: new Date(base - n * HOUR),
      recordedAt: new Date(base - n * HOUR),
      authorId: (n % 2 ? ids.oss : ids.nurse) ?? 0,
      categories: n % 2 ? ['nutrition'] : ['sleep', 'health'],
      text: n === 7 ? 'Ate 100% of lunch_time meal' : `Entry ${n}`,
      significance: n === 3 ? ('critical' as const) : ('routine' as const),
    })),
  );
});
afterAll(async () => {
  await world?.close();
});

type Page = { items: { text: string; occurredAt: string }[]; total: number; page: number };
async function list(query: string): Promise<Page> {
  const url = `/guest/${guest.personalDataId}/entries?${query}`;
  const response = await diaryCall(app, doctor, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Page }>().data;
}

describe('a guest’s diary', () => {
  it('pages 20 entries at a time, newest first, with the total', async () => {
    const first = await list('page=0');
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.text).toBe('Entry 0');
    expect((await list('page=1')).items.map((e) => e.text)).toEqual(
      [20, 21, 22, 23, 24].map((n) => `Entry ${n}`),
    );
  });

  it('filters by category, significance, author, period and text', async () => {
    expect((await list('categories=nutrition')).total).toBe(12);
    expect((await list('categories=health,nutrition')).total).toBe(25);
    expect((await list('significance=critical')).items.map((e) => e.text)).toEqual(['Entry 3']);
    expect((await list(`author=${nurseId}`)).total).toBe(13);
    const from = new Date(base - 2 * HOUR).toISOString();
    const to = new Date(base - HOUR).toISOString();
    expect((await list(`from=${from}&to=${to}`)).items.map((e) => e.text)).toEqual([
      'Entry 1',
      'Entry 2',
    ]);
    expect((await list('q=100%25 OF LUNCH_')).items.map((e) => e.text)).toEqual([
      'Ate 100% of lunch_time meal',
    ]);
    expect((await list('q=1%25')).total).toBe(0);
  });

  it('refuses malformed filters with 400, never a 500', async () => {
    for (const query of ['significance=urgent', 'categories=Bad-Id', 'from=yesterday', 'page=-1']) {
      const response = await diaryCall(
        app,
        doctor,
        'GET',
        `/guest/${guest.personalDataId}/entries?${query}`,
      );
      expect(outcome(response), query).toEqual({ status: 400, errorCode: 'E016' });
    }
    const long = await diaryCall(
      app,
      doctor,
      'GET',
      `/guest/${guest.personalDataId}/entries?q=${'x'.repeat(101)}`,
    );
    expect(outcome(long)).toEqual({ status: 400, errorCode: 'E015' });
  });

  it('lists the unread only, the caller’s own counting as read', async () => {
    expect((await list('unread=true')).total).toBe(25);
    const [first] = await world.database.handle.db
      .select({ id: diaryEntries.id })
      .from(diaryEntries)
      .where(eq(diaryEntries.guestAccountId, guest.accountId))
      .limit(1);
    await diaryCall(app, doctor, 'POST', '/read', { ids: [first?.id] });
    expect((await list('unread=true')).total).toBe(24);
  });
});
