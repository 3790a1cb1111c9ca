import { DIARY_CORRECTION_MINUTES, type DiaryEntry } from '@care/api-client';

/**
 * What may be done to an entry (docs/behaviour/diary.md#changing-an-entry); the server checks
 * the same rules, these only decide which buttons show.
 */

/** The author's correction: their own entry, within 60 minutes of writing it, not in error. */
export function canCorrect(entry: DiaryEntry, accountId: number | undefined, now: Date): boolean {
  if (entry.status === 'enteredInError' || entry.author.accountId !== accountId) return false;
  const age = now.getTime() - new Date(entry.recordedAt).getTime();
  return age <= DIARY_CORRECTION_MINUTES * 60_000;
}

/** An amendment or the entered-in-error mark: anyone who writes the diary, until it is in error. */
export function canChange(entry: DiaryEntry): boolean {
  return entry.status !== 'enteredInError';
}
