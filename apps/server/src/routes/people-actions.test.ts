import {
  errorBodySchema,
  guestHistoryResponseSchema,
  personDetailResponseSchema,
  signInResponseSchema,
  SOCKET_CLOSE_CODES,
} from '@care/api-client/schemas';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { customerAccounts, personalData } from '../db/schema';
import { DEMO_GUEST_PASSWORD, DEMO_GUESTS_WITH_CREDENTIALS } from '../db/seed-people';
import type { SentMail } from '../mail/mailer';
import { accountChannel } from '../realtime/channels';
import { NOTIFICATION_SOCKET_PATH } from '../realtime/routes';
import { TestSocket } from '../realtime/test-socket';
import { createTestWorld, myInfo, present, signIn, type TestWorld } from '../test-support/test-app';
import { TEST_MAIL_PATH } from './credentials';

const ORIGIN = 'https://care.example';
let world: TestWorld;
let app: FastifyInstance;
let base: string;
let secretary: string;
beforeAll(async () => {
  world = await createTestWorld();
  // A listening server (for the notification socket), with the development outbox.
  app = await world.build({ faultsEnabled: true }, { notifications: { allowedOrigins: [ORIGIN] } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  secretary = await tokenOf('secretary');
});
afterAll(async () => {
  await world?.close();
});

async function tokenOf(username: string, password?: string) {
  const demo = DEMO_ACCOUNTS.find((a) => a.username === username);
  const response = await signIn(app, username, password ?? present(demo).password);
  expect(response.statusCode, `${username} signs in`).toBe(200);
  return signInResponseSchema.parse(response.json()).data.token;
}

const action = (token: string, name: string, accountId: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/personal/${name}/${accountId}`,
    headers: { authorization: `Bearer ${token}` },
  });

const errorOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  errorCode: errorBodySchema.parse(response.json()).errorCode,
});

async function outbox(to: string): Promise<SentMail[]> {
  const response = await app.inject({ url: `${TEST_MAIL_PATH}?to=${encodeURIComponent(to)}` });
  return (response.json() as { data: SentMail[] }).data;
}

const linkToken = (mail: SentMail | undefined) =>
  present(/[?&]token=([A-Za-z0-9_-]+)/.exec(present(mail).link)?.[1], 'token in the link');

/**
 * Seeded guests (`guest01`…) with an e-mail address, with or without credentials; with: only
 * those the seed gave the demo password (`DEMO_GUESTS_WITH_CREDENTIALS`).
 */
async function seededGuests(credentials: boolean) {
  const rows = await world.database.handle.db
    .select({
      accountId: customerAccounts.id,
      personalDataId: personalData.id,
      username: customerAccounts.username,
      email: personalData.email,
      status: customerAccounts.status,
    })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(
      and(
        like(customerAccounts.username, 'guest_%'),
        eq(customerAccounts.credentialGenerated, credentials),
        eq(customerAccounts.status, 'A'),
        isNotNull(personalData.email),
      ),
    )
    .orderBy(customerAccounts.id);
  const seeded = (username: string) =>
    Number(username.slice('guest'.length)) <= DEMO_GUESTS_WITH_CREDENTIALS;
  return credentials ? rows.filter((row) => seeded(row.username)) : rows;
}

async function detailOf(personalDataId: number) {
  const response = await app.inject({
    url: `/api/personal-data/api/v1/personal-data/specific-personal-data/${personalDataId}`,
    headers: { authorization: `Bearer ${secretary}` },
  });
  return personDetailResponseSchema.parse(response.json()).data.personalDataDto;
}

describe('generate-subscription', () => {
  it('creates a login: the person gets the link by mail, defines a password and signs in', async () => {
    const guest = present((await seededGuests(false))[0]);
    expect((await signIn(app, guest.username, 'Whatever-2026!')).statusCode).toBe(401);

    const generated = await action(secretary, 'generate-subscription', guest.accountId);
    expect(generated.statusCode, generated.body).toBe(200);
    expect((await detailOf(guest.personalDataId)).credentialGenerated).toBe(true);
    const mail = (await outbox(present(guest.email))).at(-1);
    expect(mail?.text).toContain(`"${guest.username}"`);
    expect(mail?.link).toContain('/loggedOut/defineCredential/');

    const defined = await app.inject({
      method: 'POST',
      url: '/api/auth/define-credential',
      payload: {
        token: linkToken(mail),
        password: 'New-guest-pass-2026',
        confirmPassword: 'New-guest-pass-2026',
      },
    });
    expect(defined.statusCode, defined.body).toBe(200);
    const token = await tokenOf(guest.username, 'New-guest-pass-2026');
    expect((await myInfo(app, token)).statusCode).toBe(200);
    // Once a password is set, generating again is refused: a reset replaces credentials.
    expect(errorOf(await action(secretary, 'generate-subscription', guest.accountId))).toEqual({
      status: 409,
      errorCode: 'E034',
    });
  });

  it('needs an e-mail address, and a secretary or an administrator', async () => {
    const [row] = await world.database.handle.db
      .select({ accountId: customerAccounts.id })
      .from(customerAccounts)
      .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
      .where(
        and(
          like(customerAccounts.username, 'guest_%'),
          eq(customerAccounts.credentialGenerated, false),
        ),
      )
      .orderBy(customerAccounts.id);
    const withoutMail = await world.database.handle.db
      .select({ accountId: personalData.accountId })
      .from(personalData)
      .where(and(eq(personalData.accountId, present(row).accountId)));
    await world.database.handle.db
      .update(personalData)
      .set({ email: null })
      .where(eq(personalData.accountId, present(withoutMail[0]).accountId));
    expect(
      errorOf(await action(secretary, 'generate-subscription', present(row).accountId)),
    ).toEqual({
      status: 422,
      errorCode: 'E031',
    });
    const other = present((await seededGuests(false))[0]);
    for (const username of ['nurse', 'doctor', 'guest']) {
      expect(
        errorOf(await action(await tokenOf(username), 'generate-subscription', other.accountId)),
      ).toEqual({
        status: 403,
        errorCode: 'E013',
      });
    }
  });
});

describe('delete-subscription and restore-subscription', () => {
  it('blocks a guest at once: the open session and socket end; restore lets them back in', async () => {
    const guest = present((await seededGuests(true))[0]);
    const token = await tokenOf(guest.username, DEMO_GUEST_PASSWORD);
    const socket = await TestSocket.open(
      `${base.replace(/^http/, 'ws')}${NOTIFICATION_SOCKET_PATH}`,
      {
        origin: ORIGIN,
      },
    );
    socket.send({ type: 'auth', token, channelId: accountChannel(guest.accountId), lastSeq: null });
    await socket.untilReady();

    const blocked = await action(secretary, 'delete-subscription', guest.accountId);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await socket.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.unauthenticated);
    expect(errorOf(await myInfo(app, token))).toEqual({ status: 401, errorCode: 'E005' });
    expect((await signIn(app, guest.username, DEMO_GUEST_PASSWORD)).statusCode).not.toBe(200);
    expect(await detailOf(guest.personalDataId)).toMatchObject({
      status: 'D',
      credentialGenerated: true,
    });
    // Blocking again changes nothing.
    expect((await action(secretary, 'delete-subscription', guest.accountId)).statusCode).toBe(200);

    const admin = await tokenOf('admin');
    expect((await action(admin, 'restore-subscription', guest.accountId)).statusCode).toBe(200);
    expect((await detailOf(guest.personalDataId)).status).toBe('A');
    expect((await myInfo(app, await tokenOf(guest.username, DEMO_GUEST_PASSWORD))).statusCode).toBe(
      200,
    );

    const history = await app.inject({
      url: `/api/care/api/v1/guest/detail/${guest.personalDataId}/history`,
      headers: { authorization: `Bearer ${secretary}` },
    });
    const changes = guestHistoryResponseSchema.parse(history.json()).data.slice(-2);
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.cause])).toEqual([
      ['A', 'D', 'blocked'],
      ['D', 'A', 'restored'],
    ]);
  });

  it('refuses one’s own account (E018) and an account without credentials (E034)', async () => {
    const me = (await myInfo(app, secretary)).json() as {
      data: { personalDataDto: { customerAccountId: number } };
    };
    const ownId = me.data.personalDataDto.customerAccountId;
    for (const name of ['delete-subscription', 'reset-subscription', 'generate-subscription']) {
      expect(errorOf(await action(secretary, name, ownId))).toEqual({
        status: 409,
        errorCode: 'E018',
      });
    }
    const without = present((await seededGuests(false))[0]);
    expect(errorOf(await action(secretary, 'delete-subscription', without.accountId))).toEqual({
      status: 409,
      errorCode: 'E034',
    });
    expect(errorOf(await action(secretary, 'restore-subscription', 999_999))).toEqual({
      status: 404,
      errorCode: 'E017',
    });
  });
});

describe('reset-password and reset-subscription', () => {
  it('reset-password mails a link; the password works until it is used', async () => {
    const guest = present((await seededGuests(true))[1]);
    expect((await action(secretary, 'reset-password', guest.accountId)).statusCode).toBe(200);
    const mail = (await outbox(present(guest.email))).at(-1);
    expect(mail?.link).toContain('/loggedOut/resetPassword/');
    await tokenOf(guest.username, DEMO_GUEST_PASSWORD);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: linkToken(mail),
        password: 'Reset-pass-2026',
        confirmPassword: 'Reset-pass-2026',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await tokenOf(guest.username, 'Reset-pass-2026');
  });

  it('reset-subscription ends the old password and sessions at once and mails a new link', async () => {
    const guest = present((await seededGuests(true))[2]);
    const token = await tokenOf(guest.username, DEMO_GUEST_PASSWORD);
    expect((await action(secretary, 'reset-subscription', guest.accountId)).statusCode).toBe(200);
    expect((await myInfo(app, token)).statusCode).toBe(401);
    expect((await signIn(app, guest.username, DEMO_GUEST_PASSWORD)).statusCode).toBe(401);
    const mail = (await outbox(present(guest.email))).at(-1);
    expect(mail?.link).toContain('/loggedOut/defineCredential/');
    const defined = await app.inject({
      method: 'POST',
      url: '/api/auth/define-credential',
      payload: {
        token: linkToken(mail),
        password: 'Again-pass-2026',
        confirmPassword: 'Again-pass-2026',
      },
    });
    expect(defined.statusCode).toBe(200);
    await tokenOf(guest.username, 'Again-pass-2026');
  });
});
