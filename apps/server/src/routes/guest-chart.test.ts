import { errorBodySchema, guestChartHeaderResponseSchema } from '@care/api-client/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, personalData } from '../db/schema';
import { createTestWorld, demoTokenOf, present, type TestWorld } from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
let admin: string;
let nurse: string;
beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  admin = await demoTokenOf(app, 'admin');
  nurse = await demoTokenOf(app, 'nurse');
});
afterAll(async () => {
  await world?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const headerUrl = (personalDataId: number) =>
  `/api/care/api/v1/guest/detail/${personalDataId}/chart-header`;
const get = (personalDataId: number, token: string) =>
  app.inject({ url: headerUrl(personalDataId), headers: auth(token) });
const errorOf = (response: { statusCode: number; json(): unknown }) => [
  response.statusCode,
  errorBodySchema.parse(response.json()).errorCode,
];

/** The personalDataId of an account by username. */
async function personOf(username: string): Promise<number> {
  const [row] = await world.database.handle.db
    .select({ id: personalData.id })
    .from(personalData)
    .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
    .where(eq(customerAccounts.username, username));
  return present(row, username).id;
}

/** A seeded guest (`guest01`…) with no allergy recorded. */
async function guestWithoutAllergy(): Promise<number> {
  const [row] = await world.database.handle.db
    .select({ id: personalData.id })
    .from(personalData)
    .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
    .where(
      and(
        sql`${customerAccounts.username} like 'guest__'`,
        sql`coalesce(${personalData.details}->>'allergies', '') = ''`,
      ),
    )
    .limit(1);
  return present(row, 'a guest without allergies').id;
}

/** Sets the nurse's level of `module` through the administrators' screen. */
const setNurse = (module: string, level: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/module-access',
    headers: auth(admin),
    payload: { levels: { [module]: { RA_NURSE: level } } },
  });

describe('the guest chart header', () => {
  it('answers the demo guest’s header facts to a nurse', async () => {
    const response = await get(await personOf('guest'), nurse);
    expect(response.statusCode, response.body).toBe(200);
    const header = guestChartHeaderResponseSchema.parse(response.json()).data;
    expect(header).toMatchObject({
      status: 'A',
      birthDate: '1938-04-12',
      room: '104',
      allergies: 'Penicillin',
      diet: 'soft',
      mainDiagnoses: ['Type 2 diabetes mellitus', 'Arterial hypertension'],
      contact: { name: 'Laura Conti', relation: 'daughter', phone: '+39 347 555 0142' },
      latestVitals: { readings: [], news2: null, activeAlerts: 0, overdue: [] },
    });
    expect(header.group?.name).toEqual(expect.any(String));
    expect(header.attendingDoctor?.surname).toEqual(expect.any(String));
  });

  it('says null for allergies when none are recorded', async () => {
    const response = await get(await guestWithoutAllergy(), admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(guestChartHeaderResponseSchema.parse(response.json()).data.allergies).toBeNull();
  });

  it('answers 404 E003 for a person who is not a guest, and for nobody', async () => {
    expect(errorOf(await get(await personOf('doctor'), nurse))).toEqual([404, 'E003']);
    expect(errorOf(await get(2_000_000_000, nurse))).toEqual([404, 'E003']);
  });

  it('refuses guests, even about themselves, and anonymous callers', async () => {
    const guestId = await personOf('guest');
    const guest = await demoTokenOf(app, 'guest');
    expect(errorOf(await get(guestId, guest))).toEqual([403, 'E013']);
    expect(errorOf(await app.inject({ url: headerUrl(guestId) }))).toEqual([401, 'E005']);
  });

  it('refuses a role whose summary module is closed, on the next request', async () => {
    const guestId = await personOf('guest');
    expect((await setNurse('summary', 'none')).statusCode).toBe(200);
    try {
      expect(errorOf(await get(guestId, nurse))).toEqual([403, 'E013']);
      expect((await get(guestId, admin)).statusCode).toBe(200);
    } finally {
      expect((await setNurse('summary', 'read')).statusCode).toBe(200);
    }
    expect((await get(guestId, nurse)).statusCode).toBe(200);
  });

  it('has no latest vital signs for a role that does not read measurements', async () => {
    const guestId = await personOf('guest');
    expect((await setNurse('measurement', 'none')).statusCode).toBe(200);
    try {
      const header = guestChartHeaderResponseSchema.parse((await get(guestId, nurse)).json());
      expect(header.data.latestVitals).toBeNull();
    } finally {
      expect((await setNurse('measurement', 'write')).statusCode).toBe(200);
    }
  });
});
