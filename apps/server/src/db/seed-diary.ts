import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { planDiary, type PlannedEntry, type SeedAuthor, type SeedGuest } from './seed-diary-plan';
import { ACK_NOTES } from './seed-diary-texts';
import {
  accountGroups,
  customerAccounts,
  customerRoles,
  diaryEntries,
  diaryReads,
  personalData,
} from './schema';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who writes the demo diary: the demo nurse, OSS and doctor, and the floors' care staff. */
const AUTHORS = [
  'nurse',
  'oss',
  'doctor',
  'oss.cirillo',
  'oss.bellini',
  'oss.fumagalli',
  'oss.pace',
];
/** The demo accounts who have read the entries of the last 3 days but the last 12 hours. */
const READERS = ['admin', 'nurse', 'oss', 'doctor', 'assistance'];
const HOUR = 3_600_000;

const groupsOf = sql<
  number[]
>`coalesce(array_agg(${accountGroups.groupId}) filter (where ${accountGroups.groupId} is not null), '{}')`;

async function admittedGuests(tx: Executor): Promise<SeedGuest[]> {
  return tx
    .select({ accountId: customerAccounts.id, name: personalData.name, groups: groupsOf })
    .from(customerAccounts)
    .innerJoin(customerRoles, eq(customerRoles.accountId, customerAccounts.id))
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .leftJoin(accountGroups, eq(accountGroups.accountId, customerAccounts.id))
    .where(and(eq(customerAccounts.status, 'A'), eq(customerRoles.role, 'RA_GUEST')))
    .groupBy(customerAccounts.id, personalData.name)
    .orderBy(asc(customerAccounts.id));
}

async function authors(tx: Executor): Promise<SeedAuthor[]> {
  const rows = await tx
    .select({
      accountId: customerAccounts.id,
      username: customerAccounts.username,
      role: customerRoles.role,
      groups: groupsOf,
    })
    .from(customerAccounts)
    .innerJoin(customerRoles, eq(customerRoles.accountId, customerAccounts.id))
    .leftJoin(accountGroups, eq(accountGroups.accountId, customerAccounts.id))
    .where(inArray(customerAccounts.username, AUTHORS))
    .groupBy(customerAccounts.id, customerRoles.role);
  return AUTHORS.flatMap((username) => rows.filter((row) => row.username === username));
}

/**
 * Inserts the planned entries in one statement: one array per column, unnested (a few thousand
 * rows as parameters of row-by-row VALUES take several times longer on PGlite).
 */
async function insertPlan(tx: Executor, plan: readonly PlannedEntry[]): Promise<void> {
  const column = <T>(pick: (entry: PlannedEntry) => T) => sql.param(plan.map(pick));
  const iso = (date: Date) => date.toISOString();
  await tx.execute(sql`
    insert into ${diaryEntries} (guest_account_id, author_id, author_role, occurred_at, recorded_at,
      categories, text, significance, handover, fall)
    select guest, author, role, occurred, recorded, string_to_array(categories, ','), body, significance, handover, fall
    from unnest(
      ${column((e) => e.guestAccountId)}::int[], ${column((e) => e.authorId)}::int[],
      ${column((e) => e.authorRole)}::text[], ${column((e) => iso(e.occurredAt))}::timestamptz[],
      ${column((e) => iso(e.recordedAt))}::timestamptz[], ${column((e) => e.categories.join(','))}::text[],
      ${column((e) => e.text)}::text[], ${column((e) => e.significance)}::text[],
      ${column((e) => e.handover)}::boolean[], ${column((e) => (e.fall ? JSON.stringify(e.fall) : null))}::jsonb[]
    ) as planned(guest, author, role, occurred, recorded, categories, body, significance, handover, fall)`);
}

/** Acknowledges the critical entries older than two days, as the doctor would have. */
async function acknowledgeOld(tx: Executor, doctorId: number, now: Date): Promise<void> {
  const open = await tx
    .select()
    .from(diaryEntries)
    .where(
      and(
        eq(diaryEntries.significance, 'critical'),
        lt(diaryEntries.occurredAt, new Date(now.getTime() - 48 * HOUR)),
      ),
    );
  for (const [n, entry] of open.entries()) {
    const at = new Date(entry.recordedAt.getTime() + HOUR / 2);
    const note = ACK_NOTES[n % ACK_NOTES.length] ?? '';
    await tx.insert(diaryEntries).values({
      guestAccountId: entry.guestAccountId,
      occurredAt: at,
      recordedAt: at,
      authorId: doctorId,
      authorRole: 'RA_DOCTOR',
      categories: entry.categories,
      text: `acknowledged: ${note}`,
      significance: 'significant',
      handover: true,
      acknowledgesEntryId: entry.id,
    });
    await tx
      .update(diaryEntries)
      .set({ acknowledgedAt: at, acknowledgedBy: doctorId })
      .where(eq(diaryEntries.id, entry.id));
  }
}

/** The demo accounts have read what others wrote for the guests they see, but the last 12 hours. */
async function markRead(tx: Executor, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${diaryReads} (entry_id, account_id, read_at)
    select e.id, a.id, e.recorded_at + interval '2 hours'
    from ${diaryEntries} e cross join ${customerAccounts} a
    join ${customerRoles} r on r.account_id = a.id
    where a.username in (${sql.join(
      READERS.map((name) => sql`${name}`),
      sql`, `,
    )})
      and e.recorded_at between ${new Date(now.getTime() - 72 * HOUR)} and ${new Date(now.getTime() - 12 * HOUR)}
      and e.author_id <> a.id
      and (r.role = 'RA_ADMIN' or exists (select 1 from ${accountGroups} mine join ${accountGroups} theirs
        on theirs.group_id = mine.group_id where mine.account_id = a.id and theirs.account_id = e.guest_account_id))
    on conflict do nothing`);
}

/**
 * Seeds the demo diary (docs/behaviour/diary.md#demo-data) when the diary is empty: the plan of
 * src/db/seed-diary-plan.ts in batches, the old critical entries acknowledged, the older recent
 * entries read by the demo accounts. Idempotent: a diary with any entry is left alone; an
 * advisory lock keeps two starting instances apart. Returns how many entries were planned.
 */
export async function seedDiary(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310426004)`);
    const [existing] = await tx.select({ id: diaryEntries.id }).from(diaryEntries).limit(1);
    if (existing) return 0;
    const writers = await authors(tx);
    const doctor = writers.find((author) => author.role === 'RA_DOCTOR');
    const plan = planDiary(await admittedGuests(tx), writers, now);
    if (plan.length === 0 || !doctor) return 0;
    await insertPlan(tx, plan);
    await acknowledgeOld(tx, doctor.accountId, now);
    await markRead(tx, now);
    return plan.length;
  });
}
