import { extendSessionResponseSchema } from '@care/api-client/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { TEST_SESSION_EXPIRY_PATH } from '../http/test-clock';
import {
  bearerOf,
  createTestWorld,
  myInfo,
  present,
  signIn,
  type TestWorld,
} from '../test-support/test-app';

// The session's time left on every answer, the extend route and the test route that ends one
// session (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends).

let world: TestWorld;
let faulty: FastifyInstance;
beforeAll(async () => {
  world = await createTestWorld();
  faulty = await world.build({ faultsEnabled: true });
});
afterAll(async () => {
  await world?.close();
});

const nurse = present(DEMO_ACCOUNTS.find((account) => account.role === 'RA_NURSE'));

async function tokenOf(app = world.app, rememberMe = false): Promise<string> {
  const response = await signIn(app, nurse.username, nurse.password, { rememberMe });
  expect(response.statusCode).toBe(200);
  return present(bearerOf(response), 'token');
}

function expiresIn(response: LightMyRequestResponse): number {
  const header = response.headers['care-session-expires-in'];
  expect(header, 'Care-Session-Expires-In').toMatch(/^\d+$/);
  return Number(header);
}

function extend(token: string, app = world.app): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/extend-session',
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('Care-Session-Expires-In', () => {
  it('tells every authenticated answer the seconds left by the server’s clock', async () => {
    const response = await myInfo(world.app, await tokenOf());
    expect(response.statusCode).toBe(200);
    expect(expiresIn(response)).toBe(30 * 60);
    expect(response.headers['access-control-expose-headers']).toContain('Care-Session-Expires-In');
  });

  it('says days for a remember-me session', async () => {
    const response = await myInfo(world.app, await tokenOf(world.app, true));
    expect(expiresIn(response)).toBe(30 * 24 * 60 * 60);
  });

  it('is on a refusal of a signed-in caller too, and absent without a session', async () => {
    const token = await tokenOf();
    const refused = await world.app.inject({
      method: 'GET',
      url: '/api/admin/module-access',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(expiresIn(refused)).toBe(30 * 60);
    const anonymous = await world.app.inject({ method: 'GET', url: '/api/personal/myInfo' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['care-session-expires-in']).toBeUndefined();
  });

  it('a background call neither extends nor rotates: the time left keeps running down', async () => {
    const token = await tokenOf();
    world.advance(10 * 60_000);
    const background = await world.app.inject({
      method: 'GET',
      url: '/api/personal/myInfo',
      headers: { authorization: `Bearer ${token}`, 'care-background': 'true' },
    });
    expect(background.statusCode).toBe(200);
    expect(expiresIn(background)).toBe(20 * 60);
    expect(bearerOf(background)).toBeNull();
    world.advance(21 * 60_000);
    expect((await myInfo(world.app, token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/extend-session', () => {
  it('moves the idle expiry and answers the seconds left', async () => {
    const token = await tokenOf();
    world.advance(25 * 60_000);
    const response = await extend(token);
    expect(response.statusCode).toBe(200);
    const { data } = extendSessionResponseSchema.parse(response.json());
    expect(data.expiresInSeconds).toBe(30 * 60);
    expect(expiresIn(response)).toBe(30 * 60);
    // Past the first expiry the session still works, with the rotated token.
    world.advance(10 * 60_000);
    const later = await myInfo(world.app, present(bearerOf(response), 'rotated token'));
    expect(later.statusCode).toBe(200);
  });

  it('refuses an ended session: 401 E005', async () => {
    const token = await tokenOf();
    world.advance(31 * 60_000);
    const response = await extend(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorCode: 'E005' });
  });
});

describe('POST /api/__test__/session/expire', () => {
  it('ends the caller’s session now and no other', async () => {
    const ending = await tokenOf(faulty);
    const other = await tokenOf(faulty);
    const response = await faulty.inject({
      method: 'POST',
      url: TEST_SESSION_EXPIRY_PATH,
      headers: { authorization: `Bearer ${ending}` },
    });
    expect(response.statusCode).toBe(200);
    expect((await myInfo(faulty, ending)).statusCode).toBe(401);
    expect((await myInfo(faulty, other)).statusCode).toBe(200);
  });

  it('does not exist without FAULTS_ENABLED', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: TEST_SESSION_EXPIRY_PATH,
      headers: { authorization: `Bearer ${await tokenOf()}` },
    });
    expect(response.statusCode).toBe(404);
  });
});
