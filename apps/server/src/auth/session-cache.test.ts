import { SOCKET_CLOSE_CODES } from '@care/api-client/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, demoTokenOf, myInfo } from '../test-support/test-app';
import { twoInstancesForFile } from '../test-support/two-instances';

/*
 * Two instances on one database (the real one of the run): each remembers the sessions it served
 * for a few seconds (docs/performance.md#what-changed-and-what-each-bought), and a sign-out or a
 * block on one instance is refused on the other at once. "At once" is when the other instance hears it on the bus, which
 * is also when it closes that session's sockets: the tests wait for that close, never for time.
 */

const instances = twoInstancesForFile();
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(() => {
  ({ a, b } = instances());
});

const accountIdOf = (username: string) => instances().accountIdOf(username);

/** A session of `username` that instance B has served (so remembers), with a socket on B. */
async function servedOnB(username: string) {
  let token = await demoTokenOf(a, username);
  const served = await myInfo(b, token);
  expect(served.statusCode).toBe(200);
  token = bearerOf(served) ?? token;
  const socket = await instances().socketOnB(username, token);
  // Served again from what B remembers.
  const again = await myInfo(b, token);
  expect(again.statusCode).toBe(200);
  return { token: bearerOf(again) ?? token, socket };
}

const errorOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  errorCode: response.json<{ errorCode?: string }>().errorCode,
});

describe('sessions remembered by an instance', () => {
  it('a session signed out on instance A is refused on instance B at once', async () => {
    const { token, socket } = await servedOnB('nurse');
    const out = await a.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await socket.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.unauthenticated);
    expect(errorOf(await myInfo(b, token))).toEqual({ status: 401, errorCode: 'E005' });
  });

  it('the sessions of an account blocked on instance A are refused on instance B at once', async () => {
    const { token, socket } = await servedOnB('doctor');
    const admin = await demoTokenOf(a, 'admin');
    const blocked = await a.inject({
      method: 'PUT',
      url: `/api/personal/delete-subscription/${await accountIdOf('doctor')}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await socket.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.unauthenticated);
    expect(errorOf(await myInfo(b, token))).toEqual({ status: 401, errorCode: 'E005' });
  });

  it('a session signed out on the instance that remembers it is refused there at once', async () => {
    const token = await demoTokenOf(a, 'nurse');
    const served = await myInfo(a, token);
    const current = bearerOf(served) ?? token;
    await a.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${current}` },
    });
    expect(errorOf(await myInfo(a, current))).toEqual({ status: 401, errorCode: 'E005' });
    expect(errorOf(await myInfo(a, token))).toEqual({ status: 401, errorCode: 'E005' });
  });
});
