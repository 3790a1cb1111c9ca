import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountGroups, customerAccounts } from './schema';
import { ROUND_TRIPS_HEADER } from './round-trips';
import { asc, eq } from 'drizzle-orm';
import {
  bearerOf,
  createTestWorld,
  demoTokenOf,
  present,
  type TestWorld,
} from '../test-support/test-app';

/*
 * The database round trips of the hot routes (docs/performance.md#round-trips), counted per
 * request on the real database of the run: a change that adds a query to a route every tablet
 * calls fails here. A route's count is taken on its second call, as a signed-in tablet makes it:
 * the session comes from what the instance remembers (with its role), and its renewal is stored
 * at most every 10 s, so the guard reads nothing.
 */

let world: TestWorld;
let token: string;
let groupId: number | undefined;

beforeAll(async () => {
  world = await createTestWorld();
  token = await demoTokenOf(world.app, 'nurse');
  const [nurse] = await world.database.handle.db
    .select({ groupId: accountGroups.groupId })
    .from(customerAccounts)
    .innerJoin(accountGroups, eq(accountGroups.accountId, customerAccounts.id))
    .where(eq(customerAccounts.username, 'nurse'))
    .orderBy(asc(accountGroups.groupId))
    .limit(1);
  groupId = nurse?.groupId;
});

afterAll(async () => {
  await world?.close();
});

/** The path and body of a route's own example (the routes' fixture of the generic tests). */
async function exampleOf(app: FastifyInstance, method: string, url: string) {
  const route = present(
    app.routeTable().find((r) => r.method === method && r.url === url),
    url,
  );
  const source = route.example;
  const fixture = { db: world.database.handle.db, ...(groupId ? { groupId } : {}) };
  const example = typeof source === 'function' ? await source(fixture) : source;
  return { path: example?.path ?? url, body: example?.body, headers: example?.headers };
}

/** Calls as the nurse (following the token's rotation): the answer's round trips. */
async function roundTrips(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response: LightMyRequestResponse = await world.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode).toBe(200);
  token = bearerOf(response) ?? token;
  return Number(response.headers[ROUND_TRIPS_HEADER]);
}

/** A route's count on its second call. */
async function secondCall(method: 'GET' | 'POST', url: string, payload?: unknown) {
  await roundTrips(method, url, payload);
  return roundTrips(method, url, payload);
}

describe('database round trips per request', () => {
  it('health: one', async () => {
    const response = await world.app.inject({ url: '/api/health' });
    expect(response.headers[ROUND_TRIPS_HEADER]).toBe('1');
  });

  it('myInfo: the person with the roles and the groups', async () => {
    expect(await secondCall('GET', '/api/personal/myInfo')).toBe(1);
  });

  it('a page of the guest list: the group, the page with its total', async () => {
    const url = '/api/care/api/v1/guest/complete-list?status=A&page=0';
    expect(await secondCall('GET', url)).toBe(2);
  });

  // The module levels come from what the instance remembers (modules/access-cache.ts).
  it('a document: the document with the permissions; the audit; the attachments', async () => {
    const { path } = await exampleOf(world.app, 'GET', '/api/document/:id');
    expect(await secondCall('GET', path)).toBe(3);
  });

  it('a diary entry: the guest with the categories and the names; the insert', async () => {
    const { path, body } = await exampleOf(
      world.app,
      'POST',
      '/api/care/api/v1/diary/guest/:id/entries',
    );
    expect(await secondCall('POST', path, body)).toBe(2);
  });

  it('a device’s reading: the guest’s thresholds and the insert (and its key on PostgreSQL)', async () => {
    const url = '/api/care/api/v1/measurement/device/readings';
    const { body, headers } = await exampleOf(world.app, 'POST', url);
    const send = () => world.app.inject({ method: 'POST', url, headers, payload: body as object });
    expect((await send()).statusCode).toBe(200);
    const second = await send();
    expect(second.statusCode, second.body).toBe(200);
    // On PGlite the instance is the only one and remembers the key (measurement/device-cache.ts).
    const expected = world.database.handle.kind === 'pglite' ? 2 : 3;
    expect(Number(second.headers[ROUND_TRIPS_HEADER])).toBe(expected);
  });
});
