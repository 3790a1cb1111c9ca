import {
  CREDENTIAL_TOKEN_PURPOSES,
  checkCredentialTokenResponseSchema,
  errorBodySchema,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import {
  DB_CREDENTIAL_TOKEN_PURPOSES,
  credentialTokens,
  customerAccounts,
  personalData,
} from '../db/schema';
import type { Mailer, SentMail } from '../mail/mailer';
import { mailSettings } from '../mail/mailer';
import {
  bearerOf,
  createTestWorld,
  myInfo,
  present,
  signIn,
  type TestWorld,
} from '../test-support/test-app';
import {
  FORGOT_PASSWORD_MAX_PER_MINUTE,
  RESET_LINK_MINUTES,
  RESET_MAILS_PER_HOUR,
  TEST_MAIL_PATH,
} from './credentials';

let world: TestWorld;
let app: FastifyInstance;
beforeAll(async () => {
  world = await createTestWorld();
  // The outbox route exists with the fault hooks (or MAIL_OUTBOX_EXPOSED=1).
  app = await world.build({ faultsEnabled: true });
});
afterAll(async () => {
  await world?.close();
});

const db = () => world.database.handle.db;
const account = (username: string) => present(DEMO_ACCOUNTS.find((a) => a.username === username));

let address = 0;
/** A client address of its own, so rate limits of one test do not touch another. */
const freshAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

function post(url: string, payload: unknown, remoteAddress = freshAddress()) {
  return app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect({ status: response.statusCode, body: errorBodySchema.parse(response.json()) }).toEqual({
    status,
    body: { errorCode: code },
  });
}

async function outbox(to?: string): Promise<SentMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await app.inject({ url: `${TEST_MAIL_PATH}${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: SentMail[] }).data;
}

const tokenOf = (mail: SentMail | undefined) =>
  present(/[?&]token=([A-Za-z0-9_-]+)/.exec(present(mail).link)?.[1], 'token in the link');

/** Asks for a reset link for `username` and returns the token of the mail it got. */
async function resetLinkFor(username: string): Promise<string> {
  const email = account(username).email;
  const before = (await outbox(email)).length;
  const response = await post('/api/auth/forgot-password', { username });
  expect(response.json()).toEqual({ data: true });
  const mails = await outbox(email);
  expect(mails).toHaveLength(before + 1);
  return tokenOf(mails.at(-1));
}

describe('POST auth/forgot-password', () => {
  it('mails a one-time reset link to the account’s address, built from PUBLIC_URL', async () => {
    const token = await resetLinkFor('nurse');
    const [mail] = (await outbox(account('nurse').email)).slice(-1);
    expect(mail).toMatchObject({
      to: account('nurse').email,
      subject: expect.stringContaining('reset') as string,
      link: `http://localhost:0/loggedOut/resetPassword/?token=${token}`,
    });
    expect(mail?.text).toContain(mail?.link);
    // Only its hash is stored.
    const rows = await db().select().from(credentialTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers exactly alike for an unknown username, and mails nobody', async () => {
    const before = (await outbox()).length;
    const known = await post('/api/auth/forgot-password', { username: 'NURSE ' });
    const unknown = await post('/api/auth/forgot-password', { username: 'nobody-here' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    // The username is case-insensitive: one mail, for the nurse.
    expect((await outbox()).length).toBe(before + 1);
  });

  it('mails nobody for an account without e-mail, without credentials or not active, and says so to nobody', async () => {
    const oss = account('oss');
    const [row] = await db()
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.username, oss.username));
    const id = present(row).id;
    await db().update(personalData).set({ email: null }).where(eq(personalData.accountId, id));
    const before = (await outbox()).length;
    // Each mail is decided after the answer: let that happen before the account changes again.
    const noEmail = await post('/api/auth/forgot-password', { username: oss.username });
    await app.backgroundWork();
    await db().update(personalData).set({ email: oss.email }).where(eq(personalData.accountId, id));
    await db().update(customerAccounts).set({ status: 'S' }).where(eq(customerAccounts.id, id));
    const blocked = await post('/api/auth/forgot-password', { username: oss.username });
    await app.backgroundWork();
    await db().update(customerAccounts).set({ status: 'A' }).where(eq(customerAccounts.id, id));

    expect([noEmail.json(), blocked.json()]).toEqual([{ data: true }, { data: true }]);
    expect((await outbox()).length).toBe(before);
  });

  it(`mails at most ${RESET_MAILS_PER_HOUR} links per account an hour, answering alike`, async () => {
    const doctor = account('doctor');
    // All at once: the limit holds when requests race (each mail is sent after its answer).
    const responses = await Promise.all(
      Array.from({ length: RESET_MAILS_PER_HOUR + 2 }, () =>
        post('/api/auth/forgot-password', { username: doctor.username }),
      ),
    );
    for (const response of responses) expect(response.json()).toEqual({ data: true });
    expect(await outbox(doctor.email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it(`takes ${FORGOT_PASSWORD_MAX_PER_MINUTE} requests a minute from one address, then 429 E020`, async () => {
    const from = freshAddress();
    for (let i = 0; i < FORGOT_PASSWORD_MAX_PER_MINUTE; i += 1) {
      expect(
        (await post('/api/auth/forgot-password', { username: `x${i}` }, from)).statusCode,
      ).toBe(200);
    }
    expectError(await post('/api/auth/forgot-password', { username: 'x' }, from), 429, 'E020');
  });

  it('refuses a missing username with E012 and answers E025 when mail cannot be sent', async () => {
    expectError(await post('/api/auth/forgot-password', { username: '  ' }), 400, 'E012');
    const unavailable: Mailer = {
      available: false,
      send: () => Promise.reject(new Error('no')),
      sent: () => [],
    };
    const noMail = await world.build({}, { mailer: unavailable });
    for (const username of ['nurse', 'nobody-here']) {
      expectError(
        await noMail.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { username },
        }),
        502,
        'E025',
      );
    }
  });

  it('logs a failed delivery and still answers alike', async () => {
    const failing: Mailer = {
      available: true,
      send: () => Promise.reject(new Error('SMTP down')),
      sent: () => [],
    };
    const broken = await world.build({}, { mailer: failing });
    const response = await broken.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username: 'secretary' },
    });
    expect(response.json()).toEqual({ data: true });
    await broken.backgroundWork();
  });
});

