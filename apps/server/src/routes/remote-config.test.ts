import { errorBodySchema, remoteConfigResponseSchema } from '@care/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteConfig } from '../db/schema';
import { createTestWorld, demoTokenOf, type TestWorld } from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
});
afterAll(async () => {
  await world?.close();
});

const tokenOf = (username: string) => demoTokenOf(app, username);

async function read(key = 'care_maintenance') {
  const response = await app.inject({ url: `/api/conf/remote-config?key=${key}` });
  return remoteConfigResponseSchema.parse(response.json()).data.data;
}

const put = (token: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/conf/remote-config',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });

describe('the maintenance flag', () => {
  it('reads false until an administrator sets it, then what was set, for anyone', async () => {
    expect(await read()).toBe(false);
    const admin = await tokenOf('admin');
    const on = await put(admin, { key: 'care_maintenance', value: true });
    expect(on.json()).toEqual({ data: { key: 'care_maintenance', value: true } });
    expect(await read()).toBe(true);
    // Another flag is another row.
    expect(await read('care_other')).toBe(false);
    await put(admin, { key: 'care_maintenance', value: false });
    expect(await read()).toBe(false);
    const rows = await world.database.handle.db.select().from(remoteConfig);
    expect(rows).toEqual([
      expect.objectContaining({ key: 'care_maintenance', value: false }) as unknown,
    ]);
  });

  it('is set by administrators only', async () => {
    const nurse = await tokenOf('nurse');
    const refused = await put(nurse, { key: 'care_maintenance', value: true });
    expect(refused.statusCode).toBe(403);
    expect(errorBodySchema.parse(refused.json()).errorCode).toBe('E013');
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/conf/remote-config',
      payload: { key: 'care_maintenance', value: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await read()).toBe(false);
  });

  it('refuses missing and malformed keys and values', async () => {
    const missing = await app.inject({ url: '/api/conf/remote-config' });
    expect([missing.statusCode, missing.json()]).toEqual([400, { errorCode: 'E012' }]);
    const bad = await app.inject({ url: '/api/conf/remote-config?key=a%20b' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { errorCode: 'E016' }]);
    const admin = await tokenOf('admin');
    expect((await put(admin, { key: 'care_maintenance', value: 'yes' })).json()).toEqual({
      errorCode: 'E016',
    });
    expect((await put(admin, { key: 'x'.repeat(101), value: true })).json()).toEqual({
      errorCode: 'E015',
    });
    expect((await put(admin, { key: 'care maintenance', value: true })).json()).toEqual({
      errorCode: 'E016',
    });
  });
});
