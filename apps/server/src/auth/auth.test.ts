import {
  errorBodySchema,
  myInfoResponseSchema,
  signInResponseSchema,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_GRACE_MS } from '../app';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { customerAccounts } from '../db/schema';
import {
  bearerOf,
  createTestWorld,
  myInfo,
  present,
  signIn,
  type TestWorld,
} from '../test-support/test-app';
import { newSessionToken } from './tokens';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => {
  await world?.close();
});

const admin = present(DEMO_ACCOUNTS.find((a) => a.username === 'admin'));

async function signInToken(username = admin.username, password = admin.password, extra = {}) {
  const response = await signIn(world.app, username, password, extra);
  expect(response.statusCode).toBe(200);
  return signInResponseSchema.parse(response.json()).data;
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(errorBodySchema.parse(response.json())).toEqual({ errorCode: code });
}

describe('sign-in and myInfo', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))(
    '%s signs in and reads their role and groups',
    async (_username, account) => {
      const response = await signIn(world.app, account.username, account.password);
      expect(response.statusCode).toBe(200);
      const { data } = signInResponseSchema.parse(response.json());
      expect(bearerOf(response)).toBe(data.token);
      expect(response.headers['access-control-expose-headers']).toBe(
        'Authorization, Care-Session-Expires-In',
      );

      const info = await myInfo(world.app, data.token);
      expect(info.statusCode).toBe(200);
      const { data: me } = myInfoResponseSchema.parse(info.json());
      expect(me.roleIdentifier).toBe(account.role);
      expect(me.customerRoleDto.role).toBe(account.role);
      expect(me.customerRoleDto.permission).toEqual(account.permission);
      expect(me.customerRoleDto.customerRoleDtos).toEqual([
        { id: me.customerRoleDto.id, role: account.role },
      ]);
      expect(me.customerRoleDto.customerGroupDtoCollection.map((g) => g.name)).toEqual(
        account.groups,
      );
      expect(me.personalDataDto).toMatchObject({
        name: account.name,
        surname: account.surname,
        email: account.email,
        identifierCode: account.identifierCode,
        status: 'A',
        credentialGenerated: true,
        profileImageData: null,
      });
    },
  );

  it('answers an expiry SESSION_IDLE_MINUTES ahead, or days ahead with rememberMe', async () => {
    const normal = await signInToken();
    const remembered = await signInToken(admin.username, admin.password, { rememberMe: true });
    const minutes = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;
    expect(minutes(normal.expiresAt)).toBeGreaterThan(25);
    expect(minutes(normal.expiresAt)).toBeLessThanOrEqual(31);
    expect(minutes(remembered.expiresAt)).toBeGreaterThan(29 * 24 * 60);
  });

  it('treats usernames case-insensitively and ignores surrounding spaces', async () => {
    const response = await signIn(world.app, '  ADMIN ', admin.password);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike: 401 E014, no token', async () => {
    for (const [username, password] of [
      [admin.username, 'wrong-password'],
      ['nobody-here', 'whatever'],
      [admin.username, admin.password.toUpperCase()],
    ] as const) {
      const response = await signIn(world.app, username, password);
      expectError(response, 401, 'E014');
      expect(response.headers.authorization).toBeUndefined();
    }
  });
});

