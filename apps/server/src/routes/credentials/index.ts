import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import type { Mailer, MailSettings } from '../../mail/mailer';
import { registerInvitationRoutes } from './invitation-routes';
import { credentialLinks, type CredentialLinks } from './links';
import { registerPasswordRoutes } from './password-routes';

export {
  DEFINE_LINK_DAYS,
  FORGOT_PASSWORD_MAX_PER_MINUTE,
  RESET_LINK_MINUTES,
  RESET_MAILS_PER_HOUR,
  SET_PASSWORD_MAX_PER_MINUTE,
} from './limits';
export { TEST_MAIL_PATH } from './invitation-routes';
export type { CredentialLinks } from './links';

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
  const links = credentialLinks(app, context, mailer, settings);
  registerPasswordRoutes(context, links);
  registerInvitationRoutes(app, context, links, settings);
  return { mailer, issueLink: links.issueLink };
}
