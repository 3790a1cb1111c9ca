import type { CredentialTokenPurpose } from '@care/api-client/schemas';
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashSessionToken, newSessionToken } from '../../auth/tokens';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { credentialTokens, customerAccounts, personalData } from '../../db/schema';
import type { Mailer, MailSettings } from '../../mail/mailer';
import { DEFINE_LINK_DAYS, RESET_LINK_MINUTES, RESET_MAILS_PER_HOUR } from './limits';

const PAGE_OF: Record<CredentialTokenPurpose, string> = {
  resetPassword: 'resetPassword',
  defineCredential: 'defineCredential',
};

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

/** What the credential routes add to the links: the work done after the answer. */
export interface CredentialLinkWork extends CredentialLinks {
  /** Runs `work` after the answer: its time and its outcome never reach the caller. */
  inBackground(what: string, work: () => Promise<void>): void;
  /** The reset-password mail, when the account may have one (everything else is only logged). */
  mailResetLink(username: string): Promise<void>;
}

/** The one-time links of `context`'s database, mailed through `mailer`; decorates `backgroundWork`. */
export function credentialLinks(
  app: FastifyInstance,
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  mailer: Mailer,
  settings: MailSettings,
): CredentialLinkWork {
  const pending = new Set<Promise<void>>();
  app.decorate('backgroundWork', async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  app.addHook('onClose', () => app.backgroundWork());

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

  return { mailer, issueLink, inBackground, mailResetLink };
}
