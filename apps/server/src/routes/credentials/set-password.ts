import type { CredentialTokenPurpose, setPasswordRequestSchema } from '@care/api-client/schemas';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { hashSessionToken } from '../../auth/tokens';
import type { ServerContext } from '../../context';
import { credentialTokens, customerAccounts, sessions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { SET_PASSWORD_MAX_PER_MINUTE } from './limits';

/** The usable link of `token` for `purpose`, or undefined. */
export async function findLink(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  token: string,
  purpose?: CredentialTokenPurpose,
) {
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

/** What setting a password through a link answers when it fails. */
export const linkErrors = [
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
export async function setPassword(
  context: ServerContext,
  purpose: CredentialTokenPurpose,
  body: z.output<typeof setPasswordRequestSchema>,
): Promise<{ data: true }> {
  const { db, clock, signInThrottle, notifications } = context;
  if (body.password !== body.confirmPassword) throw new AppError('E007');
  if (!(await findLink(context, body.token, purpose))) throw new AppError('E016', { status: 400 });
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
      .where(and(eq(credentialTokens.accountId, spent.accountId), isNull(credentialTokens.usedAt)));
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
