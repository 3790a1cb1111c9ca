import { queryOptions } from '@tanstack/react-query';
import type { AppApi } from '../../../app/api';
import { FRESH_FROM_LOADER_MS } from '../../person-detail/api/person-detail.queries';

/** Query keys of the guest chart. */
export const guestChartKeys = {
  all: ['guestChart'] as const,
  header: (personalDataId: number) => [...guestChartKeys.all, 'header', personalDataId] as const,
};

/** Queries of the guest chart. */
export const guestChartQueries = {
  /** `GET care/api/v1/guest/detail/{personalDataId}/chart-header`: the header's facts. */
  header: (api: AppApi, personalDataId: number) =>
    queryOptions({
      queryKey: guestChartKeys.header(personalDataId),
      queryFn: ({ signal }) => api.guests.chartHeader(personalDataId, { signal }),
      staleTime: FRESH_FROM_LOADER_MS,
    }),
};
