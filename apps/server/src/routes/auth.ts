import {
  signInRequestSchema,
  signInResponseSchema,
  signOutResponseSchema,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { accountGroups, customerAccounts, customerRoles } from '../db/schema';
import { AppError } from '../errors/app-error';
import { BODY_LIMITS } from '../http/router';

/** Sign-in bodies are a few hundred bytes; anything past 4 KiB is refused before parsing. */
export const SIGN_IN_BODY_LIMIT = BODY_LIMITS.signIn;

const exampleAccount = DEMO_ACCOUNTS[0];

/** Sign-in and sign-out. */
export function registerAuthRoutes(context: ServerContext): void {
  const { router, db, passwords, sessions, signInThrottle, config, notifications } = context;

  router.add({
    method: 'POST',
    url: '/api/auth/sign-in',
    summary: 'Sign in with username and password',
    description:
      'Opens a session. The opaque token is answered in the body and in the `Authorization: Bearer` ' +
      'response header; send it on every call. Sessions expire after ' +
      `${config.sessionIdleMinutes} idle minutes (${config.sessionRememberDays} days with rememberMe). ` +
      'Usernames are case-insensitive. Unknown user and wrong password are indistinguishable. ' +
      `At most ${config.signInMaxPerAccount} failed attempts per username (existing or not) in ` +
      `${config.signInAccountWindowMinutes} minutes, across all server instances, and ` +
      `${config.signInMaxPerMinute} attempts a minute per client address; then 429 E020 with ` +
      '`Retry-After` (seconds).',
    tags: ['auth'],
    auth: false,
    body: signInRequestSchema,
    response: signInResponseSchema,
    bodyLimit: SIGN_IN_BODY_LIMIT,
    config: {
      // Per client address, in memory: a burst limit in front of the per-account one.
      rateLimit: { max: config.signInMaxPerMinute, timeWindow: 60_000 },
    },
    example: {
      body: { username: exampleAccount?.username, password: exampleAccount?.password },
    },
    errors: [
      { code: 'E012', status: 400, when: 'username or password missing or blank' },
      { code: 'E016', status: 400, when: 'malformed JSON or wrong field types' },
      { code: 'E015', status: 400, when: 'a field longer than allowed' },
      { code: 'E015', status: 413, when: 'body larger than 4 KiB' },
      { code: 'E014', status: 401, when: 'unknown user or wrong password' },
      { code: 'E013', status: 403, when: 'the account is not active (blocked, dismissed...)' },
      { code: 'E010', status: 403, when: 'the account has no role' },
      { code: 'E002', status: 403, when: 'the account belongs to no group' },
      {
        code: 'E020',
        status: 429,
        when: 'too many failed attempts for this username, or attempts from this address',
      },
    ],
    async handler({ body, reply }) {
      const username = body.username.trim().toLowerCase();
      // Before any lookup: the answer is the same for existing and unknown usernames.
      const gate = await signInThrottle.reserve(username);
      if (!gate.allowed) {
        reply.header('retry-after', String(gate.retryAfterSeconds));
        throw new AppError('E020');
      }
      const [account] = await db
        .select({
          id: customerAccounts.id,
          passwordHash: customerAccounts.passwordHash,
          status: customerAccounts.status,
          credentialGenerated: customerAccounts.credentialGenerated,
        })
        .from(customerAccounts)
        .where(eq(customerAccounts.username, username))
        .limit(1);
      // Always verify (a dummy hash when there is no usable one): same time for every failure.
      const usable = account?.credentialGenerated ? account.passwordHash : null;
      const matches = await passwords.verify(usable, body.password);
      // A wrong password leaves its reserved attempt counted; a right one forgets them all.
      if (!account || !matches) throw new AppError('E014', { status: 401 });
      await signInThrottle.succeeded(username);
      if (account.status !== 'A') throw new AppError('E013');

      const [role] = await db
        .select({ id: customerRoles.id })
        .from(customerRoles)
        .where(eq(customerRoles.accountId, account.id))
        .limit(1);
      if (!role) throw new AppError('E010');
      const [group] = await db
        .select({ id: accountGroups.groupId })
        .from(accountGroups)
        .where(eq(accountGroups.accountId, account.id))
        .limit(1);
      if (!group) throw new AppError('E002');

      const { token, expiresAt } = await sessions.create(account.id, body.rememberMe ?? false);
      reply.header('authorization', `Bearer ${token}`);
      return { data: { token, expiresAt: expiresAt.toISOString() } };
    },
  });

  router.add({
    method: 'POST',
    url: '/api/auth/sign-out',
    summary: 'Sign out: revoke the session',
    description:
      'Revokes the session of the presented token (and of its rotated-out predecessor): both stop ' +
      'working at once, and its notification sockets are closed (4401). The answer carries no ' +
      'new token.',
    tags: ['auth'],
    auth: true,
    rotateToken: false,
    response: signOutResponseSchema,
    example: {},
    async handler({ session }) {
      await sessions.revoke(session.sessionId);
      // Its notification sockets too (4401), on every instance.
      await notifications.disconnectSession(session.sessionId);
      return { data: true as const };
    },
  });
}
