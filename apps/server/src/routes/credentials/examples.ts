import type { CredentialTokenPurpose } from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import { hashSessionToken, newSessionToken } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts';
import { credentialTokens, customerAccounts } from '../../db/schema';

/** The id of the demo account `username` in `db`. */
export async function demoAccountId(db: Database, username: string): Promise<number> {
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
export async function exampleLink(db: Database, purpose: CredentialTokenPurpose): Promise<string> {
  const token = newSessionToken();
  await db.insert(credentialTokens).values({
    accountId: await demoAccountId(db, exampleAccount?.username ?? 'assistance'),
    purpose,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
  });
  return token;
}

export async function exampleSetPassword(db: Database, purpose: CredentialTokenPurpose) {
  const password = exampleAccount?.password ?? 'Care-assistance-2026!';
  return { token: await exampleLink(db, purpose), password, confirmPassword: password };
}