describe('reset-password links', () => {
  it('checks a link without spending it, then sets the password once and ends every session', async () => {
    const nurse = account('nurse');
    const session = present(bearerOf(await signIn(app, nurse.username, nurse.password)));
    const token = await resetLinkFor('nurse');

    const check = await post('/api/auth/check-token', { token });
    const info = checkCredentialTokenResponseSchema.parse(check.json()).data;
    expect(info.purpose).toBe('resetPassword');
    const minutes = (Date.parse(info.expiresAt) - world.clock().getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(RESET_LINK_MINUTES);

    const newPassword = 'A new password 2026';
    const reset = await post('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.json()).toEqual({ data: true });

    expectError(await myInfo(app, session), 401, 'E005');
    expectError(await signIn(app, nurse.username, nurse.password), 401, 'E014');
    expect((await signIn(app, nurse.username, newPassword)).statusCode).toBe(200);

    // Used: refused, and so is its check.
    expectError(
      await post('/api/auth/reset-password', {
        token,
        password: 'Another one 2026',
        confirmPassword: 'Another one 2026',
      }),
      400,
      'E016',
    );
    expectError(await post('/api/auth/check-token', { token }), 400, 'E016');

    // Back to the demo password for the other tests.
    const again = await resetLinkFor('nurse');
    await post('/api/auth/reset-password', {
      token: again,
      password: nurse.password,
      confirmPassword: nurse.password,
    });
    expect((await signIn(app, nurse.username, nurse.password)).statusCode).toBe(200);
  });

  it('a reset forgets the failed sign-ins of every address: the owner is not kept waiting', async () => {
    const oss = account('oss');
    const throttled = await world.build({ faultsEnabled: true, signInFreeFailures: 5 });
    const from = freshAddress();
    const attempt = (password: string) =>
      throttled.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: from,
        payload: { username: oss.username, password },
      });
    for (let i = 0; i < 5; i += 1) expectError(await attempt(`forgotten-${i}`), 401, 'E014');
    expectError(await attempt(oss.password), 429, 'E020');

    const token = await resetLinkFor('oss');
    const reset = await post('/api/auth/reset-password', {
      token,
      password: oss.password,
      confirmPassword: oss.password,
    });
    expect(reset.json()).toEqual({ data: true });
    expect((await attempt(oss.password)).statusCode).toBe(200);
  });

  it('answers E007 when the passwords differ, and the link still works', async () => {
    const token = await resetLinkFor('guest');
    expectError(
      await post('/api/auth/reset-password', {
        token,
        password: 'first password',
        confirmPassword: 'second password',
      }),
      400,
      'E007',
    );
    expect((await post('/api/auth/check-token', { token })).statusCode).toBe(200);
    const guest = account('guest');
    const reset = await post('/api/auth/reset-password', {
      token,
      password: guest.password,
      confirmPassword: guest.password,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('refuses short passwords, unknown and expired links, and a link of the other kind', async () => {
    const token = await resetLinkFor('assistance');
    expectError(
      await post('/api/auth/reset-password', {
        token,
        password: 'short',
        confirmPassword: 'short',
      }),
      400,
      'E016',
    );
    expectError(
      await post('/api/auth/reset-password', { token, password: '', confirmPassword: '' }),
      400,
      'E012',
    );
    const long = 'x'.repeat(257);
    expectError(
      await post('/api/auth/reset-password', { token, password: long, confirmPassword: long }),
      400,
      'E015',
    );
    const body = { password: 'long enough', confirmPassword: 'long enough' };
    expectError(
      await post('/api/auth/reset-password', { ...body, token: 'A'.repeat(43) }),
      400,
      'E016',
    );
    expectError(await post('/api/auth/define-credential', { ...body, token }), 400, 'E016');

    world.advance((RESET_LINK_MINUTES + 1) * 60_000);
    expectError(await post('/api/auth/reset-password', { ...body, token }), 400, 'E016');
    expectError(await post('/api/auth/check-token', { token }), 400, 'E016');
  });

  it('lets exactly one of two parallel calls with the same link through', async () => {
    const token = await resetLinkFor('secretary');
    const secretary = account('secretary');
    const body = { token, password: secretary.password, confirmPassword: secretary.password };
    const answers = await Promise.all([
      post('/api/auth/reset-password', body),
      post('/api/auth/reset-password', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('keeps the purposes of the contract', () => {
    expect([...DB_CREDENTIAL_TOKEN_PURPOSES]).toEqual([...CREDENTIAL_TOKEN_PURPOSES]);
  });
});

describe('credential invitations and define-credential links', () => {
  async function adminToken() {
    const admin = account('admin');
    return present(bearerOf(await signIn(app, admin.username, admin.password)));
  }
  async function idOf(username: string) {
    const [row] = await db()
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.username, username));
    return present(row).id;
  }
  const invite = (token: string, accountId: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/credential-invitation',
      headers: { authorization: `Bearer ${token}` },
      payload: { accountId },
    });

  it('mails a define-credential link that sets the first password', async () => {
    const id = await idOf('guest');
    await db()
      .update(customerAccounts)
      .set({ passwordHash: null, credentialGenerated: false })
      .where(eq(customerAccounts.id, id));
    const guest = account('guest');
    expectError(await signIn(app, guest.username, guest.password), 401, 'E014');

    expect((await invite(await adminToken(), id)).json()).toEqual({ data: true });
    const mail = (await outbox(guest.email)).at(-1);
    expect(mail?.link).toContain('/loggedOut/defineCredential/?token=');
    const token = tokenOf(mail);
    const check = await post('/api/auth/check-token', { token });
    expect(checkCredentialTokenResponseSchema.parse(check.json()).data.purpose).toBe(
      'defineCredential',
    );
    expectError(
      await post('/api/auth/reset-password', {
        token,
        password: guest.password,
        confirmPassword: guest.password,
      }),
      400,
      'E016',
    );
    const defined = await post('/api/auth/define-credential', {
      token,
      password: guest.password,
      confirmPassword: guest.password,
    });
    expect(defined.json()).toEqual({ data: true });
    expect((await signIn(app, guest.username, guest.password)).statusCode).toBe(200);
  });

  it('answers E031 for an account without e-mail, E017 for none, E013 for other roles', async () => {
    const id = await idOf('oss');
    await db().update(personalData).set({ email: null }).where(eq(personalData.accountId, id));
    expectError(await invite(await adminToken(), id), 422, 'E031');
    await db()
      .update(personalData)
      .set({ email: account('oss').email })
      .where(eq(personalData.accountId, id));
    expectError(await invite(await adminToken(), 999_999), 404, 'E017');
    const nurse = account('nurse');
    const nurseToken = present(bearerOf(await signIn(app, nurse.username, nurse.password)));
    expectError(await invite(nurseToken, id), 403, 'E013');
  });
});

describe('mail settings', () => {
  const config = { nodeEnv: 'development' as const, faultsEnabled: false, port: 3000 };

  it('logs mail in development, sends none in production and never logs it there', () => {
    expect(mailSettings(config, {})).toEqual({
      transport: 'log',
      outboxExposed: false,
      publicUrl: 'http://localhost:3000',
    });
    const production = { ...config, nodeEnv: 'production' as const, faultsEnabled: true };
    expect(mailSettings(production, { MAIL_OUTBOX_EXPOSED: '1' })).toMatchObject({
      transport: 'none',
      outboxExposed: false,
    });
    expect(() => mailSettings(production, { MAIL_TRANSPORT: 'log' })).toThrow(/MAIL_TRANSPORT/);
  });

  it('takes PUBLIC_URL without its trailing slash and refuses other schemes', () => {
    expect(
      mailSettings(config, { PUBLIC_URL: 'https://care.example/', MAIL_OUTBOX_EXPOSED: '1' }),
    ).toMatchObject({ publicUrl: 'https://care.example', outboxExposed: true });
    expect(() => mailSettings(config, { PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('has no outbox route without the flags', async () => {
    expect((await world.app.inject({ url: TEST_MAIL_PATH })).statusCode).toBe(404);
  });
});
