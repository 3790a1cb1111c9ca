import type { AttendanceStatus, DiaryOrigin } from '@care/api-client/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { occurrencesBetween } from '../activity/occurrences';
import { ACTIVITY_DIARY_CATEGORY, activityOrigin, participationText } from '../activity/attendance';
import { localToInstant } from '../time/local-time';
import type { Database } from './client';
import { DEMO_GROUPS } from './demo-accounts';
import {
  accountGroups,
  activities,
  activityAttendance,
  activityEnrolments,
  customerAccounts,
  customerGroups,
  customerRoles,
  diaryEntries,
  type StoredRecurrence,
} from './schema';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo facility's zone: the programme keeps its wall-clock times there. */
const ZONE = 'Europe/Rome';
const DAY = 86_400_000;
const MINUTE = 60_000;

/** The weekly programme of each floor (docs/behaviour/activities.md#demo-data). */
const PROGRAMME = [
  {
    title: 'Ginnastica dolce',
    description: 'Esercizi da seduti e in piedi, con la fisioterapista.',
    place: 'Palestra',
    leaderName: 'Paola Gentile',
    capacity: 12,
    weekdays: ['MO', 'TH'],
    time: '10:00',
    minutes: 60,
  },
  {
    title: 'Musica e canto',
    description: 'Canzoni di una volta con il pianoforte.',
    place: 'Salone',
    leaderName: 'Davide Longo',
    capacity: 20,
    weekdays: ['TU'],
    time: '16:00',
    minutes: 60,
  },
  {
    title: 'Tombola',
    description: null,
    place: 'Sala comune',
    leaderName: null,
    capacity: null,
    weekdays: ['WE', 'SA'],
    time: '15:30',
    minutes: 60,
  },
  {
    title: 'Passeggiata in giardino',
    description: 'Con il bel tempo; in caso di pioggia, giro del porticato.',
    place: 'Giardino',
    leaderName: null,
    capacity: 8,
    weekdays: ['FR'],
    time: '10:30',
    minutes: 45,
  },
  {
    title: 'Santa Messa',
    description: null,
    place: 'Cappella',
    leaderName: 'Don Franco',
    capacity: null,
    weekdays: ['SU'],
    time: '10:00',
    minutes: 60,
  },
] as const;

/** One guest's attendance at one occurrence, as planned, with its diary entry's text. */
interface PlannedAttendance {
  activity: number;
  start: Date;
  guest: number;
  status: AttendanceStatus;
  note: string | null;
  text: string;
  origin: DiaryOrigin;
  recorded: Date;
}

/** Who records the attendance of the demo programme. */
const RECORDER = 'oss';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Monday (`YYYY-MM-DD`) of the week of `now` in the facility's zone, `weeks` weeks earlier. */
function mondayOf(now: Date, weeks: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) - 7 * weeks);
  return isoDay(date);
}

/** The first day on or after `monday` that is one of `weekdays`. */
function firstDay(monday: string, weekdays: readonly string[]): string {
  const order = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
  const offset = Math.min(...weekdays.map((day) => order.indexOf(day)));
  return isoDay(new Date(Date.parse(monday) + offset * DAY));
}

/** Whether guest `n` takes part in activity `a` (two guests out of three, varied). */
const enrolled = (n: number, a: number) => (n + a) % 3 !== 0;

/** What guest `n` did at occurrence `k` of activity `a`: mostly present. */
function statusOf(n: number, a: number, k: number): AttendanceStatus {
  const roll = (n * 7 + a * 13 + k * 5) % 10;
  if (roll === 0) return 'refused';
  if (roll <= 2) return 'absent';
  return 'present';
}

const NOTES: Partial<Record<AttendanceStatus, string>> = {
  refused: 'Preferiva riposare in camera.',
  absent: 'Visita dei familiari.',
};

async function groupGuests(tx: Executor, groupId: number) {
  return tx
    .select({ accountId: customerAccounts.id })
    .from(customerAccounts)
    .innerJoin(customerRoles, eq(customerRoles.accountId, customerAccounts.id))
    .innerJoin(accountGroups, eq(accountGroups.accountId, customerAccounts.id))
    .where(
      and(
        eq(customerAccounts.status, 'A'),
        eq(customerRoles.role, 'RA_GUEST'),
        eq(accountGroups.groupId, groupId),
      ),
    )
    .orderBy(asc(customerAccounts.id));
}

/**
 * Seeds the demo programme (docs/behaviour/activities.md#demo-data) when there is no activity:
 * each floor's weekly activities from three weeks ago for ten months, two guests out of three
 * enrolled in each (within its places), and last week's attendance with its diary entries. One
 * statement per table, so the start stays fast; an advisory lock keeps two starting instances
 * apart. Run after the diary's seed, which stays away from a diary with any entry. Returns how
 * many activities it added.
 */
