import {
  credentialInvitationRequestSchema,
  credentialInvitationResponseSchema,
  envelope,
  ADMINISTRATORS,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { customerAccounts, personalData } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import {
  authorizeTarget,
  HIERARCHY_ERRORS,
  HIERARCHY_TEXT,
  managersRule,
} from '../../people/targets';
import type { MailSettings } from '../../mail/mailer';
import { demoAccountId } from './examples';
import { DEFINE_LINK_DAYS } from './limits';
import type { CredentialLinks } from './links';

/** Where the development outbox is read (test only). */
export const TEST_MAIL_PATH = '/api/__test__/mail';

/** Who may invite an account to define its credentials: administrators, never themselves. */
const INVITATION = managersRule(ADMINISTRATORS, 'E017');

const sentMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string(),
  sentAt: z.string(),
});

/** The administrators' credential invitation, and the development outbox. */
export function registerInvitationRoutes(
  app: FastifyInstance,
  context: ServerContext,
  { mailer, issueLink }: CredentialLinks,
  settings: MailSettings,
): void {
  const { router, db } = context;

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
    async handler({ body, caller }) {
      await authorizeTarget(db, caller, { accountId: body.accountId }, INVITATION);
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
}
