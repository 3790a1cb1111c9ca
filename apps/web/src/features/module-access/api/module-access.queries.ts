import type { FullCareClient } from '@care/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of module access. */
export const moduleAccessKeys = {
  all: ['moduleAccess'] as const,
  mine: () => [...moduleAccessKeys.all, 'mine'] as const,
  configuration: () => [...moduleAccessKeys.all, 'configuration'] as const,
};

/** Queries of module access (docs/behaviour/module-access.md). */
export const moduleAccessQueries = {
  /**
   * `GET module-access`: the signed-in user's level in every module. A background read: it is
   * read again on its own (a notification, every opening of the live connection), which must not
   * keep an unattended session alive (docs/behaviour/never-losing-work.md).
   */
  mine: (api: Pick<FullCareClient, 'moduleAccess'>) =>
    queryOptions({
      queryKey: moduleAccessKeys.mine(),
      queryFn: ({ signal }) => api.moduleAccess.mine({ signal, background: true }),
      // Changes reach open tabs through the `moduleAccess.changed` notification.
      staleTime: 5 * 60_000,
    }),
  /** `GET admin/module-access` (administrators): every role's levels. */
  configuration: (api: Pick<FullCareClient, 'moduleAccess'>) =>
    queryOptions({
      queryKey: moduleAccessKeys.configuration(),
      queryFn: ({ signal }) => api.moduleAccess.configuration({ signal }),
    }),
};
