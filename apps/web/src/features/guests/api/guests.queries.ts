import type { GuestStatus } from '@care/api-client';
import type { AppApi } from '../../../app/api';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the guests feature. */
export const guestKeys = {
  all: ['guests'] as const,
  lists: () => [...guestKeys.all, 'list'] as const,
  page: (groupId: number | null, status: GuestStatus, q: string, page: number) =>
    [...guestKeys.lists(), groupId, status, q, page] as const,
  histories: () => [...guestKeys.all, 'history'] as const,
  widgets: () => [...guestKeys.all, 'widget'] as const,
  widget: (name: 'counts' | 'withAllergy' | 'birthdays', groupId: number | null) =>
    [...guestKeys.widgets(), name, groupId] as const,
  history: (personalDataId: number) => [...guestKeys.histories(), personalDataId] as const,
};

/** The selected group as the widget endpoints take it (`null`: the server's default). */
const inGroup = (groupId: number | null) => (groupId === null ? {} : { groupId });

/** Queries of the guests feature. */
export const guestQueries = {
  /**
   * `GET guest/complete-list`: one page (20 rows) of a status tab of the selected group (`null`:
   * the server's default, the user's first group), with the tab's total.
   */
  page: (api: AppApi, groupId: number | null, status: GuestStatus, q: string, page: number) =>
    queryOptions({
      queryKey: guestKeys.page(groupId, status, q, page),
      queryFn: ({ signal }) =>
        api.guests.list({ status, q, page, ...(groupId === null ? {} : { groupId }) }, { signal }),
      staleTime: 30_000,
    }),
  /** `GET guest/detail/{id}/history`: the status changes, oldest first (cause and date). */
  history: (api: AppApi, personalDataId: number) =>
    queryOptions({
      queryKey: guestKeys.history(personalDataId),
      queryFn: ({ signal }) => api.guests.history(personalDataId, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** `GET guest/dashboard`: admitted, waiting and suspended counts of the selected group. */
  counts: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: guestKeys.widget('counts', groupId),
      queryFn: ({ signal }) => api.guests.counts(inGroup(groupId), { signal }),
      staleTime: 60_000,
    }),
  /** `GET guest/with-allergy`: admitted guests with an allergy, with the allergy. */
  withAllergy: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: guestKeys.widget('withAllergy', groupId),
      queryFn: ({ signal }) => api.guests.withAllergy(inGroup(groupId), { signal }),
      staleTime: 60_000,
    }),
  /** `GET guest/birthday`: the birthdays of the coming week, today first. */
  birthdays: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: guestKeys.widget('birthdays', groupId),
      queryFn: ({ signal }) => api.guests.birthdays(inGroup(groupId), { signal }),
      staleTime: 5 * 60_000,
    }),
};
