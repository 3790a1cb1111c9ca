import type { AccountAction } from '@care/api-client/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { credentialTokens, customerAccounts, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { DEFINE_LINK_DAYS, RESET_LINK_MINUTES, type CredentialLinks } from '../routes/credentials';
import { endAccountAccess } from './access';
import { recordStatusChange } from './guests';
import { guestScope, requireInScope, type ScopeCaller } from './scope';

/**
 * The account actions of the detail page (docs/behaviour/people-and-guests.md#account-actions),
 * `PUT personal/{action}/{customerAccountId}`:
 *
 * - `delete-subscription` blocks the login: status A → D (recorded in the history as `blocked`),
 *   every session revoked and every notification socket closed at once.
 * - `restore-subscription` re-enables it: D → A (`restored`).
 * - `generate-subscription` creates the login of an account without credentials: it is marked as
 *   having credentials and its username with a define-credential link (valid
 *   `DEFINE_LINK_DAYS` days) is mailed to the person, who chooses the password.
 * - `reset-subscription` resets the credentials: the password stops working at once (sessions and
 *   sockets end, older links die) and a new define-credential link is mailed.
 * - `reset-password` mails a reset-password link (`RESET_LINK_MINUTES` minutes); the current
 *   password works until the link is used.
 *
 * Repeating an action that is already done answers success (a retried call changes nothing
 * twice), except the mailing ones, which mail again. Who may act on whom is the route's rule
 * (`authorizeTarget` in ./targets.ts: managers, never on their own account, never above their own
 * role). A mail goes out inside the transaction: when it fails (E025), nothing changes.
 */
export async function runAccountAction(
  context: ServerContext,
  links: CredentialLinks,
  action: AccountAction,
  accountId: number,
  actor: ScopeCaller,
): Promise<void> {
  const actorId = actor.accountId;
  const mails = action !== 'delete-subscription' && action !== 'restore-subscription';
  if (mails && !links.mailer.available) throw new AppError('E025');
  const now = context.clock();
  const today = now.toISOString().slice(0, 10);
  let endAccess = false;
  await context.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: customerAccounts.id,
        username: customerAccounts.username,
        status: customerAccounts.status,
        credentialGenerated: customerAccounts.credentialGenerated,
        passwordHash: customerAccounts.passwordHash,
        email: personalData.email,
        name: personalData.name,
        inScope: guestScope(actor)(customerAccounts.id),
      })
      .from(customerAccounts)
      .leftJoin(personalData, eq(personalData.accountId, customerAccounts.id))
      .where(eq(customerAccounts.id, accountId))
      .for('update', { of: customerAccounts });
    if (!account) throw new AppError('E017');
    requireInScope(account);
    const change = (to: 'A' | 'D', cause: string) =>
      recordStatusChange(tx, {
        accountId,
        from: account.status,
        to,
        cause,
        date: today,
        by: actorId,
        at: now,
      });
    const mail = async (subject: string, text: (link: string) => string, link: string) => {
      if (!account.email) throw new AppError('E031');
      try {
        await links.mailer.send({ to: account.email, subject, text: text(link), link });
      } catch {
        throw new AppError('E025');
      }
    };
    const hello = `Hello ${account.name ?? ''},\n\n`;

    switch (action) {
      case 'delete-subscription':
        if (!account.credentialGenerated) throw new AppError('E034');
        if (account.status === 'D') return; // already blocked
        if (account.status !== 'A') throw new AppError('E034');
        await change('D', 'blocked');
        endAccess = true;
        return;
      case 'restore-subscription':
        if (!account.credentialGenerated) throw new AppError('E034');
        if (account.status === 'A') return; // already restored
        if (account.status !== 'D') throw new AppError('E034');
        await change('A', 'restored');
        return;
      case 'generate-subscription':
      case 'reset-subscription': {
        const generating = action === 'generate-subscription';
        // Generating twice mails a new link while the first is unused; once a password is set,
        // only a reset replaces the credentials.
        if (generating && account.credentialGenerated && account.passwordHash !== null) {
          throw new AppError('E034');
        }
        if (!generating && !account.credentialGenerated) throw new AppError('E034');
        if (!account.email) throw new AppError('E031');
        await tx
          .update(customerAccounts)
          .set({ credentialGenerated: true, passwordHash: null, updatedAt: now })
          .where(eq(customerAccounts.id, accountId));
        await tx
          .update(credentialTokens)
          .set({ usedAt: now })
          .where(and(eq(credentialTokens.accountId, accountId), isNull(credentialTokens.usedAt)));
        const link = await links.issueLink(accountId, 'defineCredential', tx);
        await mail(
          generating ? 'Care: your account is ready' : 'Care: your credentials were reset',
          (url) =>
            `${hello}${generating ? 'your Care account is ready' : 'the credentials of your Care account were reset'}. ` +
            `Your username is "${account.username}". Open this link within ${DEFINE_LINK_DAYS} days to ` +
            `choose your password:\n\n${url}\n\nThe link works once.`,
          link,
        );
        endAccess = !generating;
        return;
      }
      case 'reset-password': {
        if (!account.credentialGenerated || account.status !== 'A') throw new AppError('E034');
        if (!account.email) throw new AppError('E031');
        const link = await links.issueLink(accountId, 'resetPassword', tx);
        await mail(
          'Care: reset your password',
          (url) =>
            `${hello}the facility asked to reset the password of your Care account ` +
            `"${account.username}". Open this link within ${RESET_LINK_MINUTES} minutes to choose ` +
            `a new one:\n\n${url}\n\nThe link works once. Until then your password stays as it is.`,
          link,
        );
        return;
      }
    }
  });
  if (endAccess) await endAccountAccess(context, accountId);
}
