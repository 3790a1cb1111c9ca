import {
  checkCredentialTokenRequestSchema,
  checkCredentialTokenResponseSchema,
  credentialInvitationRequestSchema,
  credentialInvitationResponseSchema,
  envelope,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  type CredentialTokenPurpose,
  ADMINISTRATORS,
} from '@care/api-client/schemas';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { credentialTokens, customerAccounts, personalData, sessions } from '../db/schema';
import { AppError } from '../errors/app-error';
import { authorizeTarget, HIERARCHY_ERRORS, HIERARCHY_TEXT, managersRule } from '../people/targets';
import { BODY_LIMITS } from '../http/router';
import type { Mailer, MailSettings } from '../mail/mailer';

/** How long a reset-password link works. */
export const RESET_LINK_MINUTES = 60;
/** How long a define-credential link works. */
export const DEFINE_LINK_DAYS = 7;
/** Reset links mailed per account within an hour; further requests are answered alike and dropped. */
export const RESET_MAILS_PER_HOUR = 5;
/** Forgot-password requests per minute from one client address (in memory, per instance). */
export const FORGOT_PASSWORD_MAX_PER_MINUTE = 10;
/** Password-setting and link-checking calls per minute from one client address. */
export const SET_PASSWORD_MAX_PER_MINUTE = 30;

/** Where the development outbox is read (test only). */
export const TEST_MAIL_PATH = '/api/__test__/mail';

/** Who may invite an account to define its credentials: administrators, never themselves. */
const INVITATION = managersRule(ADMINISTRATORS, 'E017');

const PAGE_OF: Record<CredentialTokenPurpose, string> = {
  resetPassword: 'resetPassword',
  defineCredential: 'defineCredential',
};

const sentMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string(),
  sentAt: z.string(),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when the mail work started by earlier requests is done (tests wait on it). */
    backgroundWork(): Promise<void>;
  }
}

/** What the account actions (src/routes/people.ts) use to mail one-time links. */
export interface CredentialLinks {
  mailer: Mailer;
  /** A new one-time link of `purpose` for `accountId` (its hash stored through `executor`). */
  issueLink(
    accountId: number,
    purpose: CredentialTokenPurpose,
    executor?: Pick<Database, 'insert'>,
  ): Promise<string>;
}

/**
 * Forgotten password, one-time links (reset password, define credentials), the administrators'
 * credential invitation, and the development outbox.
 */
