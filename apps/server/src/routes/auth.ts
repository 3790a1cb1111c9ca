import {
  extendSessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signOutResponseSchema,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { ServerContext } from '../context';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { accountGroups, customerAccounts, customerRoles } from '../db/schema';
import { AppError } from '../errors/app-error';
import { BODY_LIMITS, SIGNED_IN } from '../http/router';
import { secondsLeft } from '../http/session-answer';

/** Sign-in bodies are a few hundred bytes; anything past 4 KiB is refused before parsing. */
export const SIGN_IN_BODY_LIMIT = BODY_LIMITS.signIn;

const exampleAccount = DEMO_ACCOUNTS[0];

/** The sign-in throttling policy with its configured numbers, for the OpenAPI description. */
export function signInThrottlingText(config: Config): string {
  const first = config.signInFirstDelaySeconds;
  return (
    `Throttling (OWASP ASVS 5.0 6.3.x, NIST SP 800-63B 5.2.2): after ` +
    `${config.signInFreeFailures} consecutive failures of a username from one client address, ` +
    `each further attempt from there must wait ${first} s, then ${2 * first} s, ${4 * first} s… ` +
    `(doubling per failure, at most ${config.signInMaxDelayMinutes} min); after ` +
    `${config.signInAccountFreeFailures} consecutive failures of a username from all addresses ` +
    'together, the same growing waits hold back every address that has itself failed for it. ' +
    'An address without failures for the username is never held back, so the right password ' +
    'of the owner is not refused because others guessed wrong elsewhere. Counts are shared by ' +
    'all server instances (database), cleared by a correct password (for its address and the ' +
    `username) and forgotten ${config.signInForgetHours} h after the last failure. Besides, ` +
    `${config.signInMaxPerMinute} attempts a minute per client address. A refused attempt is ` +
    'answered 429 E020 with `Retry-After` (seconds) without checking the password. NIST allows ' +
    'up to 100 consecutive failures per account; these waits slow guessing far earlier.'
  );
}

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
      signInThrottlingText(config),
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
        when:
          'a sign-in wait of this username runs for this address (`Retry-After`: seconds), or ' +
          'too many attempts from this address',
      },
    ],
    async handler({ body, reply, request }) {
      const username = body.username.trim().toLowerCase();
      // Before any lookup: the answer is the same for existing and unknown usernames.
      const gate = await signInThrottle.reserve(username, request.ip);
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
      await signInThrottle.succeeded(username, request.ip);
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
    access: SIGNED_IN,
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

  router.add({
    method: 'POST',
    url: '/api/auth/extend-session',
    summary: 'Extend the session',
    description:
      'Counts as activity: the idle expiry moves as on any authenticated call ' +
      `(${config.sessionIdleMinutes} minutes, ${config.sessionRememberDays} days with rememberMe). ` +
      'Answers the whole seconds the session has left, by the server’s clock, as every ' +
      'authenticated answer does in its `Care-Session-Expires-In` header. The web app calls it ' +
      'from the warning shown two minutes before the session ends.',
    tags: ['auth'],
    auth: true,
    access: SIGNED_IN,
    response: extendSessionResponseSchema,
    example: {},
    async handler({ session }) {
      return { data: { expiresInSeconds: secondsLeft(session, context.clock()) } };
    },
  });
}
