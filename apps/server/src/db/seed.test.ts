import { guestStatusSchema, ROLES } from '@care/api-client/schemas';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { DEMO_ACCOUNTS, DEMO_GROUPS } from './demo-accounts';
import {
  accountGroups,
  customerAccounts,
  customerGroups,
  customerRoles,
  DB_ACCOUNT_STATUSES,
  DB_ROLES,
  personalData,
} from './schema';
import { seedDemoFacility } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.migrate();
});
afterAll(async () => {
  await database?.cleanup();
});

async function snapshot() {
  const db = database.handle.db;
  return {
    groups: await db.select().from(customerGroups).orderBy(asc(customerGroups.id)),
    accounts: await db.select().from(customerAccounts).orderBy(asc(customerAccounts.id)),
    people: await db.select().from(personalData).orderBy(asc(personalData.id)),
    roles: await db.select().from(customerRoles).orderBy(asc(customerRoles.id)),
    links: await db
      .select()
      .from(accountGroups)
      .orderBy(asc(accountGroups.accountId), asc(accountGroups.groupId)),
  };
}

describe('the demo facility seed', () => {
  it('creates the groups and one account per role on an empty database', async () => {
    expect(await seedDemoFacility(database.handle.db)).toEqual({
      groupsCreated: DEMO_GROUPS.length,
      accountsCreated: DEMO_ACCOUNTS.length,
    });
    const state = await snapshot();
    expect(state.groups.map((g) => g.name)).toEqual([...DEMO_GROUPS]);
    expect(state.roles.map((r) => r.role).sort()).toEqual([...ROLES].sort());
    expect(state.accounts.every((a) => a.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    expect(state.accounts.every((a) => a.passwordHash?.includes('m=19456,t=2,p=1'))).toBe(true);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await snapshot();
    expect(await seedDemoFacility(database.handle.db)).toEqual({
      groupsCreated: 0,
      accountsCreated: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('migrating again is harmless', async () => {
    await database.handle.migrate();
    expect((await snapshot()).accounts).toHaveLength(DEMO_ACCOUNTS.length);
  });
});

describe('the schema and the contract agree', () => {
  it('on roles and account statuses', () => {
    expect([...DB_ROLES]).toEqual([...ROLES]);
    expect([...DB_ACCOUNT_STATUSES]).toEqual([...guestStatusSchema.options]);
  });

  it('on the demo accounts: unique usernames, one per role', () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.username)).size).toBe(DEMO_ACCOUNTS.length);
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual([...ROLES].sort());
  });

  it('refuses values outside the lists', async () => {
    const db = database.handle.db;
    await expect(
      db.insert(customerAccounts).values({ username: 'x-status', status: 'Z' as 'A' }),
    ).rejects.toThrow();
    await expect(db.insert(customerAccounts).values({ username: 'UpperCase' })).rejects.toThrow();
  });
});
