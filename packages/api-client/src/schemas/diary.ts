import { z } from 'zod/mini';
import { attendanceStatusSchema } from './activity-attendance';
import { roleSchema } from './auth';
import { envelope } from './common';
import { diaryFallSchema } from './diary-fall';
import { DOCUMENT_LIMITS } from './documents';

/**
 * The diary care module (docs/behaviour/diary.md): what every shift saw and did for each guest.
 * The entry shapes and constants; the bodies and queries are in `diary-requests.ts`.
 */

/** The longest text of an entry, in characters (docs/behaviour/diary.md#entries). */
export const DIARY_TEXT_MAX = 4000;
/** How far back an entry's `occurredAt` may lie, in hours. */
export const DIARY_BACKDATE_HOURS = 72;
/** How far ahead of the server's clock `occurredAt` may lie (clock skew), in minutes. */
export const DIARY_CLOCK_SKEW_MINUTES = 2;
/** How long after `recordedAt` the author may correct an entry in place, in minutes. */
export const DIARY_CORRECTION_MINUTES = 60;
/** Entries per page of a guest's diary. */
export const DIARY_PAGE_SIZE = 20;
/** The longest reason of an amendment or of an entry marked entered in error. */
export const DIARY_REASON_MAX = 500;
/** The longest note of the action taken on a critical entry. */
export const DIARY_ACK_NOTE_MAX = 1000;
/** The longest text search of a diary list. */
export const DIARY_SEARCH_MAX = 100;
/** The unread badge counts the entries recorded in the last this many hours. */
export const DIARY_UNREAD_WINDOW_HOURS = 72;
/** The most entry ids one mark-read call takes. */
export const DIARY_MARK_READ_MAX = 200;
/** The facility list shows guests without an entry in the last this many hours. */
export const DIARY_QUIET_HOURS = 24;
/** The most rows of the home widget's critical entries (with the total beside them). */
export const DIARY_WIDGET_LIMIT = 20;

/** The categories every facility starts with; an administrator may add others. */
export const DIARY_DEFAULT_CATEGORIES = [
  'health',
  'behaviourMood',
  'nutrition',
  'mobility',
  'sleep',
  'hygieneSkin',
  'familySocial',
  'fallIncident',
  'activities',
  'other',
] as const;

/** How much an entry matters: critical entries alert the staff and wait for acknowledgement. */
export const DIARY_SIGNIFICANCES = ['routine', 'significant', 'critical'] as const;
/** How much an entry matters. */
export const diarySignificanceSchema = z.enum(DIARY_SIGNIFICANCES);
/** How much an entry matters. */
export type DiarySignificance = z.infer<typeof diarySignificanceSchema>;

/** An entry's state: as written (or corrected), amended, or entered in error (kept, struck). */
export const DIARY_STATUSES = ['active', 'amended', 'enteredInError'] as const;
/** An entry's state. */
export const diaryStatusSchema = z.enum(DIARY_STATUSES);
/** An entry's state. */
export type DiaryStatus = z.infer<typeof diaryStatusSchema>;

/** What replaced a version: the author's correction, an amendment, or the entered-in-error mark. */
export const DIARY_CHANGE_KINDS = ['correction', 'amendment', 'enteredInError'] as const;
/** What replaced a version. */
export type DiaryChangeKind = (typeof DIARY_CHANGE_KINDS)[number];

/** A category id: camelCase letters and digits (`health`, `fallIncident`, a custom `dental`). */
export const diaryCategoryIdSchema = z
  .string()
  .check(z.maxLength(40), z.regex(/^[a-z][A-Za-z0-9]*$/));

/** Someone who wrote or changed an entry: the account and the name at the time of reading. */
export const diaryPersonSchema = z.object({
  accountId: z.int(),
  name: z.string(),
});
/** Someone who wrote or changed an entry. */
export type DiaryPerson = z.infer<typeof diaryPersonSchema>;

const instant = z.iso.datetime({ offset: true });

/** A critical entry's acknowledgement: who, when, and the entry that records the action. */
export const diaryAcknowledgementSchema = z.object({
  at: instant,
  by: diaryPersonSchema,
  entryId: z.int(),
});

/**
 * Attachments an entry may hold that are not archived: the documents' limit, as every other upload
 * rule (docs/behaviour/diary.md#attachments).
 */
export const DIARY_ATTACHMENTS_MAX = DOCUMENT_LIMITS.attachmentsMax;

/**
 * A file attached to an entry (no content): its name, the type recognised from its content, its
 * size in bytes, who attached it and when, and who archived it and when (null while it is not).
 */
export const diaryAttachmentSchema = z.object({
  id: z.int(),
  entryId: z.int(),
  name: z.string(),
  mimeType: z.string(),
  size: z.int().check(z.nonnegative()),
  attachedAt: instant,
  attachedBy: diaryPersonSchema,
  archivedAt: z.nullable(instant),
  archivedBy: z.nullable(diaryPersonSchema),
});
/** A file attached to a diary entry. */
export type DiaryAttachment = z.infer<typeof diaryAttachmentSchema>;

/**
 * Where an entry written by the server comes from (docs/behaviour/diary.md#entries-from-other-modules):
 * an activity's attendance, with the activity as it was recorded (its title and place), the
 * occurrence, the status and the note. Screens and exports write it in their own language; the
 * entry's `text` keeps the English words for a reader that does not know the origin.
 */
export const diaryOriginSchema = z.object({
  kind: z.literal('activity'),
  activityId: z.int(),
  occurrenceStart: instant,
  status: attendanceStatusSchema,
  title: z.string(),
  place: z.string(),
  note: z.nullable(z.string()),
});
/** Where an entry written by the server comes from. */
export type DiaryOrigin = z.infer<typeof diaryOriginSchema>;

