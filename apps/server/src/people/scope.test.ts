import { errorBodySchema, personDetailResponseSchema } from '@care/api-client/schemas';
import { and, asc, eq, like, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededPermissions } from '../db/seed';
import { accountGroups, customerAccounts, customerGroups, personalData } from '../db/schema';
import { createTestWorld, demoTokenOf, present, type TestWorld } from '../test-support/test-app';

/**
 * The group scope on the demo facility: `assistance` (Piano 2 only) against the guests of Piano 1,
 * and the lists that leave other groups' guests out. Every route × role × group is in
 * src/authz/matrix-groups.test.ts; these are the records behind it.
 */
let world: TestWorld;
let app: FastifyInstance;
let tokens: Record<'admin' | 'assistance' | 'nurse', string>;
/** A guest of each floor: personalDataId and account id. */
let floor1: { personalDataId: number; accountId: number };
let floor2: { personalDataId: number; accountId: number };

async function firstGuestOf(groupName: string) {
  const [row] = await world.database.handle.db
    .select({ personalDataId: personalData.id, accountId: customerAccounts.id })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .innerJoin(accountGroups, eq(accountGroups.accountId, customerAccounts.id))
    .innerJoin(customerGroups, eq(customerGroups.id, accountGroups.groupId))
    .where(
      and(
        eq(customerGroups.name, groupName),
        like(customerAccounts.username, 'guest%'),
        ne(customerAccounts.username, 'guest'),
      ),
    )
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  return present(row, `a guest of ${groupName}`);
}

beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  tokens = {
    admin: await demoTokenOf(app, 'admin'),
    assistance: await demoTokenOf(app, 'assistance'),
    nurse: await demoTokenOf(app, 'nurse'),
  };
  floor1 = await firstGuestOf('Casa Serena – Piano 1');
  floor2 = await firstGuestOf('Casa Serena – Piano 2');
});
afterAll(async () => {
  await world?.close();
});

const call = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, body?: unknown) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
const outcome = (response: { statusCode: number; body: string }) => {
  const parsed = errorBodySchema.safeParse(JSON.parse(response.body || 'null'));
  return parsed.success ? `${response.statusCode} ${parsed.data.errorCode}` : response.statusCode;
};
const detailUrl = (id: number) =>
  `/api/personal-data/api/v1/personal-data/specific-personal-data/${id}`;
const historyUrl = (id: number) => `/api/care/api/v1/guest/detail/${id}/history`;
const photoUrl = (id: number) =>
  `/api/personal-data/api/v1/personal-data/profile-image-account/${id}`;

describe('the group scope', () => {
  it('keeps a Piano 1 guest’s detail, fiscal code, family contact, history and photo from the Piano 2 assistance', async () => {
    const refused = await call('assistance', 'GET', detailUrl(floor1.personalDataId));
    expect(outcome(refused)).toBe('403 E013');
    expect(refused.body).not.toMatch(/identifierCode|contact/);
    expect(outcome(await call('assistance', 'GET', historyUrl(floor1.personalDataId)))).toBe(
      '403 E013',
    );
    expect(outcome(await call('assistance', 'GET', photoUrl(floor1.accountId)))).toBe('403 E013');
    // A guest of the assistance's own floor: everything, fiscal code and family contact included.
    const own = await call('assistance', 'GET', detailUrl(floor2.personalDataId));
    expect(own.statusCode).toBe(200);
    const detail = personDetailResponseSchema.parse(own.json()).data;
    expect(detail.personalDataDto.identifierCode).toMatch(/^[A-Z0-9]{16}$/);
    expect(detail.values.contactName).toEqual(expect.any(String));
    expect((await call('assistance', 'GET', historyUrl(floor2.personalDataId))).statusCode).toBe(
      200,
    );
    // Administrators reach every group.
    expect((await call('admin', 'GET', detailUrl(floor1.personalDataId))).statusCode).toBe(200);
    expect((await call('admin', 'GET', detailUrl(floor2.personalDataId))).statusCode).toBe(200);
  });

  it('answers a guest id that does not exist as before (history 404 E017, detail 404 E003)', async () => {
    expect(outcome(await call('assistance', 'GET', historyUrl(999_999)))).toBe('404 E017');
    expect(outcome(await call('assistance', 'GET', detailUrl(999_999)))).toBe('404 E003');
  });

  it('leaves staff, who are not guests, outside the scope', async () => {
    const [doctor] = await world.database.handle.db
      .select({ id: personalData.id })
      .from(personalData)
      .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
      .where(eq(customerAccounts.username, 'dr.ferretti'));
    expect((await call('assistance', 'GET', detailUrl(present(doctor).id))).statusCode).toBe(200);
  });

  it('keeps another group’s guests’ documents out of the document list and the dashboard', async () => {
    const permissions = seededPermissions();
    const soon = new Date(world.clock().getTime() + 2 * 24 * 60 * 60_000);
    const expiration = soon.toISOString().slice(0, 16);
    const write = (accountId: number) => ({
      name: 'Consent',
      description: '',
      expiration,
      state: true,
      atCustomerAccountId: accountId,
      documentTagId: null,
      configuredPermission: Object.values(permissions).join(','),
      ...permissions,
    });
    // The nurse (Piano 1, W on documents) writes for a Piano 1 guest, not for a Piano 2 guest.
    expect((await call('nurse', 'POST', '/api/document', write(floor1.accountId))).statusCode).toBe(
      200,
    );
    expect(outcome(await call('nurse', 'POST', '/api/document', write(floor2.accountId)))).toBe(
      '403 E013',
    );
    const created = await call('admin', 'POST', '/api/document', write(floor2.accountId));
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { data: number }).data;
    const listed = async (who: keyof typeof tokens, url: string) =>
      ((await call(who, 'GET', url)).json() as { data: { id: number }[] }).data.map((d) => d.id);
    const list = `/api/document?atCustomerAccountId=${floor2.accountId}`;
    const toExpire = '/api/document/api/v1/dashboard/to-expire';
    expect(await listed('admin', list)).toContain(id);
    expect(await listed('admin', toExpire)).toContain(id);
    expect(await listed('nurse', list)).toEqual([]);
    expect(await listed('nurse', toExpire)).not.toContain(id);
    expect(outcome(await call('nurse', 'GET', `/api/document/${id}`))).toBe('403 E013');
  });
});
