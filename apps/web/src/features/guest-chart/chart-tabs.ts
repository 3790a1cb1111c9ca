import type { ModuleId } from '@care/api-client';
import type { ComponentType } from 'react';
import { reloadableLazy } from '../../shared/reloadable-lazy';
import { PersonalTab } from '../person-detail/components/personal-tab';
import type { GuestChartTabProps, TabPrefetchContext } from './chart-tab-props';
import { DocumentsTab } from './tabs/documents-tab';
import { SummaryTab } from './tabs/summary-tab';

/**
 * A tab's chunk, remembered once loaded: `use` then runs at once, in the click that chose the
 * tab, before React renders it (a new `import()` of a loaded chunk still answers a task later).
 */
function tabModule<Module>(load: () => Promise<Module>) {
  let module: Module | undefined;
  const loaded = () =>
    load().then((value) => {
      module = value;
      return value;
    });
  return {
    load: loaded,
    use: <T>(use: (value: Module) => T): T | Promise<T> =>
      module ? use(module) : loaded().then(use),
  };
}

// A care module's tab is its own chunk, fetched once the chart shows the tab (`preload`), so a
// click on the tab waits for no download and renders it at once (docs/behaviour/diary.md#performance).
const diary = tabModule(() => import('../diary/tabs/diary-tab'));
const DiaryTab = reloadableLazy<GuestChartTabProps>(
  async () => ({ default: (await diary.load()).DiaryTab }),
  { atOnceWhenLoaded: true },
);
const measurements = tabModule(() => import('../measurement/tabs/measurements-tab'));
const MeasurementsTab = reloadableLazy<GuestChartTabProps>(
  async () => ({ default: (await measurements.load()).MeasurementsTab }),
  { atOnceWhenLoaded: true },
);

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
  prefetch?: (context: TabPrefetchContext) => unknown;
  /**
   * Rendered ahead, hidden, once the chart is painted and the browser idle (with its code and
   * first requests): for the tabs most visits of a chart open next, so they show at once. Each
   * costs its requests and a render in idle time on every chart opened by a user who may read it.
   */
  prerender?: boolean;
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
    preload: DiaryTab.preload,
    prefetch: (context) => diary.use((tab) => tab.prefetchDiaryTab(context)),
    prerender: true,
  },
  {
    id: 'measurements',
    labelKey: 'measurement.tab.label',
    module: 'measurement',
    Component: MeasurementsTab,
    preload: MeasurementsTab.preload,
    prefetch: (context) => measurements.use((tab) => tab.prefetchMeasurementsTab(context)),
    prerender: true,
  },
];

export type { GuestChartTabProps, TabPrefetchContext };
