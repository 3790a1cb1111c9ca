import type { DiaryCriticalEntry } from '@care/api-client';
import { diaryKeys } from './api/diary.queries';

/**
 * What the critical events widget, its live refresh and the acknowledgement share; kept apart
 * from the mutations so the widget's first load does not bring the message bars and the dialog.
 */

/** Every group's critical list (the prefix of `diaryKeys.critical(groupId)`). */
export const CRITICAL_KEYS = [...diaryKeys.all, 'critical'] as const;

/** The guest's name as the diary's alerts show it: surname, then name. */
export function criticalGuestName(entry: Pick<DiaryCriticalEntry, 'guest'>): string {
  return `${entry.guest.surname} ${entry.guest.name}`;
}
