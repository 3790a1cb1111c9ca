import { diaryOriginWords, type DiaryOrigin } from '@care/api-client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An entry's text as the reader sees it (docs/behaviour/diary.md#entries-from-other-modules): what
 * a person wrote as it is; an entry the server wrote from another module (an activity's
 * attendance) in the reader's language, its note on the next line.
 */
export function useEntryText() {
  const { t } = useTranslation();
  // Stable while the language is: the entry form's fields are built from it.
  return useCallback(
    (entry: { text: string; origin: DiaryOrigin | null }): string => {
      if (!entry.origin) return entry.text;
      const { term, values, note } = diaryOriginWords(entry.origin);
      const line = t(term, values);
      return note ? `${line}\n${note}` : line;
    },
    [t],
  );
}
