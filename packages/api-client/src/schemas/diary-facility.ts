import { z } from 'zod';
import { envelope } from './common';
import { diaryCriticalEntrySchema, diaryListQuerySchema } from './diary-requests';

/**
 * The facility's diary overview (docs/behaviour/diary.md#the-facility-overview): the admitted
 * guests of the selected group with their latest entry, for the `diary.manager` flag; quiet
 * guests (no entry in the last 24 hours) first.
 */

/** `GET care/api/v1/diary/facility?groupId=&quiet=&page=`. */
export const diaryFacilityQuerySchema = z.object({
  groupId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** `true`: only the guests without an entry in the last 24 hours. */
  quiet: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
/** The facility overview's query, as sent. */
export type DiaryFacilityQuery = z.input<typeof diaryFacilityQuerySchema>;

/** A guest of the facility overview. */
export const diaryFacilityRowSchema = z.object({
  personalDataId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  room: z.string().nullable(),
  /** The latest entry's `occurredAt` (not entered in error), or null when there is none. */
  lastEntryAt: z.iso.datetime({ offset: true }).nullable(),
  /** True when the guest has no entry in the last 24 hours. */
  quiet: z.boolean(),
});
/** A guest of the facility overview. */
export type DiaryFacilityRow = z.infer<typeof diaryFacilityRowSchema>;

/** One page (20) of the facility overview, quiet guests first, with the total. */
export const diaryFacilityPageSchema = z.object({
  items: z.array(diaryFacilityRowSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  pageSize: z.number().int().min(1),
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
export const diaryFacilityEntriesQuerySchema = diaryListQuerySchema.extend({
  groupId: diaryFacilityQuerySchema.shape.groupId,
});
/** The facility diary's query, as sent. */
export type DiaryFacilityEntriesQuery = z.input<typeof diaryFacilityEntriesQuerySchema>;

/** One page of the facility diary: entries with their guest's name (as the critical list has). */
export const diaryFacilityEntriesPageSchema = z.object({
  items: z.array(diaryCriticalEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  pageSize: z.number().int().min(1),
});
/** One page of the facility diary. */
export type DiaryFacilityEntriesPage = z.infer<typeof diaryFacilityEntriesPageSchema>;
/** `GET care/api/v1/diary/facility/entries` answer. */
export const diaryFacilityEntriesResponseSchema = envelope(diaryFacilityEntriesPageSchema);
