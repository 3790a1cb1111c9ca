import type { DiaryCategory, DiaryCategoryChange, DiaryCategoryCreate } from '@care/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { useChangeMessages } from '../../../shared/change-messages';
import { diaryKeys } from './diary.queries';

/**
 * The category changes of the diary categories screen (docs/behaviour/diary.md#categories): the
 * server answers every category, which becomes the cached list at once (the screen, the entry
 * form and the filters read it); a failure says the code's text (E019 a taken id, E049 the last
 * category in use), else `diary.categories.error`, and is rethrown to the form.
 */
function useCategoryFeedback() {
  const client = useQueryClient();
  const messages = useChangeMessages('diary.categories', 'diary.categories.error');
  return {
    ...messages,
    store: (categories: DiaryCategory[]) => client.setQueryData(diaryKeys.categories(), categories),
  };
}

/** `POST …/diary/categories`: a facility's own category; `name` is its name in the language. */
export function useAddCategory() {
  const api = useApi();
  const feedback = useCategoryFeedback();
  return useMutation({
    mutationFn: (input: { body: DiaryCategoryCreate; name: string }) =>
      api.diary.addCategory(input.body),
    onSuccess: (categories, { name }) => {
      feedback.store(categories);
      feedback.saved(feedback.t('diary.categories.added', { name }));
    },
    onError: feedback.failed,
  });
}

/** `PUT …/diary/categories/{id}`: new names, or out of use and back. */
export function useChangeCategory() {
  const api = useApi();
  const feedback = useCategoryFeedback();
  return useMutation({
    mutationFn: (input: { id: string; body: DiaryCategoryChange; name: string }) =>
      api.diary.changeCategory(input.id, input.body),
    onSuccess: (categories, { body, name }) => {
      feedback.store(categories);
      const { t } = feedback;
      if (body.labels) feedback.saved(t('diary.categories.renamed', { name }));
      else if (body.active) feedback.saved(t('diary.categories.putBackDone', { name }));
      else feedback.saved(t('diary.categories.takenOut', { name }));
    },
    onError: feedback.failed,
  });
}
