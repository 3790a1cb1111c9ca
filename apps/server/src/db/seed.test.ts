import {
  DIARY_CHANGE_KINDS,
  DIARY_SIGNIFICANCES,
  DIARY_STATUSES,
  MEASURE_OUTCOMES,
  MEASURE_TYPES,
  guestStatusSchema,
  ROLES,
} from '@care/api-client/schemas';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { DEMO_ACCOUNTS, DEMO_GROUPS } from './demo-accounts';
import {
  accountGroups,
  accountStatusHistory,
  customerAccounts,
  customerGroups,
  customerRoles,
  DB_ACCOUNT_STATUSES,
  DB_DIARY_CHANGE_KINDS,
  DB_DIARY_SIGNIFICANCES,
  DB_DIARY_STATUSES,
  DB_MEASURE_OUTCOMES,
  DB_MEASURE_TYPES,
  DB_ROLES,
  personalData,
} from './schema';
import { seedDemoFacility } from './seed';
import { DEMO_GUEST_COUNTS, DEMO_GUESTS_WITH_CREDENTIALS, fiscalCode } from './seed-people';

const GUESTS = Object.values(DEMO_GUEST_COUNTS).reduce((a, b) => a + b, 0);
/** Three doctors and four care assistants besides the demo accounts. */
const STAFF = 7;

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
      peopleCreated: GUESTS + STAFF,
    });
    const state = await snapshot();
    expect(state.groups.map((g) => g.name)).toEqual([...DEMO_GROUPS]);
    expect([...new Set(state.roles.map((r) => r.role))].sort()).toEqual([...ROLES].sort());
    const hashed = state.accounts.filter((a) => a.passwordHash !== null);
    expect(hashed.every((a) => a.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    expect(hashed.every((a) => a.passwordHash?.includes('m=19456,t=2,p=1'))).toBe(true);
    // Credentials exactly where a password is set.
    expect(state.accounts.every((a) => a.credentialGenerated === (a.passwordHash !== null))).toBe(
      true,
    );
  });

  it('seeds a believable facility: guests in every status with their data and history', async () => {
    const db = database.handle.db;
    const guests = await db
      .select({
        status: customerAccounts.status,
        credentialGenerated: customerAccounts.credentialGenerated,
        code: personalData.identifierCode,
        details: personalData.details,
        id: customerAccounts.id,
      })
      .from(customerAccounts)
      .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
      .innerJoin(customerRoles, eq(customerRoles.accountId, customerAccounts.id))
      .where(and(eq(customerRoles.role, 'RA_GUEST'), like(customerAccounts.username, 'guest_%')));
    expect(guests.length).toBe(GUESTS);
    const byStatus = Object.fromEntries(
      (['A', 'W', 'S', 'D', 'R'] as const).map((s) => [
        s,
        guests.filter((g) => g.status === s).length,
      ]),
    );
    expect(byStatus).toEqual(DEMO_GUEST_COUNTS);
    expect(guests.filter((g) => g.credentialGenerated)).toHaveLength(DEMO_GUESTS_WITH_CREDENTIALS);
    expect(guests.every((g) => /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/.test(g.code ?? ''))).toBe(
      true,
    );
    expect(guests.every((g) => typeof g.details.birthDate === 'string')).toBe(true);
    expect(guests.some((g) => typeof g.details.allergies === 'string')).toBe(true);
    expect(guests.filter((g) => g.status === 'A').every((g) => g.details.room)).toBe(true);
    // Every guest's history ends in the guest's status.
    const history = await db
      .select()
      .from(accountStatusHistory)
      .orderBy(asc(accountStatusHistory.id));
    for (const guest of guests) {
      const own = history.filter((h) => h.accountId === guest.id);
      expect(own[0]?.fromStatus).toBeNull();
      expect(own.at(-1)?.toStatus).toBe(guest.status);
    }
    const staff = await db
      .select({ role: customerRoles.role })
      .from(customerRoles)
      .where(inArray(customerRoles.role, ['RA_DOCTOR', 'RA_OSS']));
    expect(staff.length).toBe(2 + STAFF);
  });

  it('computes identifier codes with their check character', () => {
    // The demo guest's own code (Conti Giuseppina, 12 April 1938, Firenze).
    expect(fiscalCode('Conti', 'Giuseppina', '1938-04-12', true, 'D612')).toBe('CNTGPP38D52D612I');
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await snapshot();
    expect(await seedDemoFacility(database.handle.db)).toEqual({
      groupsCreated: 0,
      accountsCreated: 0,
      peopleCreated: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('migrating again is harmless', async () => {
    await database.handle.migrate();
    expect((await snapshot()).accounts).toHaveLength(DEMO_ACCOUNTS.length + GUESTS + STAFF);
  });
});

describe('the schema and the contract agree', () => {
  it('on roles and account statuses', () => {
    expect([...DB_ROLES]).toEqual([...ROLES]);
    expect([...DB_ACCOUNT_STATUSES]).toEqual([...guestStatusSchema.options]);
  });

  it('on the diary’s significances, statuses and kinds of change', () => {
    expect([...DB_DIARY_SIGNIFICANCES]).toEqual([...DIARY_SIGNIFICANCES]);
    expect([...DB_DIARY_STATUSES]).toEqual([...DIARY_STATUSES]);
    expect([...DB_DIARY_CHANGE_KINDS]).toEqual([...DIARY_CHANGE_KINDS]);
  });

  it('on the measure types and outcomes', () => {
    expect([...DB_MEASURE_TYPES]).toEqual([...MEASURE_TYPES]);
    expect([...DB_MEASURE_OUTCOMES]).toEqual([...MEASURE_OUTCOMES]);
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
