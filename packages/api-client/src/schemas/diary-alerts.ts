import { z } from 'zod/mini';
import { envelope } from './common';
import { DIARY_ACK_NOTE_MAX, diaryEntrySchema } from './diary';

// The schemas of the diary's critical events and acknowledgements alone: the home page's widget
// and the navigation's unread badge load these without the rest of the diary's contract.

/** `POST …/diary/entry/{id}/acknowledge`: the action taken on a critical entry. */
export const diaryAcknowledgeSchema = z.strictObject({
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(DIARY_ACK_NOTE_MAX)),
});
/** The body of an acknowledgement. */
export type DiaryAcknowledge = z.input<typeof diaryAcknowledgeSchema>;

/** `?groupId=` of the facility-wide diary lists (one of the caller's groups; default the first). */
export const diaryGroupQuerySchema = z.object({
  groupId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
});
/** The facility-wide lists' query. */
export type DiaryGroupQuery = z.input<typeof diaryGroupQuerySchema>;

/** A critical entry awaiting acknowledgement, with its guest's name (the home widget). */
export const diaryCriticalEntrySchema = z.extend(diaryEntrySchema, {
  guest: z.object({ name: z.string(), surname: z.string() }),
});
/** A critical entry awaiting acknowledgement. */
export type DiaryCriticalEntry = z.infer<typeof diaryCriticalEntrySchema>;
/** `GET …/diary/dashboard/critical-event` answer: newest first, at most 20, and the total. */
export const diaryCriticalListResponseSchema = envelope(
  z.object({ items: z.array(diaryCriticalEntrySchema), total: z.int().check(z.gte(0)) }),
);

/** The notification every alerted user gets when a critical entry is written. */
export const DIARY_CRITICAL_NOTIFICATION = 'diary.critical';
/** The payload of a `diary.critical` notification. */
export const diaryCriticalPayloadSchema = z.object({
  entryId: z.int(),
  personalDataId: z.int(),
  guestName: z.string(),
  categories: z.array(z.string()),
  /** The entry's text, cut to 200 characters. */
  text: z.string(),
  occurredAt: z.string(),
  author: z.object({ accountId: z.int(), name: z.string() }),
});
/** The payload of a `diary.critical` notification. */
export type DiaryCriticalPayload = z.infer<typeof diaryCriticalPayloadSchema>;
