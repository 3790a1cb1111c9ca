import type { ModuleId } from '@care/api-client';
import { lazy, type ComponentType } from 'react';
import { PersonalTab } from '../person-detail/components/personal-tab';
import type { GuestChartTabProps, TabPrefetchContext } from './chart-tab-props';
import { DocumentsTab } from './tabs/documents-tab';
import { SummaryTab } from './tabs/summary-tab';

// A care module's tab is its own chunk, fetched once the chart shows the tab (`preload`), so a
// click on the tab waits for no download (docs/behaviour/diary.md#performance).
const loadDiaryTab = () => import('../diary/tabs/diary-tab');
const DiaryTab = lazy(async () => ({ default: (await loadDiaryTab()).DiaryTab }));
const loadMeasurementsTab = () => import('../measurement/tabs/measurements-tab');
const MeasurementsTab = lazy(async () => ({
  default: (await loadMeasurementsTab()).MeasurementsTab,
}));

/**
 * A tab of the guest chart (docs/behaviour/guest-chart.md#adding-a-tab): `id` is its value in
 * `?tab=`, `labelKey` the i18n key of its name, and it shows only to users whose level in
 * `module` is at least read.
 */
export interface GuestChartTab {
  id: string;
  labelKey: string;
  module: ModuleId;
  Component: ComponentType<GuestChartTabProps>;
  /** Fetches a lazy tab's chunk ahead of its first opening. */
  preload?: () => Promise<unknown>;
  /**
   * Starts the requests the tab shows first, when the user points at or chooses it, so they
   * run while the tab renders rather than after (docs/behaviour/guest-chart.md#performance).
   */
  prefetch?: (context: TabPrefetchContext) => void;
}

/** The guest chart's tabs, in their order; a care module adds its own here. */
export const GUEST_CHART_TABS: readonly GuestChartTab[] = [
  { id: 'summary', labelKey: 'guestChart.tabs.summary', module: 'summary', Component: SummaryTab },
  {
    id: 'personal',
    labelKey: 'guestChart.tabs.personal',
    module: 'extraPersonalData',
    Component: PersonalTab,
  },
  {
    id: 'documents',
    labelKey: 'guestChart.tabs.documents',
    module: 'documents',
    Component: DocumentsTab,
  },
  {
    id: 'diary',
    labelKey: 'diary.tab.label',
    module: 'diary',
    Component: DiaryTab,
    preload: loadDiaryTab,
    prefetch: (context) => void loadDiaryTab().then((tab) => tab.prefetchDiaryTab(context)),
  },
  {
    id: 'measurements',
    labelKey: 'measurement.tab.label',
    module: 'measurement',
    Component: MeasurementsTab,
    preload: loadMeasurementsTab,
    prefetch: (context) =>
      void loadMeasurementsTab().then((tab) => tab.prefetchMeasurementsTab(context)),
  },
];

export type { GuestChartTabProps, TabPrefetchContext };
