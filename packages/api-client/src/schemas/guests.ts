import { z } from 'zod/mini';
import { guestStatusSchema, type GuestStatus } from './auth';
import { envelope } from './common';

/**
 * The guest status codes with their word and meaning
 * (docs/behaviour/people-and-guests.md#guest-statuses).
 */
export const GUEST_STATUSES = [
  { code: 'A', word: 'ADMITTED', meaning: 'actual/admitted' },
  { code: 'D', word: 'DISMISS', meaning: 'dismissed' },
  { code: 'W', word: 'WAITING', meaning: 'waiting' },
  { code: 'R', word: 'REJECTED', meaning: 'rejected' },
  { code: 'S', word: 'SUSPENDED', meaning: 'suspended' },
] as const satisfies readonly { code: GuestStatus; word: string; meaning: string }[];

/**
 * Why a guest leaves (docs/behaviour/people-and-guests.md#archive-causes), sent as `archiveCause`
 * when dismissing.
 */
export const ARCHIVE_CAUSES = [
  'volontaryDismissal',
  'death',
  'domicileDismissal',
  'transferToAnotherStructure',
  'transferToSameStructure',
] as const;
/** An archive cause. */
export const archiveCauseSchema = z.enum(ARCHIVE_CAUSES);
/** An archive cause. */
export type ArchiveCause = z.infer<typeof archiveCauseSchema>;

/** The dismiss query: `?date=YYYY-MM-DD&archiveCause={cause}` (the cause only in one mode). */
export const dismissQuerySchema = z.object({
  date: z.iso.date(),
  archiveCause: z.optional(archiveCauseSchema),
});
/** The dismiss query. */
export type DismissQuery = z.infer<typeof dismissQuerySchema>;

/**
 * List tab filters (docs/behaviour/README.md#catalogues-for-the-care-modules): actual, archived,
 * terminated.
 */
export const TAB_FILTERS = { ACTUAL: 'A', ARCHIVED: 'D', TERMINATED: 'T' } as const;

/** Period codes some lists use (docs/behaviour/README.md#catalogues-for-the-care-modules). */
export const PERIOD_CODES = { actual: 1, future: 2, past: 3, archived: 4 } as const;

/**
 * Message directions (docs/behaviour/README.md#catalogues-for-the-care-modules): I sent, R
 * received.
 */
export const MESSAGE_DIRECTIONS = { sent: 'I', received: 'R' } as const;
/** A message direction: `I` sent, `R` received. */
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[keyof typeof MESSAGE_DIRECTIONS];

/** Guests per page of the guest list (`guests.list`). */
export const GUEST_LIST_PAGE_SIZE = 20;

/** Longest search text of the guest list. */
export const GUEST_SEARCH_MAX_LENGTH = 100;

/**
 * Ours: `GET care/api/v1/guest/complete-list?status=A&q=&page=0&groupId=1`: one page of the
 * guests in one status tab of one group, sorted by surname and name; `q` searches name, surname
 * and identifier code (case-insensitive, every word must match); `page` counts from 0; `groupId`
 * is the selected group (one of the user's groups; the server's default is the first).
 */
export const guestListQuerySchema = z.object({
  status: guestStatusSchema,
  q: z.optional(z.string().check(z.maxLength(GUEST_SEARCH_MAX_LENGTH))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
  groupId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
});
/** The guest list's query. */
export type GuestListQuery = z.input<typeof guestListQuerySchema>;

/** A row of the guest list: what the list shows (name, status, birthday and allergy markers, room). */
export const guestRowSchema = z.object({
  personalDataId: z.int(),
  customerAccountId: z.int(),
  name: z.string(),
  surname: z.string(),
  identifierCode: z.nullable(z.string()),
  status: guestStatusSchema,
  /** `YYYY-MM-DD`, for the birthday marker; null when unknown. */
  birthDate: z.nullable(z.iso.date()),
  /** True when the guest has an allergy recorded (the allergy marker). */
  allergy: z.boolean(),
  room: z.nullable(z.string()),
  credentialGenerated: z.boolean(),
  /** True when the guest has a photo (the row reads it); else the row draws an identicon. */
  hasPhoto: z.boolean(),
});
/** A row of the guest list. */
export type GuestRow = z.infer<typeof guestRowSchema>;

/** One page of the guest list, with the tab's total count for the pager and the virtual list. */
export const guestPageSchema = z.object({
  items: z.array(guestRowSchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(0)),
  pageSize: z.int().check(z.gte(1)),
});
/** One page of the guest list. */
export type GuestPage = z.infer<typeof guestPageSchema>;
/** The guest list's answer. */
export const guestPageResponseSchema = envelope(guestPageSchema);

/** A status change of a guest's history (our design). */
export const guestStatusChangeSchema = z.object({
  id: z.int(),
  /** Null for the first entry (the admission or registration). */
  fromStatus: z.nullable(guestStatusSchema),
  toStatus: guestStatusSchema,
  /** An archive cause, or what happened (`suspended`, `readmitted`, `blocked`, `restored`…). */
  cause: z.nullable(z.string()),
  /** The day the change takes effect (`YYYY-MM-DD`). */
  date: z.iso.date(),
  /** When it was recorded (ISO date-time). */
  changedAt: z.iso.datetime({ offset: true }),
  /** Who recorded it; null for the facility's initial data. */
  changedBy: z.nullable(
    z.object({ customerAccountId: z.int(), name: z.string(), surname: z.string() }),
  ),
});
/** A status change of a guest. */
export type GuestStatusChange = z.infer<typeof guestStatusChangeSchema>;
/** `GET care/api/v1/guest/detail/{personalDataId}/history` answer, oldest first. */
export const guestHistoryResponseSchema = envelope(z.array(guestStatusChangeSchema));

/**
 * The status changes of `PUT care/api/v1/guest/{change}/{personalDataId}?date=&archiveCause=`
 * (the dismiss dialog's call, `guests.dismiss`): `dismiss` archives (A or S to D: the cause is
 * required; W to R, rejected: no cause), `suspend` (A to S), `actual` re-admits (S, W or D to A).
 */
export const GUEST_STATUS_CHANGES = ['dismiss', 'suspend', 'actual'] as const;
/** A guest status change. */
export type GuestStatusChangeKind = (typeof GUEST_STATUS_CHANGES)[number];
