import type { ApiRoute } from './routes';

/**
 * The routes of the diary (docs/behaviour/diary.md#routes), by endpoint: a table of its own, so that they load with the module's
 * endpoints, not with every page's first load (`CORE_ROUTES` explains the shape).
 */
export const DIARY_ROUTES = {
  /** Ours: a new diary entry for a guest (`{id}` is the personalDataId; docs/behaviour/diary.md). */
  diaryCreate: { method: 'POST', path: 'care/api/v1/diary/guest/{id}/entries', idempotent: true },
  /** Ours: a page of a guest's diary, newest first (`?from=&to=&categories=&…&page=`). */
  diaryList: { method: 'GET', path: 'care/api/v1/diary/guest/{id}/entries' },
  /** Ours: one diary entry with its history (`{id}` is the entry's id). */
  diaryEntry: { method: 'GET', path: 'care/api/v1/diary/entry/{id}' },
  /** Ours: the author's correction within 60 minutes. */
  diaryCorrect: { method: 'PUT', path: 'care/api/v1/diary/entry/{id}/correct', idempotent: true },
  /** Ours: an amendment with its reason. */
  diaryAmend: { method: 'PUT', path: 'care/api/v1/diary/entry/{id}/amend', idempotent: true },
  /** Ours: marks an entry entered in error, with its reason. */
  diaryEnteredInError: {
    method: 'PUT',
    path: 'care/api/v1/diary/entry/{id}/entered-in-error',
    idempotent: true,
  },
  /** Ours: the action taken on a critical entry. */
  diaryAcknowledge: {
    method: 'POST',
    path: 'care/api/v1/diary/entry/{id}/acknowledge',
    idempotent: true,
  },
  /** Ours: attaches a file to an entry (`{id}` the entry's; docs/behaviour/diary.md#attachments). */
  diaryAttach: {
    method: 'POST',
    path: 'care/api/v1/diary/entry/{id}/attachments',
    idempotent: true,
  },
  /** Ours: an entry's attachments, archived ones included. */
  diaryAttachments: { method: 'GET', path: 'care/api/v1/diary/entry/{id}/attachments' },
  /** Ours: an attachment's file, as a download (`{id}` the attachment's). */
  diaryAttachmentFile: { method: 'GET', path: 'care/api/v1/diary/attachment/{id}' },
  /** Ours: archives an attachment (kept, with who and when); nothing is deleted. */
  diaryArchiveAttachment: { method: 'PUT', path: 'care/api/v1/diary/attachment/{id}/archive' },
  /** Ours: marks entries read for the caller. */
  diaryMarkRead: { method: 'POST', path: 'care/api/v1/diary/read' },
  /** Ours: the caller's unread entries of the last 72 hours (the navigation badge). */
  diaryUnreadCount: { method: 'GET', path: 'care/api/v1/diary/unread-count' },
  /** Ours: the diary's categories, in display order. */
  diaryCategories: { method: 'GET', path: 'care/api/v1/diary/categories' },
  /** Ours (administrators): adds a facility's own category, `{ id, labels: { it, en, de, es } }`. */
  diaryCreateCategory: { method: 'POST', path: 'care/api/v1/diary/categories', idempotent: true },
  /** Ours (administrators): renames a facility's own category, or takes one out of or back in use. */
  diaryChangeCategory: { method: 'PUT', path: 'care/api/v1/diary/categories/{id}' },
  /** The home widget's critical entries awaiting acknowledgement (`?groupId=`). */
  diaryCriticalEvents: { method: 'GET', path: 'care/api/v1/diary/dashboard/critical-event' },
  /** A guest's significant and critical entries of the last 7 days (the chart's summary). */
  diarySignificantEvents: {
    method: 'GET',
    path: 'care/api/v1/diary/dashboard/significant-events/{id}',
  },
  /** Ours: the manager's overview of the selected group's guests (`?groupId=&quiet=&page=`). */
  diaryFacility: { method: 'GET', path: 'care/api/v1/diary/facility' },
  /** Ours: the entries of the selected group's guests, with the diary's filters (managers). */
  diaryFacilityEntries: { method: 'GET', path: 'care/api/v1/diary/facility/entries' },
  /** Ours: the handover sheet (`?from=&to=&groupId=|guests=|mine=true&mode=summary|full`). */
  diaryHandover: { method: 'GET', path: 'care/api/v1/diary/handover' },
  /** Ours: records that the caller has read the handover up to `{ to }`. */
  diaryHandoverRead: { method: 'POST', path: 'care/api/v1/diary/handover/read' },
  /** Ours: the staff of a group with their latest handover read (`?groupId=`; managers). */
  diaryHandoverReaders: { method: 'GET', path: 'care/api/v1/diary/handover/readers' },
  /** Ours: the handover sheet as a PDF (the handover's query and `lang`). */
  diaryHandoverPdf: { method: 'GET', path: 'care/api/v1/diary/handover/pdf' },
} as const satisfies Record<string, ApiRoute>;
