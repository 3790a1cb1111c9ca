import type { GuestChartHeader } from '@care/api-client';

/** What a tab of the guest chart receives. */
export interface GuestChartTabProps {
  personalDataId: number;
  customerAccountId: number;
  /** The chart's header facts; undefined while they load or when they cannot be read. */
  header: GuestChartHeader | undefined;
}
