import { inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { DEMO_ACCOUNTS, DEMO_GROUPS, type DemoAccount } from './demo-accounts';
import {
  accountGroups,
  customerAccounts,
  customerGroups,
  customerRoles,
  personalData,
} from './schema';

/** What a seeding run added (all zeros when the demo facility was already there). */
export interface SeedResult {
  groupsCreated: number;
  accountsCreated: number;
}

/**
 * Seeds the demo facility: its groups and one account per role. Idempotent: what exists is left
 * alone (a changed password or name survives a restart), only what is missing is added, and
 * concurrent runs on PostgreSQL cannot duplicate anything (every insert is ON CONFLICT DO NOTHING).
 */
export async function seedDemoFacility(
  db: Database,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<SeedResult> {
  const usernames = accounts.map((account) => account.username);
  const existing = await db
    .select({ username: customerAccounts.username })
    .from(customerAccounts)
    .where(inArray(customerAccounts.username, usernames));
  const known = new Set(existing.map((row) => row.username));
  const missing = accounts.filter((account) => !known.has(account.username));
  // Hash outside the transaction: argon2 takes tens of milliseconds per password.
  const hashes = new Map(
    await Promise.all(
      missing.map(
        async (account) => [account.username, await hashPassword(account.password)] as const,
      ),
    ),
  );

  return db.transaction(async (tx) => {
    const insertedGroups = await tx
      .insert(customerGroups)
      .values(DEMO_GROUPS.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: customerGroups.id });
    const groups = await tx
      .select({ id: customerGroups.id, name: customerGroups.name })
      .from(customerGroups)
      .where(inArray(customerGroups.name, [...DEMO_GROUPS]));
    const groupId = new Map(groups.map((group) => [group.name, group.id]));

    let accountsCreated = 0;
    for (const account of missing) {
      const passwordHash = hashes.get(account.username);
      const [created] = await tx
        .insert(customerAccounts)
        .values({
          username: account.username,
          passwordHash,
          status: 'A',
          credentialGenerated: true,
        })
        .onConflictDoNothing()
        .returning({ id: customerAccounts.id });
      if (!created) continue; // another instance seeded it meanwhile
      accountsCreated += 1;
      await tx.insert(personalData).values({
        accountId: created.id,
        name: account.name,
        surname: account.surname,
        email: account.email,
        identifierCode: account.identifierCode,
      });
      await tx
        .insert(customerRoles)
        .values({ accountId: created.id, role: account.role, permission: account.permission });
      const links = account.groups.flatMap((name) => {
        const id = groupId.get(name);
        return id === undefined ? [] : [{ accountId: created.id, groupId: id }];
      });
      if (links.length > 0) await tx.insert(accountGroups).values(links).onConflictDoNothing();
    }
    return { groupsCreated: insertedGroups.length, accountsCreated };
  });
}
