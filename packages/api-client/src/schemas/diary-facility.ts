import { z } from 'zod/mini';
import { envelope } from './common';
import { diaryCriticalEntrySchema, diaryListQuerySchema } from './diary-requests';

/**
 * The facility's diary overview (docs/behaviour/diary.md#the-facility-overview): the admitted
 * guests of the selected group with their latest entry, for the `diary.manager` flag; quiet
 * guests (no entry in the last 24 hours) first.
 */

/** `GET care/api/v1/diary/facility?groupId=&quiet=&page=`. */
export const diaryFacilityQuerySchema = z.object({
  groupId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  /** `true`: only the guests without an entry in the last 24 hours. */
  quiet: z.optional(z.enum(['true', 'false'])),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
});
/** The facility overview's query, as sent. */
export type DiaryFacilityQuery = z.input<typeof diaryFacilityQuerySchema>;

/** A guest of the facility overview. */
export const diaryFacilityRowSchema = z.object({
  personalDataId: z.int(),
  name: z.string(),
  surname: z.string(),
  room: z.nullable(z.string()),
  /** The latest entry's `occurredAt` (not entered in error), or null when there is none. */
  lastEntryAt: z.nullable(z.iso.datetime({ offset: true })),
  /** True when the guest has no entry in the last 24 hours. */
  quiet: z.boolean(),
});
/** A guest of the facility overview. */
export type DiaryFacilityRow = z.infer<typeof diaryFacilityRowSchema>;

/** One page (20) of the facility overview, quiet guests first, with the total. */
export const diaryFacilityPageSchema = z.object({
  items: z.array(diaryFacilityRowSchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(0)),
  pageSize: z.int().check(z.gte(1)),
});
/** One page of the facility overview. */
export type DiaryFacilityPage = z.infer<typeof diaryFacilityPageSchema>;
/** `GET care/api/v1/diary/facility` answer. */
export const diaryFacilityPageResponseSchema = envelope(diaryFacilityPageSchema);

/**
 * `GET care/api/v1/diary/facility/entries?groupId=&…`: the entries of the selected group's
 * guests with the filters of a guest's diary (`from`, `to`, `categories`, `significance`,
 * `author`, `unread`, `q`, `page`), newest first, 20 a page (the manager's diary).
 */
export const diaryFacilityEntriesQuerySchema = z.extend(diaryListQuerySchema, {
  groupId: diaryFacilityQuerySchema.shape.groupId,
});
/** The facility diary's query, as sent. */
export type DiaryFacilityEntriesQuery = z.input<typeof diaryFacilityEntriesQuerySchema>;

/** One page of the facility diary: entries with their guest's name (as the critical list has). */
export const diaryFacilityEntriesPageSchema = z.object({
  items: z.array(diaryCriticalEntrySchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(0)),
  pageSize: z.int().check(z.gte(1)),
});
/** One page of the facility diary. */
export type DiaryFacilityEntriesPage = z.infer<typeof diaryFacilityEntriesPageSchema>;
/** `GET care/api/v1/diary/facility/entries` answer. */
export const diaryFacilityEntriesResponseSchema = envelope(diaryFacilityEntriesPageSchema);
