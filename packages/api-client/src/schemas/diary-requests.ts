import { z } from 'zod/mini';
import { envelope } from './common';
import {
  DIARY_MARK_READ_MAX,
  DIARY_REASON_MAX,
  DIARY_SEARCH_MAX,
  DIARY_SIGNIFICANCES,
  DIARY_TEXT_MAX,
  diaryCategoryIdSchema,
  diaryEntrySchema,
  diarySignificanceSchema,
} from './diary';
import { diaryFallSchema } from './diary-fall';
import { displayNameSchema, recordIdSchema, recordIdTextSchema } from './text';

export {
  DIARY_CRITICAL_NOTIFICATION,
  diaryAcknowledgeSchema,
  diaryCriticalEntrySchema,
  diaryCriticalListResponseSchema,
  diaryCriticalPayloadSchema,
  diaryGroupQuerySchema,
  type DiaryAcknowledge,
  type DiaryCriticalPayload,
  type DiaryCriticalEntry,
  type DiaryGroupQuery,
} from './diary-alerts';

/**
 * The diary's bodies and queries (docs/behaviour/diary.md#routes). Bodies are strict: a key the
 * route does not take is 400 E016, never silently dropped.
 */

/** An entry's text: trimmed, 1 to 4 000 characters. */
export const diaryTextSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(DIARY_TEXT_MAX));
/** One or more distinct category ids (each must be an active category: the server checks). */
export const diaryCategoriesSchema = z.array(diaryCategoryIdSchema).check(
  z.minLength(1),
  z.maxLength(9),
  z.refine((ids) => new Set(ids).size === ids.length, 'a category twice'),
);
/** The reason of an amendment or an entered-in-error mark: trimmed, 1 to 500 characters. */
export const diaryReasonSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(DIARY_REASON_MAX));

/**
 * `POST …/diary/guest/{personalDataId}/entries`. `occurredAt` defaults to now; it may lie up to
 * 72 hours back and never in the future (2 minutes of clock skew allowed): the server checks.
 */
export const diaryCreateSchema = z.strictObject({
  occurredAt: z.optional(z.iso.datetime({ offset: true })),
  categories: diaryCategoriesSchema,
  text: diaryTextSchema,
  significance: z._default(diarySignificanceSchema, 'routine'),
  handover: z._default(z.boolean(), false),
  /** Required with the `fallIncident` category, refused without it (the server checks). */
  fall: z.optional(diaryFallSchema),
});
/** The body of a new entry, as sent. */
export type DiaryCreate = z.input<typeof diaryCreateSchema>;

/** `PUT …/diary/entry/{id}/correct`: the author's correction, at least one field. */
export const diaryCorrectSchema = z
  .strictObject({
    text: z.optional(diaryTextSchema),
    categories: z.optional(diaryCategoriesSchema),
    significance: z.optional(diarySignificanceSchema),
    fall: z.optional(diaryFallSchema),
  })
  .check(
    z.refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      'nothing to change',
    ),
  );
/** The body of a correction. */
export type DiaryCorrect = z.input<typeof diaryCorrectSchema>;

/** `PUT …/diary/entry/{id}/amend`: the new content and the compulsory reason. */
export const diaryAmendSchema = z.strictObject({
  text: diaryTextSchema,
  categories: z.optional(diaryCategoriesSchema),
  significance: z.optional(diarySignificanceSchema),
  fall: z.optional(diaryFallSchema),
  reason: diaryReasonSchema,
});
/** The body of an amendment. */
export type DiaryAmend = z.input<typeof diaryAmendSchema>;

/** `PUT …/diary/entry/{id}/entered-in-error`: the compulsory reason. */
export const diaryEnteredInErrorSchema = z.strictObject({ reason: diaryReasonSchema });
/** The body of an entered-in-error mark. */
export type DiaryEnteredInError = z.input<typeof diaryEnteredInErrorSchema>;

/** `POST …/diary/read`: the entries the caller has read (1 to 200 ids). */
export const diaryMarkReadSchema = z.strictObject({
  ids: z.array(recordIdSchema).check(z.minLength(1), z.maxLength(DIARY_MARK_READ_MAX)),
});
/** The body of a mark-read call. */
export type DiaryMarkRead = z.input<typeof diaryMarkReadSchema>;

/** A comma-separated list in a query string (`health,sleep`), each item checked by `item`. */
export function commaList<T extends z.ZodMiniType<unknown, string>>(item: T) {
  return z.pipe(
    z.pipe(
      z.string().check(z.maxLength(500)),
      z.transform((text) => text.split(',').filter((part) => part !== '')),
    ),
    z.array(item).check(z.minLength(1)),
  );
}

/**
 * `GET …/diary/guest/{personalDataId}/entries`: newest first, 20 a page. `from` and `to` are
 * instants (both included); `categories` and `significance` comma lists (any of them);
 * `author` an account id; `unread=true` only what the caller has not read; `q` a text search.
 */
export const diaryListQuerySchema = z.object({
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  categories: z.optional(commaList(diaryCategoryIdSchema)),
  significance: z.optional(commaList(z.enum(DIARY_SIGNIFICANCES))),
  author: z.optional(recordIdTextSchema),
  unread: z.optional(z.enum(['true', 'false'])),
  q: z.optional(z.string().check(z.maxLength(DIARY_SEARCH_MAX))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
});
/** The diary list's query, as sent (`categories` and `significance` joined by commas). */
export type DiaryListQuery = z.input<typeof diaryListQuerySchema>;

/** How many days back a guest's significant events reach (the guest chart's summary). */
export const DIARY_SIGNIFICANT_DAYS = 7;
/**
 * `GET …/diary/dashboard/significant-events/{personalDataId}` answer: the guest's significant and
 * critical entries of the last 7 days, not entered in error, newest first, at most 20, and the
 * total.
 */
export const diarySignificantListResponseSchema = envelope(
  z.object({ items: z.array(diaryEntrySchema), total: z.int().check(z.gte(0)) }),
);

/** A custom category's name in each of the four languages (1 to 60 characters). */
const categoryName = displayNameSchema(60);

/**
 * `POST …/diary/categories` (administrators): a facility's own category, with its id and its
 * names in the four languages. An id that exists already is 409 E019.
 */
export const diaryCategoryCreateSchema = z.strictObject({
  id: diaryCategoryIdSchema,
  labels: z.strictObject({
    it: categoryName,
    en: categoryName,
    de: categoryName,
    es: categoryName,
  }),
});
/** The body of a new category. */
export type DiaryCategoryCreate = z.input<typeof diaryCategoryCreateSchema>;

/**
 * `PUT …/diary/categories/{id}` (administrators): a category's new names in the four languages (a
 * facility's own only: a default's name is a server term) and whether it is in use. At least one
 * of the two; the last active category stays in use (409 E049).
 */
export const diaryCategoryChangeSchema = z
  .strictObject({
    labels: z.optional(diaryCategoryCreateSchema.shape.labels),
    active: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.labels !== undefined || body.active !== undefined, {
      message: 'labels or active',
    }),
  );
/** The body of a category's change. */
export type DiaryCategoryChange = z.input<typeof diaryCategoryChangeSchema>;
