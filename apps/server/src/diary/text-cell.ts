import { ATTENDANCE_STATUSES, diaryOriginWords, type DiaryOrigin } from '@care/api-client/schemas';
import type { ExportCell } from '../exports/registry';

/**
 * An entry's text as an export or PDF cell (docs/behaviour/diary.md#entries-from-other-modules):
 * what a person wrote as it is; an entry the server wrote from another module in the export's
 * language (its origin's line, the note under it).
 */
export function entryTextCell(entry: { text: string; origin: DiaryOrigin | null }): ExportCell {
  if (!entry.origin) return entry.text;
  const { term, values, note } = diaryOriginWords(entry.origin);
  return note ? { lines: [{ term, values }, note] } : { term, values };
}

/** The terms of every origin's line, for a writer that loads its terms up front. */
export const ORIGIN_TERMS = ATTENDANCE_STATUSES.map((status) => `diary.origin.activity.${status}`);
