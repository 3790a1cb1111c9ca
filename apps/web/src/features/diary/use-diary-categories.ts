import type { DiaryCategory } from '@care/api-client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { diaryQueries } from './api/diary.queries';
import type { CategoryChoice } from './entry-fields';

/** A category's name: the term of a default one, a custom one's label in the language, its id. */
function categoryName(
  category: DiaryCategory | undefined,
  id: string,
  language: string,
  t: (key: string) => string,
): string {
  if (category?.termKey) return t(category.termKey);
  return category?.labels?.[language] ?? category?.labels?.en ?? id;
}

/**
 * The facility's diary categories (docs/behaviour/diary.md#categories): `name(id)` for any
 * category an entry holds (inactive ones too), and `choices`, the active ones a form offers.
 */
export function useDiaryCategories() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const query = useQuery(diaryQueries.categories(api));
  const language = i18n.resolvedLanguage ?? 'en';
  const byId = useMemo(
    () => new Map((query.data ?? []).map((category) => [category.id, category])),
    [query.data],
  );
  const name = useCallback(
    (id: string) => categoryName(byId.get(id), id, language, t),
    [byId, language, t],
  );
  const choices: CategoryChoice[] = useMemo(
    () =>
      (query.data ?? [])
        .filter((category) => category.active)
        .map((category) => ({ id: category.id, name: name(category.id) })),
    [query.data, name],
  );
  return { name, choices, isPending: query.isPending, isError: query.isError, query };
}
