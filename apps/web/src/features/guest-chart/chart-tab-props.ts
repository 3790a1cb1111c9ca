import type { GuestChartHeader } from '@care/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { AppApi } from '../../app/api';

/** What a tab of the guest chart receives. */
export interface GuestChartTabProps {
  personalDataId: number;
  customerAccountId: number;
  /** The chart's header facts; undefined while they load or when they cannot be read. */
  header: GuestChartHeader | undefined;
}

/** What a tab's `prefetch` starts its first requests with. */
export interface TabPrefetchContext {
  client: QueryClient;
  api: AppApi;
  personalDataId: number;
}
