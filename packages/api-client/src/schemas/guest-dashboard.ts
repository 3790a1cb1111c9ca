import { z } from 'zod/mini';
import { envelope } from './common';

/** How many guests a home widget lists at most; the widget shows the total beside them. */
export const GUEST_WIDGET_LIMIT = 10;

/** Days a birthday widget looks ahead, today included ("this week"). */
export const BIRTHDAY_WINDOW_DAYS = 7;

/**
 * `?groupId=` of the guest widgets: the selected group (one of the caller's groups; the server's
 * default is the first), as for the guest list.
 */
export const guestWidgetQuerySchema = z.object({
  groupId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
});
/** The guest widgets' query. */
export type GuestWidgetQuery = z.input<typeof guestWidgetQuerySchema>;

/** `GET care/api/v1/guest/dashboard`: how many guests of the group are in each live status. */
export const guestCountsSchema = z.object({
  admitted: z.int().check(z.gte(0)),
  waiting: z.int().check(z.gte(0)),
  suspended: z.int().check(z.gte(0)),
});
/** The guest counts of the home dashboard. */
export type GuestCounts = z.infer<typeof guestCountsSchema>;
/** `GET care/api/v1/guest/dashboard` answer. */
export const guestCountsResponseSchema = envelope(guestCountsSchema);

/** What every guest row of a widget carries: enough to name the guest and link to the chart. */
const widgetGuestSchema = z.object({
  personalDataId: z.int(),
  name: z.string(),
  surname: z.string(),
  room: z.nullable(z.string()),
});

/** An admitted guest with an allergy recorded, and the allergy as the chart records it. */
export const allergyGuestSchema = z.extend(widgetGuestSchema, { allergies: z.string() });
/** A row of the allergy widget. */
export type AllergyGuest = z.infer<typeof allergyGuestSchema>;

/** An admitted guest whose birthday falls in the next `BIRTHDAY_WINDOW_DAYS` days. */
export const birthdayGuestSchema = z.extend(widgetGuestSchema, {
  /** The birthday this year (or next, across New Year), `YYYY-MM-DD`. */
  date: z.iso.date(),
  /** The age the guest turns that day. */
  turns: z.int().check(z.gte(0)),
  /** 0 today, 1 tomorrow, … */
  inDays: z.number().check(z.int(), z.gte(0), z.lte(BIRTHDAY_WINDOW_DAYS - 1)),
});
/** A row of the birthday widget. */
export type BirthdayGuest = z.infer<typeof birthdayGuestSchema>;

/** A widget's list: at most `GUEST_WIDGET_LIMIT` rows and how many there are in all. */
function widgetList<T extends z.ZodMiniType>(row: T) {
  return z.object({ items: z.array(row), total: z.int().check(z.gte(0)) });
}

/** The allergy widget's list. */
export const allergyGuestListSchema = widgetList(allergyGuestSchema);
/** The allergy widget's list. */
export type AllergyGuestList = z.infer<typeof allergyGuestListSchema>;
/** `GET care/api/v1/guest/with-allergy` answer. */
export const allergyGuestListResponseSchema = envelope(allergyGuestListSchema);

/** The birthday widget's list, soonest first. */
export const birthdayGuestListSchema = widgetList(birthdayGuestSchema);
/** The birthday widget's list. */
export type BirthdayGuestList = z.infer<typeof birthdayGuestListSchema>;
/** `GET care/api/v1/guest/birthday` answer. */
export const birthdayGuestListResponseSchema = envelope(birthdayGuestListSchema);
