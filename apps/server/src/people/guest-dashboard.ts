import {
  BIRTHDAY_WINDOW_DAYS,
  GUEST_WIDGET_LIMIT,
  type AllergyGuestList,
  type BirthdayGuestList,
  type GuestCounts,
} from '@care/api-client/schemas';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { customerAccounts, personalData } from '../db/schema';
import { calendarDay } from '../time/local-time';
import { ageTurned, birthdayWindow } from './birthdays';
import { guestScope, inGroup, isGuestAccount, selectedGroupOf, type ScopeCaller } from './scope';

/**
 * The guest widgets of the home dashboard (docs/behaviour/home.md#guest-widgets): the selected
 * group's guests in the caller's group scope, as the guest list counts them.
 */

/** Guests of the group within the caller's scope; null for a caller without groups. */
async function guestsOf(
  context: ServerContext,
  caller: ScopeCaller,
  groupId: number | undefined,
): Promise<SQL | null> {
  const group = await selectedGroupOf(context.db, caller, groupId);
  if (group === null) return null;
  return and(
    isGuestAccount(customerAccounts.id),
    inGroup(customerAccounts.id, group),
    guestScope(caller)(customerAccounts.id),
  ) as SQL;
}

const rowColumns = {
  personalDataId: personalData.id,
  name: personalData.name,
  surname: personalData.surname,
  room: sql<string | null>`nullif(trim(${personalData.details}->>'room'), '')`,
};
const bySurname = [
  asc(sql`lower(${personalData.surname})`),
  asc(sql`lower(${personalData.name})`),
  asc(personalData.id),
];

/** Admitted, waiting and suspended guests of the group. */
export async function guestCounts(
  context: ServerContext,
  caller: ScopeCaller,
  groupId: number | undefined,
): Promise<GuestCounts> {
  const counts: GuestCounts = { admitted: 0, waiting: 0, suspended: 0 };
  const guests = await guestsOf(context, caller, groupId);
  if (guests === null) return counts;
  const rows = await context.db
    .select({ status: customerAccounts.status, total: count() })
    .from(customerAccounts)
    .where(and(guests, inArray(customerAccounts.status, ['A', 'W', 'S'])))
    .groupBy(customerAccounts.status);
  const field = { A: 'admitted', W: 'waiting', S: 'suspended' } as const;
  for (const { status, total } of rows) {
    if (status === 'A' || status === 'W' || status === 'S') counts[field[status]] = total;
  }
  return counts;
}

/** Admitted guests with an allergy recorded, by surname. */
export async function guestsWithAllergy(
  context: ServerContext,
  caller: ScopeCaller,
  groupId: number | undefined,
): Promise<AllergyGuestList> {
  const guests = await guestsOf(context, caller, groupId);
  if (guests === null) return { items: [], total: 0 };
  const allergies = sql<string>`trim(${personalData.details}->>'allergies')`;
  const rows = await context.db
    .select({ ...rowColumns, allergies, total: sql<number>`(count(*) over ())::int` })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(and(guests, eq(customerAccounts.status, 'A'), sql`${allergies} <> ''`))
    .orderBy(...bySurname)
    .limit(GUEST_WIDGET_LIMIT);
  return { items: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** Admitted guests whose birthday falls in the coming week of the caller's calendar. */
export async function guestBirthdays(
  context: ServerContext,
  caller: ScopeCaller,
  groupId: number | undefined,
  timeZone: string | null,
): Promise<BirthdayGuestList> {
  const guests = await guestsOf(context, caller, groupId);
  if (guests === null) return { items: [], total: 0 };
  const window = birthdayWindow(calendarDay(context.clock(), timeZone), BIRTHDAY_WINDOW_DAYS);
  const birthDate = sql<string>`${personalData.details}->>'birthDate'`;
  const rows = await context.db
    .select({ ...rowColumns, birthDate })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(
      and(
        guests,
        eq(customerAccounts.status, 'A'),
        sql`${birthDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
        inArray(sql`substr(${birthDate}, 6, 5)`, [...window.keys()]),
      ),
    )
    .orderBy(...bySurname);
  const items = rows.flatMap(({ birthDate: born, ...row }) => {
    const day = window.get(born.slice(5));
    return day ? [{ ...row, ...day, turns: ageTurned(born, day.date) }] : [];
  });
  items.sort((a, b) => a.inDays - b.inDays);
  return { items: items.slice(0, GUEST_WIDGET_LIMIT), total: items.length };
}
