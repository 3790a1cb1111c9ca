import type { CareClient } from '@care/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  myInfo: () => [...authKeys.all, 'myInfo'] as const,
};

/** Queries of the auth feature. */
export const authQueries = {
  /** `GET personal/myInfo`: who is signed in, with role, permissions and groups. */
  myInfo: (api: CareClient) =>
    queryOptions({
      queryKey: authKeys.myInfo(),
      queryFn: ({ signal }) => api.personal.myInfo({ signal }),
      // Changes only through the profile page, which updates this entry itself.
      staleTime: 5 * 60_000,
    }),
};