export async function seedActivities(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310426005)`);
    const [existing] = await tx.select({ id: activities.id }).from(activities).limit(1);
    if (existing) return 0;
    const [recorder] = await tx
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.username, RECORDER));
    const groups = await tx
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(inArray(customerGroups.name, [...DEMO_GROUPS]))
      .orderBy(asc(customerGroups.id));
    if (!recorder || groups.length === 0) return 0;
    const first = mondayOf(now, 3);
    const until = isoDay(new Date(Date.parse(first) + 300 * DAY));
    const rows = groups.flatMap((group) =>
      PROGRAMME.map((item) => {
        const startsAt = localToInstant(`${firstDay(first, item.weekdays)}T${item.time}`, ZONE);
        if (!startsAt) throw new Error('a demo activity without a start');
        const recurrence: StoredRecurrence = {
          frequency: 'weekly',
          weekdays: [...item.weekdays],
          until,
        };
        const endsAt = new Date(startsAt.getTime() + item.minutes * MINUTE);
        return {
          groupId: group.id,
          title: item.title,
          description: item.description,
          startsAt,
          endsAt,
          timeZone: ZONE,
          place: item.place,
          leaderName: item.leaderName,
          capacity: item.capacity,
          recurrence,
          lastStart:
            occurrencesBetween(
              { startsAt, endsAt, timeZone: ZONE, recurrence },
              new Date(Date.parse(until) - 7 * DAY),
              new Date(Date.parse(until) + DAY),
            ).at(-1)?.start ?? startsAt,
          createdBy: recorder.id,
          createdAt: new Date(startsAt.getTime() - 7 * DAY),
        };
      }),
    );
    const inserted = await tx
      .insert(activities)
      .values(rows)
      .returning({ id: activities.id, groupId: activities.groupId, title: activities.title });

    const lastWeek = {
      from: localToInstant(`${mondayOf(now, 1)}T00:00`, ZONE) ?? now,
      to: localToInstant(`${mondayOf(now, 0)}T00:00`, ZONE) ?? now,
    };
    const enrolments: (typeof activityEnrolments.$inferInsert)[] = [];
    const attendance: PlannedAttendance[] = [];
    const slots = new Set<string>();
    for (const [index, activity] of inserted.entries()) {
      const row = rows[index];
      if (!row) continue;
      const guests = (await groupGuests(tx, activity.groupId))
        .filter((_, n) => enrolled(n, index))
        .slice(0, row.capacity ?? undefined);
      const occurrences = occurrencesBetween(row, lastWeek.from, lastWeek.to).filter(
        (occurrence) => occurrence.end <= now,
      );
      for (const [n, guest] of guests.entries()) {
        enrolments.push({
          activityId: activity.id,
          guestAccountId: guest.accountId,
          enrolledAt: row.createdAt,
          enrolledBy: recorder.id,
        });
        for (const [k, occurrence] of occurrences.entries()) {
          // A guest of both floors takes part in one floor's session of a time slot.
          const slot = `${guest.accountId}@${occurrence.start.toISOString()}`;
          if (slots.has(slot)) continue;
          slots.add(slot);
          const status = statusOf(n, index, k);
          const note = NOTES[status] ?? null;
          attendance.push({
            activity: activity.id,
            start: occurrence.start,
            guest: guest.accountId,
            status,
            note,
            text: participationText(status, row, note),
            origin: activityOrigin({ ...row, id: activity.id }, occurrence.start, status, note),
            recorded: new Date(occurrence.end.getTime() + 30 * MINUTE),
          });
        }
      }
    }
    if (enrolments.length > 0) await tx.insert(activityEnrolments).values(enrolments);
    if (attendance.length > 0) await insertAttendance(tx, attendance, recorder.id);
    return inserted.length;
  });
}

/**
 * Last week's attendance with its diary entries in one statement: the entries inserted from the
 * unnested plan, the attendance joined to them by guest and start (a guest has one activity at
 * a time in the demo programme).
 */
async function insertAttendance(
  tx: Executor,
  plan: readonly PlannedAttendance[],
  recorderId: number,
): Promise<void> {
  const column = <T>(pick: (row: (typeof plan)[number]) => T) => sql.param(plan.map(pick));
  await tx.execute(sql`
    with planned as (
      select * from unnest(
        ${column((p) => p.activity)}::int[], ${column((p) => p.start.toISOString())}::timestamptz[],
        ${column((p) => p.guest)}::int[], ${column((p) => p.status)}::text[],
        ${column((p) => p.note)}::text[], ${column((p) => p.text)}::text[],
        ${column((p) => JSON.stringify(p.origin))}::jsonb[],
        ${column((p) => p.recorded.toISOString())}::timestamptz[]
      ) as p(activity, start, guest, status, note, body, origin, recorded)
    ), entries as (
      insert into ${diaryEntries} (guest_account_id, author_id, author_role, occurred_at, recorded_at,
        categories, text, significance, handover, origin)
      select guest, ${recorderId}, 'RA_OSS', start, recorded, array[${ACTIVITY_DIARY_CATEGORY}]::text[],
        body, 'routine', false, origin
      from planned
      returning id, guest_account_id, occurred_at
    )
    insert into ${activityAttendance} (activity_id, occurrence_start, guest_account_id, status, note,
      diary_entry_id, recorded_at, recorded_by)
    select p.activity, p.start, p.guest, p.status, p.note, e.id, p.recorded, ${recorderId}
    from planned p join entries e on e.guest_account_id = p.guest and e.occurred_at = p.start`);
}