describe('the guard', () => {
  it('refuses a missing, malformed or forged token: 401 E005', async () => {
    expectError(await world.app.inject({ url: '/api/personal/myInfo' }), 401, 'E005');
    for (const header of [
      'Bearer',
      'Bearer short',
      'Basic YWRtaW46eA==',
      `Bearer ${newSessionToken()}`,
    ]) {
      const response = await world.app.inject({
        url: '/api/personal/myInfo',
        headers: { authorization: header },
      });
      expectError(response, 401, 'E005');
      expect(response.headers.authorization).toBeUndefined();
    }
  });

  it('accepts an X-Time-Zone header, valid or not', async () => {
    let { token } = await signInToken();
    for (const zone of ['Europe/Rome', 'Not/AZone', 'x'.repeat(500)]) {
      const response = await world.app.inject({
        url: '/api/personal/myInfo',
        headers: { authorization: `Bearer ${token}`, 'x-time-zone': zone },
      });
      expect(response.statusCode).toBe(200);
      token = bearerOf(response) ?? token;
    }
  });

  it('expires a session after SESSION_IDLE_MINUTES without activity', async () => {
    const { token } = await signInToken();
    world.advance(31 * 60_000);
    const response = await myInfo(world.app, token);
    expectError(response, 401, 'E005');
  });

  it('keeps an active session alive: each request moves the idle expiry', async () => {
    let { token } = await signInToken();
    for (let i = 0; i < 3; i += 1) {
      world.advance(20 * 60_000);
      const response = await myInfo(world.app, token);
      expect(response.statusCode).toBe(200);
      token = present(bearerOf(response), 'token');
    }
  });

  it('keeps a remembered session past the idle limit of a normal one', async () => {
    const { token } = await signInToken(admin.username, admin.password, { rememberMe: true });
    world.advance(3 * 60 * 60_000);
    expect((await myInfo(world.app, token)).statusCode).toBe(200);
  });

  it('rotates the token at most once per grace period; the previous one works until it ends', async () => {
    const { token: t0 } = await signInToken();
    const first = await myInfo(world.app, t0);
    expect(first.statusCode).toBe(200);
    const t1 = present(bearerOf(first), 'token');
    expect(t1).not.toBe(t0);

    // A request still in flight with the old token is served, without a new token.
    const late = await myInfo(world.app, t0);
    expect(late.statusCode).toBe(200);
    expect(bearerOf(late)).toBeNull();

    // Inside t0's grace t1 is served without rotating, so t0 is never displaced early: a socket
    // or a request that read t0 just before t1 arrived still gets in.
    const soon = await myInfo(world.app, t1);
    expect(soon.statusCode).toBe(200);
    expect(bearerOf(soon)).toBeNull();
    expect((await myInfo(world.app, t0)).statusCode).toBe(200);

    // Once the grace is over, t0 is refused and the next request with t1 rotates it.
    world.advance(TOKEN_GRACE_MS + 1000);
    expectError(await myInfo(world.app, t0), 401, 'E005');
    const second = await myInfo(world.app, t1);
    expect(second.statusCode).toBe(200);
    const t2 = present(bearerOf(second), 'token');
    expect(t2).not.toBe(t1);
    expect((await myInfo(world.app, t1)).statusCode).toBe(200);

    world.advance(TOKEN_GRACE_MS + 1000);
    expectError(await myInfo(world.app, t1), 401, 'E005');
    expect((await myInfo(world.app, t2)).statusCode).toBe(200);
  });

  it('serves parallel requests with the same token; exactly one of them rotates it', async () => {
    const { token } = await signInToken();
    const answers = await Promise.all(Array.from({ length: 5 }, () => myInfo(world.app, token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rotated = answers.map(bearerOf).filter((t) => t !== null);
    expect(rotated).toHaveLength(1);
    expect((await myInfo(world.app, present(rotated[0]))).statusCode).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the session: the token and its predecessor stop working at once', async () => {
    const { token: t0 } = await signInToken();
    const t1 = present(bearerOf(await myInfo(world.app, t0)), 'token');
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${t1}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: true });
    expect(response.headers.authorization).toBeUndefined();
    expectError(await myInfo(world.app, t1), 401, 'E005');
    expectError(await myInfo(world.app, t0), 401, 'E005');
  });

  it('accepts an empty JSON body', async () => {
    const { token } = await signInToken();
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a session: 401 E005 without one', async () => {
    expectError(await world.app.inject({ method: 'POST', url: '/api/auth/sign-out' }), 401, 'E005');
  });
});

describe('accounts that may not sign in', () => {
  it('refuses a blocked account after the password check (E013) and ends its sessions', async () => {
    const nurse = present(DEMO_ACCOUNTS.find((a) => a.username === 'nurse'));
    const { token } = await signInToken(nurse.username, nurse.password);
    const db = world.database.handle.db;
    await db
      .update(customerAccounts)
      .set({ status: 'D' })
      .where(eq(customerAccounts.username, 'nurse'));
    try {
      expectError(await signIn(world.app, nurse.username, nurse.password), 403, 'E013');
      // A wrong password still says E014: the status is only revealed to the password's owner.
      expectError(await signIn(world.app, nurse.username, 'wrong'), 401, 'E014');
      expectError(await myInfo(world.app, token), 401, 'E005');
    } finally {
      await db
        .update(customerAccounts)
        .set({ status: 'A' })
        .where(eq(customerAccounts.username, 'nurse'));
    }
  });

  it('refuses an account whose credentials were never generated (E014)', async () => {
    const oss = present(DEMO_ACCOUNTS.find((a) => a.username === 'oss'));
    const db = world.database.handle.db;
    await db
      .update(customerAccounts)
      .set({ credentialGenerated: false })
      .where(eq(customerAccounts.username, 'oss'));
    try {
      expectError(await signIn(world.app, oss.username, oss.password), 401, 'E014');
    } finally {
      await db
        .update(customerAccounts)
        .set({ credentialGenerated: true })
        .where(eq(customerAccounts.username, 'oss'));
    }
  });
});
