import type { DiaryListQuery } from '@care/api-client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AppApi } from '../../../app/api';

/** The filters of a diary list, as the list query sends them (without the page). */
export type DiaryFilters = Omit<DiaryListQuery, 'page'>;

/** Query keys of the diary. */
export const diaryKeys = {
  all: ['diary'] as const,
  guests: () => [...diaryKeys.all, 'guest'] as const,
  guest: (personalDataId: number) => [...diaryKeys.guests(), personalDataId] as const,
  list: (personalDataId: number, filters: DiaryFilters) =>
    [...diaryKeys.guest(personalDataId), 'list', filters] as const,
  significant: (personalDataId: number) =>
    [...diaryKeys.guest(personalDataId), 'significant'] as const,
  entries: () => [...diaryKeys.all, 'entry'] as const,
  entry: (id: number) => [...diaryKeys.entries(), id] as const,
  categories: () => [...diaryKeys.all, 'categories'] as const,
  unread: () => [...diaryKeys.all, 'unread'] as const,
  critical: (groupId: number | null) => [...diaryKeys.all, 'critical', groupId] as const,
  facility: () => [...diaryKeys.all, 'facility'] as const,
  quiet: (groupId: number | null) => [...diaryKeys.facility(), 'quiet', groupId] as const,
  facilityEntries: (groupId: number | null, filters: DiaryFilters) =>
    [...diaryKeys.facility(), 'entries', groupId, filters] as const,
};

/** The selected group as the facility routes take it (`null`: the server's default). */
const inGroup = (groupId: number | null) => (groupId === null ? {} : { groupId });

/** The next page of a paged answer, or none when every item is loaded. */
const nextPage = (last: { page: number; pageSize: number; total: number }) =>
  (last.page + 1) * last.pageSize < last.total ? last.page + 1 : undefined;

/** Queries of the diary (docs/behaviour/diary.md#routes). */
export const diaryQueries = {
  /** A guest's diary, newest first, 20 entries a page, loaded page by page as the list scrolls. */
  list: (api: AppApi, personalDataId: number, filters: DiaryFilters) =>
    infiniteQueryOptions({
      queryKey: diaryKeys.list(personalDataId, filters),
      queryFn: ({ signal, pageParam }) =>
        api.diary.list(personalDataId, { ...filters, page: pageParam }, { signal }),
      initialPageParam: 0,
      getNextPageParam: nextPage,
      staleTime: 30_000,
    }),
  /** A guest's significant and critical entries of the last 7 days (the chart's summary). */
  significant: (api: AppApi, personalDataId: number) =>
    queryOptions({
      queryKey: diaryKeys.significant(personalDataId),
      queryFn: ({ signal }) => api.diary.significantEvents(personalDataId, { signal }),
      staleTime: 30_000,
    }),
  /** One entry with its history, oldest version first. */
  entry: (api: AppApi, id: number) =>
    queryOptions({
      queryKey: diaryKeys.entry(id),
      queryFn: ({ signal }) => api.diary.entry(id, { signal }),
      staleTime: 30_000,
    }),
  /** Every category, in display order (inactive ones too: old entries keep them). */
  categories: (api: AppApi) =>
    queryOptions({
      queryKey: diaryKeys.categories(),
      queryFn: ({ signal }) => api.diary.categories({ signal }),
      staleTime: 10 * 60_000,
    }),
  /**
   * The navigation badge: unread entries of the last 72 hours. A background read (it polls): it
   * does not keep an unattended session alive (docs/behaviour/never-losing-work.md).
   */
  unread: (api: AppApi) =>
    queryOptions({
      queryKey: diaryKeys.unread(),
      queryFn: ({ signal }) => api.diary.unreadCount({ signal, background: true }),
      staleTime: 60_000,
    }),
  /** Critical entries of the selected group awaiting an acknowledgement (the home widget). */
  critical: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: diaryKeys.critical(groupId),
      queryFn: ({ signal }) =>
        api.diary.criticalEvents(groupId === null ? {} : { groupId }, { signal }),
      staleTime: 30_000,
    }),
  /** The selected group's guests without an entry in the last 24 hours (first 20, the total). */
  quiet: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: diaryKeys.quiet(groupId),
      queryFn: ({ signal }) =>
        api.diary.facility({ ...inGroup(groupId), quiet: 'true', page: 0 }, { signal }),
      staleTime: 60_000,
    }),
  /** The selected group's entries with the filters, 20 a page as the list scrolls. */
  facilityEntries: (api: AppApi, groupId: number | null, filters: DiaryFilters) =>
    infiniteQueryOptions({
      queryKey: diaryKeys.facilityEntries(groupId, filters),
      queryFn: ({ signal, pageParam }) =>
        api.diary.facilityEntries({ ...filters, ...inGroup(groupId), page: pageParam }, { signal }),
      initialPageParam: 0,
      getNextPageParam: nextPage,
      staleTime: 30_000,
    }),
};
