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
  history: (personalDataId: number) => [...guestKeys.histories(), personalDataId] as const,
};

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
};
