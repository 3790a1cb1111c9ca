import { z } from 'zod/mini';
import { roleSchema } from './auth';
import { envelope } from './common';
import { diaryEntrySchema } from './diary';
import { commaList } from './diary-requests';
import { EXPORT_LANGUAGES } from './exports';
import { recordIdTextSchema } from './text';

/**
 * The handover (docs/behaviour/diary.md#handover): what the next shift reads before starting, the
 * entries of a period and a scope grouped by guest, and who has read it up to when.
 */

/** The longest handover period, in days. */
export const DIARY_HANDOVER_MAX_DAYS = 7;
/** Without `from`, the handover starts this many hours before `to`. */
export const DIARY_HANDOVER_DEFAULT_HOURS = 8;
/** "My guests": the guests the caller wrote about in the last this many days. */
export const DIARY_HANDOVER_MINE_DAYS = 7;
/** The most guests one handover may name. */
export const DIARY_HANDOVER_GUESTS_MAX = 40;
/** `summary`: entries for the handover or significant or critical; `full`: every entry. */
export const DIARY_HANDOVER_MODES = ['summary', 'full'] as const;
/** How much of the period the handover shows. */
export type DiaryHandoverMode = (typeof DIARY_HANDOVER_MODES)[number];
/** Whose guests a handover covers. */
export const DIARY_HANDOVER_SCOPES = ['group', 'guests', 'mine'] as const;
/** Whose guests a handover covers. */
export type DiaryHandoverScope = (typeof DIARY_HANDOVER_SCOPES)[number];

const instant = z.iso.datetime({ offset: true });

const handoverQuery = z.object({
  from: z.optional(instant),
  to: z.optional(instant),
  groupId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  guests: z.optional(
    z.pipe(
      commaList(recordIdTextSchema),
      z.array(z.number()).check(z.maxLength(DIARY_HANDOVER_GUESTS_MAX)),
    ),
  ),
  mine: z.optional(z.enum(['true', 'false'])),
  mode: z._default(z.enum(DIARY_HANDOVER_MODES), 'summary'),
});

/** At most one scope is named. */
function oneScope(query: z.output<typeof handoverQuery>): boolean {
  const named = [query.groupId !== undefined, query.guests !== undefined, query.mine === 'true'];
  return named.filter(Boolean).length <= 1;
}

/**
 * `GET care/api/v1/diary/handover?from=&to=&groupId=&guests=&mine=&mode=`: `to` defaults to now,
 * `from` to 8 hours before `to`; at most 7 days. At most one of `groupId`, `guests` (a comma list
 * of personalDataIds) and `mine=true`; none: the caller's first group.
 */
export const diaryHandoverQuerySchema = handoverQuery.check(
  z.refine(oneScope, 'at most one of groupId, guests and mine'),
);
/** The handover's query, as sent (`guests` joined by commas). */
export type DiaryHandoverQuery = z.input<typeof diaryHandoverQuerySchema>;

/** `GET care/api/v1/diary/handover/pdf?…`: the handover's query and the PDF's language. */
export const diaryHandoverPdfQuerySchema = z
  .extend(handoverQuery, { lang: z._default(z.enum(EXPORT_LANGUAGES), 'en') })
  .check(z.refine(oneScope, 'at most one of groupId, guests and mine'));
/** The handover PDF's query, as sent. */
export type DiaryHandoverPdfQuery = z.input<typeof diaryHandoverPdfQuerySchema>;

/** A guest of the handover with their entries of the period, oldest first. */
export const diaryHandoverGuestSchema = z.object({
  personalDataId: z.int(),
  name: z.string(),
  surname: z.string(),
  room: z.nullable(z.string()),
  counts: z.object({
    entries: z.int().check(z.gte(0)),
    critical: z.int().check(z.gte(0)),
    significant: z.int().check(z.gte(0)),
    handover: z.int().check(z.gte(0)),
  }),
  entries: z.array(diaryEntrySchema),
});
/** A guest of the handover. */
export type DiaryHandoverGuest = z.infer<typeof diaryHandoverGuestSchema>;

/** The handover: its period, scope and mode, and the guests with entries, by room then surname. */
export const diaryHandoverSchema = z.object({
  from: instant,
  to: instant,
  mode: z.enum(DIARY_HANDOVER_MODES),
  scope: z.enum(DIARY_HANDOVER_SCOPES),
  /** The group of a `group` scope; null otherwise (or for a caller without groups). */
  groupId: z.nullable(z.int()),
  guests: z.array(diaryHandoverGuestSchema),
  /** Entries over every guest. */
  total: z.int().check(z.gte(0)),
});
/** The handover. */
export type DiaryHandover = z.infer<typeof diaryHandoverSchema>;
/** `GET care/api/v1/diary/handover` answer. */
export const diaryHandoverResponseSchema = envelope(diaryHandoverSchema);

/** `POST care/api/v1/diary/handover/read`: the caller has read the handover up to `to`. */
export const diaryHandoverReadSchema = z.strictObject({ to: instant });
/** The body of a handover-read call. */
export type DiaryHandoverRead = z.input<typeof diaryHandoverReadSchema>;

/** A recorded handover read: up to when, and when it was read. */
export const diaryHandoverReadRecordSchema = z.object({ readUpTo: instant, at: instant });
/** A recorded handover read. */
export type DiaryHandoverReadRecord = z.infer<typeof diaryHandoverReadRecordSchema>;
/** `POST care/api/v1/diary/handover/read` answer. */
export const diaryHandoverReadResponseSchema = envelope(diaryHandoverReadRecordSchema);

/** A staff member of the group with their latest handover read (null: never). */
export const diaryHandoverReaderSchema = z.object({
  accountId: z.int(),
  name: z.string(),
  surname: z.string(),
  role: z.nullable(roleSchema),
  lastRead: z.nullable(diaryHandoverReadRecordSchema),
});
/** A staff member and their latest handover read. */
export type DiaryHandoverReader = z.infer<typeof diaryHandoverReaderSchema>;
/** `GET care/api/v1/diary/handover/readers?groupId=` answer, by surname. */
export const diaryHandoverReadersResponseSchema = envelope(
  z.object({ groupId: z.nullable(z.int()), items: z.array(diaryHandoverReaderSchema) }),
);
/** The readers list. */
export type DiaryHandoverReaders = z.infer<typeof diaryHandoverReadersResponseSchema>['data'];
