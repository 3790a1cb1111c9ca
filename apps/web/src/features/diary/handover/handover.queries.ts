import type { DiaryHandoverRequest } from '@care/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { AppApi } from '../../../app/api';
import { diaryKeys } from '../api/diary.queries';

/** Query keys of the handover. */
export const handoverKeys = {
  all: () => [...diaryKeys.all, 'handover'] as const,
  sheet: (request: DiaryHandoverRequest) => [...handoverKeys.all(), 'sheet', request] as const,
  readers: (groupId: number | null) => [...handoverKeys.all(), 'readers', groupId] as const,
};

/** Queries of the handover (docs/behaviour/diary.md#handover). */
export const handoverQueries = {
  /** The sheet of a period and a scope, grouped by guest. */
  sheet: (api: AppApi, request: DiaryHandoverRequest) =>
    queryOptions({
      queryKey: handoverKeys.sheet(request),
      queryFn: ({ signal }) => api.diary.handover(request, { signal }),
      staleTime: 30_000,
    }),
  /** Each staff member of the group and their latest read (managers). */
  readers: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: handoverKeys.readers(groupId),
      queryFn: ({ signal }) =>
        api.diary.handoverReaders(groupId === null ? {} : { groupId }, { signal }),
      staleTime: 30_000,
    }),
};