/**
 * An origin's words for the screens and exports: the translation term of its line (in the
 * `diary` namespace: "Took part in: {{title}} ({{place}})") with its values, and the note to
 * write under it, if any. One function so every reader says the same.
 */
export function diaryOriginWords(origin: DiaryOrigin): {
  term: `diary.origin.activity.${DiaryOrigin['status']}`;
  values: { title: string; place: string };
  note: string | null;
} {
  return {
    term: `diary.origin.activity.${origin.status}`,
    values: { title: origin.title, place: origin.place },
    note: origin.note,
  };
}

/** A diary entry as lists show it. */
export const diaryEntrySchema = z.object({
  id: z.int(),
  /** The guest's personalDataId. */
  personalDataId: z.int(),
  /** When it happened (ISO instant). */
  occurredAt: instant,
  /** When it was written: the server's time. */
  recordedAt: instant,
  author: z.extend(diaryPersonSchema, { role: z.nullable(roleSchema) }),
  categories: z.array(z.string()).check(z.minLength(1)),
  text: z.string(),
  significance: diarySignificanceSchema,
  handover: z.boolean(),
  status: diaryStatusSchema,
  /** 1 as written; one more for every correction, amendment or entered-in-error mark. */
  version: z.int().check(z.gte(1)),
  /** Whether the caller has read it (their own entries count as read). */
  read: z.boolean(),
  /** For a critical entry: its acknowledgement, or null while none. */
  acknowledgement: z.nullable(diaryAcknowledgementSchema),
  /** For an acknowledgement entry: the critical entry it acknowledges. */
  acknowledgesEntryId: z.nullable(z.int()),
  /** A fall or incident's record (an entry with the `fallIncident` category), else null. */
  fall: z._default(z.nullable(diaryFallSchema), null),
  /** Its attachments, archived ones included, oldest first. */
  attachments: z._default(z.array(diaryAttachmentSchema), []),
  /** What wrote it, for an entry the server wrote from another module; null for a person's. */
  origin: z._default(z.nullable(diaryOriginSchema), null),
});
/** A diary entry. */
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

/** A previous version of an entry, kept when it was changed: its content, and who changed it. */
export const diaryVersionSchema = z.object({
  version: z.int().check(z.gte(1)),
  text: z.string(),
  categories: z.array(z.string()),
  significance: diarySignificanceSchema,
  /** Its fall or incident record, if it had one. */
  fall: z._default(z.nullable(diaryFallSchema), null),
  /** Its origin, when the server wrote it from another module. */
  origin: z._default(z.nullable(diaryOriginSchema), null),
  /** What replaced it. */
  kind: z.enum(DIARY_CHANGE_KINDS),
  /** Why (an amendment, an entered-in-error mark); null for a correction. */
  reason: z.nullable(z.string()),
  changedAt: instant,
  changedBy: diaryPersonSchema,
});
/** A previous version of an entry. */
export type DiaryVersion = z.infer<typeof diaryVersionSchema>;

/** One entry with its history, oldest version first. */
export const diaryEntryDetailSchema = z.extend(diaryEntrySchema, {
  history: z.array(diaryVersionSchema),
});
/** One entry with its history. */
export type DiaryEntryDetail = z.infer<typeof diaryEntryDetailSchema>;

/** One page of a guest's diary, newest first, with the total of the filtered list. */
export const diaryPageSchema = z.object({
  items: z.array(diaryEntrySchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(0)),
  pageSize: z.int().check(z.gte(1)),
});
/** One page of a guest's diary. */
export type DiaryPage = z.infer<typeof diaryPageSchema>;

/** A category: its id, the term of its name (a default) or its own names, and whether in use. */
export const diaryCategorySchema = z.object({
  id: z.string(),
  /** The translation term of a default category's name (`diary.category.health`). */
  termKey: z.nullable(z.string()),
  /** A custom category's names by language (`{ it, en, de, es }`); null for a default one. */
  labels: z.nullable(z.record(z.string(), z.string())),
  active: z.boolean(),
});
/** A diary category. */
export type DiaryCategory = z.infer<typeof diaryCategorySchema>;

/** `GET …/diary/entry/{id}`, correct, amend, entered-in-error: the entry with its history. */
export const diaryEntryDetailResponseSchema = envelope(diaryEntryDetailSchema);
/** `POST …/diary/guest/{id}/entries` answer: the new entry. */
export const diaryEntryResponseSchema = envelope(diaryEntrySchema);
/** `GET …/diary/guest/{id}/entries` answer. */
export const diaryPageResponseSchema = envelope(diaryPageSchema);
/** `GET …/diary/categories` answer, in display order. */
export const diaryCategoriesResponseSchema = envelope(z.array(diaryCategorySchema));
/** `GET …/diary/unread-count` answer. */
export const diaryUnreadCountResponseSchema = envelope(z.object({ unread: z.int() }));
/** `POST …/diary/entry/{id}/attachments` and `PUT …/diary/attachment/{id}/archive` answer. */
export const diaryAttachmentResponseSchema = envelope(diaryAttachmentSchema);
/** `GET …/diary/entry/{id}/attachments` answer: the entry's attachments, oldest first. */
export const diaryAttachmentsResponseSchema = envelope(z.array(diaryAttachmentSchema));
/** `POST …/diary/read` answer: how many entries were newly marked read. */
export const diaryMarkReadResponseSchema = envelope(z.object({ marked: z.int() }));
