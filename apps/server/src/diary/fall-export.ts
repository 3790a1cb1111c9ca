import { diaryFallAnswers, type DiaryFall } from '@care/api-client/schemas';
import type { ExportCell } from '../exports/registry';

/**
 * A fall's record as an export cell (docs/behaviour/diary.md#falls-and-incidents): its answers
 * labelled in the export's language, in the form's order.
 */
export function fallCell(fall: DiaryFall | null): ExportCell {
  return fall ? { fields: diaryFallAnswers(fall) } : null;
}
