import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestWorld, type TestWorld } from '../test-support/test-app';
import { FAULTS_PATH } from './faults';
import { TEST_CLOCK_PATH } from './test-clock';

let world: TestWorld;
let app: FastifyInstance;
beforeAll(async () => {
  world = await createTestWorld();
  app = await world.build({ faultsEnabled: true });
});
afterAll(async () => {
  await world?.close();
});
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: FAULTS_PATH });
});

function arm(target: FastifyInstance, fault: Record<string, unknown>) {
  return target.inject({ method: 'POST', url: FAULTS_PATH, payload: fault });
}

describe('the test clock (FAULTS_ENABLED=1, not production)', () => {
  it('moves the sessions’ time forward: a rotated-out token stops working past its grace period', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'nurse', password: 'Care-nurse-2026!' },
    });
    const first = (signIn.json() as { data: { token: string } }).data.token;
    const myInfo = (token: string) =>
      app.inject({ url: '/api/personal/myInfo', headers: { authorization: `Bearer ${token}` } });
    const rotated = (await myInfo(first)).headers.authorization;
    expect(rotated).toMatch(/^Bearer /);
    expect((await myInfo(first)).statusCode).toBe(200);

    const moved = await app.inject({
      method: 'POST',
      url: TEST_CLOCK_PATH,
      payload: { advanceMs: 31_000 },
    });
    expect(moved.statusCode).toBe(200);
    expect((await myInfo(first)).statusCode).toBe(401);
    expect((await myInfo(String(rotated).slice('Bearer '.length))).statusCode).toBe(200);
  });
});

describe('fault hooks (FAULTS_ENABLED=1, not production)', () => {
  it('answer the next N matching requests with a status and a fitting code, then serve again', async () => {
    expect((await arm(app, { path: '/api/health', status: 503, times: 2 })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const faulted = await app.inject({ url: '/api/health?x=1' });
      expect(faulted.statusCode).toBe(503);
      expect(faulted.json()).toEqual({ errorCode: 'E008' });
      // A faulted answer is still an answer of this server: same security headers.
      expect(faulted.headers['content-security-policy']).toContain("object-src 'none'");
    }
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('take a code, a method, a prefix, and ignore a trailing slash', async () => {
    await arm(app, { path: '/api/personal/*', method: 'GET', status: 417 });
    await arm(app, { path: '/meta.json/', status: 429, errorCode: 'E013' });
    const expired = await app.inject({ url: '/api/personal/myInfo' });
    expect({ status: expired.statusCode, body: expired.json() }).toEqual({
      status: 417,
      body: { errorCode: 'E005' },
    });
    expect((await app.inject({ method: 'POST', url: '/meta.json' })).statusCode).toBe(429);
    expect((await app.inject({ url: '/meta.json' })).statusCode).toBe(200);
  });

  it('delay an answer, alone (then served) or before a status', async () => {
    await arm(app, { path: '/api/health', delayMs: 300 });
    let started = performance.now();
    const slow = await app.inject({ url: '/api/health' });
    expect(slow.statusCode).toBe(200);
    // Only a lower bound: a loaded machine may make it slower, never faster.
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    await arm(app, { path: '/api/health', delayMs: 200, status: 500 });
    started = performance.now();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('drop the connection without an answer (real HTTP)', async () => {
    const listening = await world.build({ faultsEnabled: true });
    const base = await listening.listen({ port: 0, host: '127.0.0.1' });
    await arm(listening, { path: '/api/health', drop: true });
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('are listed and disarmed, and never break their own endpoints', async () => {
    await arm(app, { path: `${FAULTS_PATH}*`, status: 500, times: 5 });
    await arm(app, { path: '/docs', status: 502 });
    const listed = await app.inject({ url: FAULTS_PATH });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { data: { path: string; remaining: number }[] }).data).toEqual([
      expect.objectContaining({ path: `${FAULTS_PATH}*`, remaining: 5 }),
      expect.objectContaining({ path: '/docs', status: 502, remaining: 1 }),
    ]);
    expect((await app.inject({ method: 'DELETE', url: FAULTS_PATH })).json()).toEqual({
      data: true,
    });
    expect((await app.inject({ url: '/docs' })).statusCode).toBe(200);
  });

  it('refuse a fault that breaks nothing or is contradictory', async () => {
    for (const fault of [
      {},
      { path: '/api/health' },
      { path: 'api/health', status: 500 },
      { path: '/api/health', status: 200 },
      { path: '/api/health', status: 500, drop: true },
      { path: '/api/health', status: 500, errorCode: 'E999' },
    ]) {
      expect((await arm(app, fault)).statusCode, JSON.stringify(fault)).toBe(400);
    }
  });
});

describe('fault hooks are never there unless asked for, and never in production', () => {
  it('do not exist by default', async () => {
    const response = await arm(world.app, { path: '/api/health', status: 500 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 'E008' });
    expect((await world.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('are refused by the configuration in production, whatever FAULTS_ENABLED says', () => {
    expect(loadConfig({ FAULTS_ENABLED: '1' }).faultsEnabled).toBe(true);
    expect(loadConfig({ FAULTS_ENABLED: '1', NODE_ENV: 'test' }).faultsEnabled).toBe(true);
    expect(loadConfig({ FAULTS_ENABLED: '1', NODE_ENV: 'production' }).faultsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).faultsEnabled).toBe(false);
  });

  it('are not installed by a production app even if its configuration claims them', async () => {
    const production = await world.build({ nodeEnv: 'production', faultsEnabled: true });
    expect((await arm(production, { path: '/api/health', status: 500 })).statusCode).toBe(404);
    expect((await production.inject({ url: FAULTS_PATH })).statusCode).toBe(404);
    expect((await production.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
