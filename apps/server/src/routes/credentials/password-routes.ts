import {
  checkCredentialTokenRequestSchema,
  checkCredentialTokenResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  type CredentialTokenPurpose,
} from '@care/api-client/schemas';
import type { ServerContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { BODY_LIMITS } from '../../http/router';
import { exampleLink, exampleSetPassword } from './examples';
import {
  FORGOT_PASSWORD_MAX_PER_MINUTE,
  RESET_LINK_MINUTES,
  RESET_MAILS_PER_HOUR,
  SET_PASSWORD_MAX_PER_MINUTE,
} from './limits';
import type { CredentialLinkWork } from './links';
import { findLink, linkErrors, setPassword } from './set-password';

/** Forgotten password, checking a one-time link, and setting a password through one. */
export function registerPasswordRoutes(context: ServerContext, links: CredentialLinkWork): void {
  const { router } = context;
  const { mailer } = links;

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
      links.inBackground('reset-password mail', () => links.mailResetLink(username));
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
      const link = await findLink(context, body.token);
      if (!link) throw new AppError('E016', { status: 400 });
      return { data: { purpose: link.purpose, expiresAt: link.expiresAt.toISOString() } };
    },
  });

  addSetPasswordRoute(context, {
    purpose: 'resetPassword',
    url: '/api/auth/reset-password',
    summary: 'Set a new password with a reset-password link',
    description:
      'The link’s token and the new password twice (8 to 256 characters). Different passwords ' +
      'answer E007 and leave the link usable. Otherwise the link is spent (it works once, even ' +
      'when two calls race), every other link of the account stops working, every session of the ' +
      'account ends (its notification sockets close with 4401) and its failed sign-ins are ' +
      'forgotten. Nobody is signed in: the user signs in with the new password.',
    changes: ['updatedAt'],
  });
  addSetPasswordRoute(context, {
    purpose: 'defineCredential',
    url: '/api/auth/define-credential',
    summary: 'Define the first password with a define-credential link',
    description:
      'Like reset-password, with the link of a credential invitation: sets the password and ' +
      'marks the account’s credentials as generated.',
    changes: ['updatedAt', 'credentialGenerated'],
  });
}

/** A route that sets a password through a one-time link of `purpose` (reset or first password). */
function addSetPasswordRoute(
  context: ServerContext,
  route: {
    purpose: CredentialTokenPurpose;
    url: string;
    summary: string;
    description: string;
    /** The server-owned fields the route changes (the mass-assignment test expects them). */
    changes: readonly string[];
  },
): void {
  context.router.add({
    method: 'POST',
    url: route.url,
    summary: route.summary,
    description: route.description,
    tags: ['auth'],
    auth: false,
    body: setPasswordRequestSchema,
    response: setPasswordResponseSchema,
    bodyLimit: BODY_LIMITS.credentials,
    config: { rateLimit: { max: SET_PASSWORD_MAX_PER_MINUTE, timeWindow: 60_000 } },
    example: async ({ db }) => ({
      body: await exampleSetPassword(db, route.purpose),
      changes: route.changes,
    }),
    errors: linkErrors,
    handler: ({ body }) => setPassword(context, route.purpose, body),
  });
}
