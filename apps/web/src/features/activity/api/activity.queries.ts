import { queryOptions } from '@tanstack/react-query';
import type { AppApi } from '../../../app/api';

/** Query keys of the activities. */
export const activityKeys = {
  all: ['activity'] as const,
  weeks: () => [...activityKeys.all, 'week'] as const,
  week: (groupId: number | null, from: string) => [...activityKeys.weeks(), groupId, from] as const,
  mine: (from: string) => [...activityKeys.all, 'mine', from] as const,
  activities: () => [...activityKeys.all, 'one'] as const,
  activity: (id: number) => [...activityKeys.activities(), id] as const,
  attendance: (id: number, start: string) =>
    [...activityKeys.activity(id), 'attendance', start] as const,
  participation: (personalDataId: number) =>
    [...activityKeys.all, 'participation', personalDataId] as const,
};

/** Queries of the activities (docs/behaviour/activities.md#routes). */
export const activityQueries = {
  /** The occurrences of the week starting at `from` (seven days) of the selected group. */
  week: (api: AppApi, groupId: number | null, from: Date, to: Date) =>
    queryOptions({
      queryKey: activityKeys.week(groupId, from.toISOString()),
      queryFn: ({ signal }) =>
        api.activity.range(
          {
            from: from.toISOString(),
            to: to.toISOString(),
            ...(groupId === null ? {} : { groupId }),
          },
          { signal },
        ),
      staleTime: 30_000,
    }),
  /** A guest's own programme of the week starting at `from`. */
  mine: (api: AppApi, from: Date, to: Date) =>
    queryOptions({
      queryKey: activityKeys.mine(from.toISOString()),
      queryFn: ({ signal }) =>
        api.activity.mine({ from: from.toISOString(), to: to.toISOString() }, { signal }),
      staleTime: 60_000,
    }),
  /** One activity with its enrolled guests. */
  activity: (api: AppApi, id: number) =>
    queryOptions({
      queryKey: activityKeys.activity(id),
      queryFn: ({ signal }) => api.activity.get(id, { signal }),
      staleTime: 30_000,
    }),
  /** The attendance of the occurrence of `id` starting at `start`. */
  attendance: (api: AppApi, id: number, start: string) =>
    queryOptions({
      queryKey: activityKeys.attendance(id, start),
      queryFn: ({ signal }) => api.activity.attendance(id, start, { signal }),
      staleTime: 30_000,
    }),
  /** A guest's attendance of the last 30 days, newest first (the guest chart's summary). */
  participation: (api: AppApi, personalDataId: number) =>
    queryOptions({
      queryKey: activityKeys.participation(personalDataId),
      queryFn: ({ signal }) => api.activity.participation(personalDataId, { signal }),
      staleTime: 60_000,
    }),
};