export function registerCredentialRoutes(
  app: FastifyInstance,
  context: ServerContext,
  mailer: Mailer,
  settings: MailSettings,
): CredentialLinks {
  const { router, db, clock, signInThrottle, notifications } = context;
  const pending = new Set<Promise<void>>();
  app.decorate('backgroundWork', async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  app.addHook('onClose', () => app.backgroundWork());

  /** Runs `work` after the answer: its time and its outcome never reach the caller. */
  function inBackground(what: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  /** A new one-time link for `accountId`: the token goes in the mail, its hash in the table. */
  async function issueLink(
    accountId: number,
    purpose: CredentialTokenPurpose,
    executor: Pick<Database, 'insert'> = db,
  ): Promise<string> {
    const token = newSessionToken();
    const now = clock();
    const lifetime =
      purpose === 'resetPassword'
        ? RESET_LINK_MINUTES * 60_000
        : DEFINE_LINK_DAYS * 24 * 60 * 60_000;
    await executor.insert(credentialTokens).values({
      accountId,
      purpose,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
    });
    return `${settings.publicUrl}/loggedOut/${PAGE_OF[purpose]}/?token=${token}`;
  }

  /** The reset-password mail, when the account may have one (everything else is only logged). */
  async function mailResetLink(username: string): Promise<void> {
    const [account] = await db
      .select({
        id: customerAccounts.id,
        status: customerAccounts.status,
        credentialGenerated: customerAccounts.credentialGenerated,
        email: personalData.email,
        name: personalData.name,
      })
      .from(customerAccounts)
      .leftJoin(personalData, eq(personalData.accountId, customerAccounts.id))
      .where(eq(customerAccounts.username, username))
      .limit(1);
    if (!account) return;
    const why = (reason: string) =>
      app.log.info({ accountId: account.id, reason }, 'no reset-password mail sent');
    if (account.status !== 'A') return why('account not active');
    if (!account.credentialGenerated) return why('no credentials yet (define-credential link)');
    if (!account.email) return why('no e-mail address (E031)');
    const since = new Date(clock().getTime() - 60 * 60_000);
    const link = await db.transaction(async (tx) => {
      // The account's row lock makes its requests take turns: the count and the new link are one
      // step, so requests arriving together cannot all pass the limit.
      await tx
        .select({ id: customerAccounts.id })
        .from(customerAccounts)
        .where(eq(customerAccounts.id, account.id))
        .for('update');
      const [recent] = await tx
        .select({ total: count() })
        .from(credentialTokens)
        .where(
          and(
            eq(credentialTokens.accountId, account.id),
            eq(credentialTokens.purpose, 'resetPassword'),
            gt(credentialTokens.createdAt, since),
          ),
        );
      if ((recent?.total ?? 0) >= RESET_MAILS_PER_HOUR) return undefined;
      return issueLink(account.id, 'resetPassword', tx);
    });
    if (!link) return why('too many reset mails this hour');
    await mailer.send({
      to: account.email,
      subject: 'Care: reset your password',
      text:
        `Hello ${account.name ?? ''},\n\nsomeone (hopefully you) asked to reset the password of ` +
        `your Care account "${username}". Open this link within ${RESET_LINK_MINUTES} minutes ` +
        `to choose a new one:\n\n${link}\n\nThe link works once. If you did not ask for it, ` +
        'ignore this e-mail: your password stays as it is.',
      link,
    });
  }

  /** The usable link of `token` for `purpose`, or undefined. */
  async function findLink(token: string, purpose?: CredentialTokenPurpose) {
    const now = clock();
    const [row] = await db
      .select({
        accountId: credentialTokens.accountId,
        purpose: credentialTokens.purpose,
        expiresAt: credentialTokens.expiresAt,
      })
      .from(credentialTokens)
      .where(
        and(
          eq(credentialTokens.tokenHash, hashSessionToken(token)),
          isNull(credentialTokens.usedAt),
          gt(credentialTokens.expiresAt, now),
          ...(purpose ? [eq(credentialTokens.purpose, purpose)] : []),
        ),
      )
      .limit(1);
    return row;
  }

  const linkErrors = [
    { code: 'E012', status: 400, when: 'token, password or confirmPassword missing or blank' },
    {
      code: 'E016',
      status: 400,
      when: 'a password shorter than 8 characters, or a malformed token',
    },
    { code: 'E015', status: 400, when: 'a password longer than 256 characters' },
    { code: 'E007', status: 400, when: 'the two passwords differ (the link stays usable)' },
    { code: 'E016', status: 400, when: 'the link is unknown, already used or expired' },
    {
      code: 'E020',
      status: 429,
      when: `more than ${SET_PASSWORD_MAX_PER_MINUTE} calls a minute from this address`,
    },
  ] as const;

  /** Sets the password through a link of `purpose`: once, then every session of the account ends. */
  async function setPassword(
    purpose: CredentialTokenPurpose,
    body: z.output<typeof setPasswordRequestSchema>,
  ): Promise<{ data: true }> {
    if (body.password !== body.confirmPassword) throw new AppError('E007');
    if (!(await findLink(body.token, purpose))) throw new AppError('E016', { status: 400 });
    const passwordHash = await hashPassword(body.password);
    const now = clock();
    const accountId = await db.transaction(async (tx) => {
      // Spends the link: of two parallel calls with it exactly one finds it unused.
      const [spent] = await tx
        .update(credentialTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(credentialTokens.tokenHash, hashSessionToken(body.token)),
            eq(credentialTokens.purpose, purpose),
            isNull(credentialTokens.usedAt),
            gt(credentialTokens.expiresAt, now),
          ),
        )
        .returning({ accountId: credentialTokens.accountId });
      if (!spent) return undefined;
      await tx
        .update(customerAccounts)
        .set({ passwordHash, credentialGenerated: true, updatedAt: now })
        .where(eq(customerAccounts.id, spent.accountId));
      // Every other link of the account dies with it, and so does every session.
      await tx
        .update(credentialTokens)
        .set({ usedAt: now })
        .where(
          and(eq(credentialTokens.accountId, spent.accountId), isNull(credentialTokens.usedAt)),
        );
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.accountId, spent.accountId), isNull(sessions.revokedAt)));
      return spent.accountId;
    });
    if (accountId === undefined) throw new AppError('E016', { status: 400 });
    await notifications.disconnectAccount(accountId);
    const [account] = await db
      .select({ username: customerAccounts.username })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, accountId));
    // Failed sign-ins before the reset no longer lock the owner out.
    if (account) await signInThrottle.forget(account.username);
    return { data: true as const };
  }

  router.add({
    method: 'POST',
    url: '/api/auth/forgot-password',
    summary: 'Forgotten password: mail a reset link',
    description:
      'Answers `{ data: true }` at once, before anything is looked up, so the answer and its time ' +
      'are the same whether or not the username exists. Then, for an active account with ' +
      'credentials and an e-mail address, a link to `/loggedOut/resetPassword/?token=…` is ' +
      `mailed; it works once, for ${RESET_LINK_MINUTES} minutes. At most ${RESET_MAILS_PER_HOUR} ` +
      'links per account an hour (further requests are answered alike and dropped). An account ' +
      'without an e-mail address gets nothing (E031 would tell that the username exists; the ' +
      'server logs it). Without a mail transport every request answers 502 E025. ' +
      `${FORGOT_PASSWORD_MAX_PER_MINUTE} requests a minute per client address.`,
    tags: ['auth'],
    auth: false,
    body: forgotPasswordRequestSchema,
    response: forgotPasswordResponseSchema,
    bodyLimit: BODY_LIMITS.credentials,
    config: { rateLimit: { max: FORGOT_PASSWORD_MAX_PER_MINUTE, timeWindow: 60_000 } },
    example: { body: { username: 'nurse' } },
    errors: [
      { code: 'E012', status: 400, when: 'username missing or blank' },
      { code: 'E015', status: 400, when: 'a username longer than 120 characters' },
      { code: 'E025', status: 502, when: 'the server has no way to send mail' },
      {
        code: 'E020',
        status: 429,
        when: `more than ${FORGOT_PASSWORD_MAX_PER_MINUTE} requests a minute from this address`,
      },
    ],
    async handler({ body }) {
      if (!mailer.available) throw new AppError('E025');
      const username = body.username.trim().toLowerCase();
      inBackground('reset-password mail', () => mailResetLink(username));
      return { data: true as const };
    },
  });

  router.add({
    method: 'POST',
    url: '/api/auth/check-token',
    summary: 'Whether a reset-password or define-credential link still works',
    description:
      'For the pages the links open: `{ purpose, expiresAt }` while the link is unused and ' +
      'unexpired. Nothing is spent. The token travels in the body, never in a URL the server logs.',
    tags: ['auth'],
    auth: false,
    body: checkCredentialTokenRequestSchema,
    response: checkCredentialTokenResponseSchema,
    bodyLimit: BODY_LIMITS.credentials,
    config: { rateLimit: { max: SET_PASSWORD_MAX_PER_MINUTE * 2, timeWindow: 60_000 } },
    example: async ({ db: fixtureDb }) => ({
      body: { token: await exampleLink(fixtureDb, 'resetPassword') },
    }),
    errors: [
      { code: 'E012', status: 400, when: 'token missing' },
      { code: 'E016', status: 400, when: 'the link is unknown, already used or expired' },
    ],
    async handler({ body }) {
      const link = await findLink(body.token);
      if (!link) throw new AppError('E016', { status: 400 });
      return { data: { purpose: link.purpose, expiresAt: link.expiresAt.toISOString() } };
    },
  });

  router.add({
    method: 'POST',
    url: '/api/auth/reset-password',
    summary: 'Set a new password with a reset-password link',
    description:
      'The link’s token and the new password twice (8 to 256 characters). Different passwords ' +
      'answer E007 and leave the link usable. Otherwise the link is spent (it works once, even ' +
      'when two calls race), every other link of the account stops working, every session of the ' +
      'account ends (its notification sockets close with 4401) and its failed sign-ins are ' +
      'forgotten. Nobody is signed in: the user signs in with the new password.',
    tags: ['auth'],
    auth: false,
    body: setPasswordRequestSchema,
    response: setPasswordResponseSchema,
    bodyLimit: BODY_LIMITS.credentials,
    config: { rateLimit: { max: SET_PASSWORD_MAX_PER_MINUTE, timeWindow: 60_000 } },
    example: async ({ db: fixtureDb }) => ({
      body: await exampleSetPassword(fixtureDb, 'resetPassword'),
      changes: ['updatedAt'],
    }),
    errors: linkErrors,
    handler: ({ body }) => setPassword('resetPassword', body),
  });

  router.add({
    method: 'POST',
    url: '/api/auth/define-credential',
    summary: 'Define the first password with a define-credential link',
    description:
      'Like reset-password, with the link of a credential invitation: sets the password and ' +
      'marks the account’s credentials as generated.',
    tags: ['auth'],
    auth: false,
    body: setPasswordRequestSchema,
    response: setPasswordResponseSchema,
    bodyLimit: BODY_LIMITS.credentials,
    config: { rateLimit: { max: SET_PASSWORD_MAX_PER_MINUTE, timeWindow: 60_000 } },
    example: async ({ db: fixtureDb }) => ({
      body: await exampleSetPassword(fixtureDb, 'defineCredential'),
      changes: ['updatedAt', 'credentialGenerated'],
    }),
    errors: linkErrors,
    handler: ({ body }) => setPassword('defineCredential', body),
  });

  router.add({
    method: 'POST',
    url: '/api/auth/credential-invitation',
    summary: 'Mail an account a link to define its credentials (administrators)',
    description:
      'Mails the account’s e-mail address a link to `/loggedOut/defineCredential/?token=…`, ' +
      `usable once within ${DEFINE_LINK_DAYS} days. Only RA_ADMIN. ${HIERARCHY_TEXT}`,
    tags: ['auth'],
    auth: true,
    access: { roles: ADMINISTRATORS },
    body: credentialInvitationRequestSchema,
    response: credentialInvitationResponseSchema,
    example: async ({ db: fixtureDb }) => ({
      body: { accountId: await demoAccountId(fixtureDb, 'guest') },
    }),
    errors: [
      ...HIERARCHY_ERRORS,
      { code: 'E017', status: 404, when: 'no account has that id' },
      { code: 'E031', status: 422, when: 'the account has no e-mail address' },
      { code: 'E025', status: 502, when: 'the mail could not be sent' },
      { code: 'E012', status: 400, when: 'accountId missing' },
      { code: 'E016', status: 400, when: 'accountId is not a positive integer' },
    ],
    async handler({ body, session }) {
      await authorizeTarget(db, session.accountId, { accountId: body.accountId }, INVITATION);
      const [account] = await db
        .select({
          id: customerAccounts.id,
          username: customerAccounts.username,
          email: personalData.email,
          name: personalData.name,
        })
        .from(customerAccounts)
        .leftJoin(personalData, eq(personalData.accountId, customerAccounts.id))
        .where(eq(customerAccounts.id, body.accountId))
        .limit(1);
      if (!account) throw new AppError('E017');
      if (!account.email) throw new AppError('E031');
      if (!mailer.available) throw new AppError('E025');
      const link = await issueLink(account.id, 'defineCredential');
      try {
        await mailer.send({
          to: account.email,
          subject: 'Care: define your password',
          text:
            `Hello ${account.name ?? ''},\n\nyour Care account "${account.username}" is ready. ` +
            `Open this link within ${DEFINE_LINK_DAYS} days to choose your password:\n\n${link}\n\n` +
            'The link works once.',
          link,
        });
      } catch (error) {
        app.log.error({ err: error, accountId: account.id }, 'credential invitation not sent');
        throw new AppError('E025');
      }
      return { data: true as const };
    },
  });

  // Twice guarded, like the fault hooks: the settings never expose it in production, nor does this.
  if (settings.outboxExposed && context.config.nodeEnv !== 'production') {
    router.add({
      method: 'GET',
      url: TEST_MAIL_PATH,
      summary: 'Test only: the mails the development transport sent',
      description:
        'Exists only outside production with FAULTS_ENABLED=1 or MAIL_OUTBOX_EXPOSED=1. The ' +
        'newest 100 mails, oldest first; `?to=` keeps those to one address (case-insensitive).',
      tags: ['test'],
      auth: false,
      response: envelope(z.array(sentMailSchema)),
      query: z.object({ to: z.string().optional() }),
      async handler({ query: { to } }) {
        await app.backgroundWork();
        const mails = mailer.sent();
        return {
          data:
            typeof to === 'string'
              ? mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
              : [...mails],
        };
      },
    });
  }
  return { mailer, issueLink };
}

/** The id of the demo account `username` in `db`. */
async function demoAccountId(db: Database, username: string): Promise<number> {
  const [row] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, username));
  if (!row) throw new Error(`the demo account ${username} is not seeded`);
  return row.id;
}

/** The demo account the examples set a password for: it keeps its own demo password. */
const exampleAccount = DEMO_ACCOUNTS.find((account) => account.username === 'assistance');

/** A fresh, usable link of `purpose` for the example account (a new one on every call). */
async function exampleLink(db: Database, purpose: CredentialTokenPurpose): Promise<string> {
  const token = newSessionToken();
  await db.insert(credentialTokens).values({
    accountId: await demoAccountId(db, exampleAccount?.username ?? 'assistance'),
    purpose,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
  });
  return token;
}

async function exampleSetPassword(db: Database, purpose: CredentialTokenPurpose) {
  const password = exampleAccount?.password ?? 'Care-assistance-2026!';
  return { token: await exampleLink(db, purpose), password, confirmPassword: password };
}
