import { z } from 'zod';
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
export const diaryTextSchema = z.string().trim().min(1).max(DIARY_TEXT_MAX);
/** One or more distinct category ids (each must be an active category: the server checks). */
export const diaryCategoriesSchema = z
  .array(diaryCategoryIdSchema)
  .min(1)
  .max(9)
  .refine((ids) => new Set(ids).size === ids.length, 'a category twice');
/** The reason of an amendment or an entered-in-error mark: trimmed, 1 to 500 characters. */
export const diaryReasonSchema = z.string().trim().min(1).max(DIARY_REASON_MAX);

/**
 * `POST …/diary/guest/{personalDataId}/entries`. `occurredAt` defaults to now; it may lie up to
 * 72 hours back and never in the future (2 minutes of clock skew allowed): the server checks.
 */
export const diaryCreateSchema = z.strictObject({
  occurredAt: z.iso.datetime({ offset: true }).optional(),
  categories: diaryCategoriesSchema,
  text: diaryTextSchema,
  significance: diarySignificanceSchema.default('routine'),
  handover: z.boolean().default(false),
  /** Required with the `fallIncident` category, refused without it (the server checks). */
  fall: diaryFallSchema.optional(),
});
/** The body of a new entry, as sent. */
export type DiaryCreate = z.input<typeof diaryCreateSchema>;

/** `PUT …/diary/entry/{id}/correct`: the author's correction, at least one field. */
export const diaryCorrectSchema = z
  .strictObject({
    text: diaryTextSchema.optional(),
    categories: diaryCategoriesSchema.optional(),
    significance: diarySignificanceSchema.optional(),
    fall: diaryFallSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'nothing to change');
/** The body of a correction. */
export type DiaryCorrect = z.input<typeof diaryCorrectSchema>;

/** `PUT …/diary/entry/{id}/amend`: the new content and the compulsory reason. */
export const diaryAmendSchema = z.strictObject({
  text: diaryTextSchema,
  categories: diaryCategoriesSchema.optional(),
  significance: diarySignificanceSchema.optional(),
  fall: diaryFallSchema.optional(),
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
  ids: z.array(recordIdSchema).min(1).max(DIARY_MARK_READ_MAX),
});
/** The body of a mark-read call. */
export type DiaryMarkRead = z.input<typeof diaryMarkReadSchema>;

/** A comma-separated list in a query string (`health,sleep`), each item checked by `item`. */
export function commaList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .max(500)
    .transform((text) => text.split(',').filter((part) => part !== ''))
    .pipe(z.array(item).min(1));
}

/**
 * `GET …/diary/guest/{personalDataId}/entries`: newest first, 20 a page. `from` and `to` are
 * instants (both included); `categories` and `significance` comma lists (any of them);
 * `author` an account id; `unread=true` only what the caller has not read; `q` a text search.
 */
export const diaryListQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  categories: commaList(diaryCategoryIdSchema).optional(),
  significance: commaList(z.enum(DIARY_SIGNIFICANCES)).optional(),
  author: recordIdTextSchema.optional(),
  unread: z.enum(['true', 'false']).optional(),
  q: z.string().max(DIARY_SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
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
  z.object({ items: z.array(diaryEntrySchema), total: z.number().int().min(0) }),
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
    labels: diaryCategoryCreateSchema.shape.labels.optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => body.labels !== undefined || body.active !== undefined, {
    message: 'labels or active',
  });
/** The body of a category's change. */
export type DiaryCategoryChange = z.input<typeof diaryCategoryChangeSchema>;
