import { levelAllows } from '@care/api-client';
import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../app/api';
import { useIsDesktop } from '../../../shared/breakpoints';
import { whenIdle } from '../../../shared/when-idle';
import { KeptPanels, Tabs } from '../../../shared/tabs';
import { useModuleAccess } from '../../module-access/use-module-access';
import { Retry } from '../../person-detail/components/person-photo';
import { guestChartQueries } from '../api/guest-chart.queries';
import { GUEST_CHART_TABS, type GuestChartTab } from '../chart-tabs';
import type { GuestChartTabProps } from '../chart-tab-props';
import { ChartHeader } from './chart-header';
import { HelpLink } from '../../../shared/help-link';

/** The query parameter of the open tab (`?tab=summary|personal|documents`). */
const TAB_PARAM = 'tab';

/** The chart's tabs the user may read (`module` at least read), in their order. */
function useVisibleTabs(): readonly GuestChartTab[] {
  const levels = useModuleAccess();
  return useMemo(
    () => GUEST_CHART_TABS.filter((tab) => levelAllows(levels?.[tab.module], 'read')),
    [levels],
  );
}

/**
 * The open tab, kept in the address so a link opens it; an unknown or hidden one: the first.
 * A choice shows at once from the component's own state, and the address follows in the router's
 * transition: the route's re-render for the new address is no longer between the click and the
 * tab (docs/behaviour/guest-chart.md#performance). A new address (a link, back) wins.
 */
function useSelectedTab(tabs: readonly GuestChartTab[]) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(TAB_PARAM);
  const [chosen, setChosen] = useState({ id: inAddress, from: inAddress });
  if (chosen.from !== inAddress) setChosen({ id: inAddress, from: inAddress });
  const selected = tabs.find((tab) => tab.id === chosen.id) ?? tabs[0];
  const select = (id: string) => {
    setChosen({ id, from: inAddress });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );
  };
  return { selected, select };
}

/** Starts a tab's first requests when the user points at or chooses it. */
function usePrefetchTab(tabs: readonly GuestChartTab[], personalDataId: number) {
  const client = useQueryClient();
  const api = useApi();
  return useCallback(
    (id: string) => tabs.find((tab) => tab.id === id)?.prefetch?.({ client, api, personalDataId }),
    [tabs, client, api, personalDataId],
  );
}

/** The tabs rendered beside the open one; of them, those not shown yet. */
interface Rendered {
  kept: readonly string[];
  ahead: readonly string[];
}

/**
 * The tabs kept rendered beside the open one (docs/behaviour/guest-chart.md#tabs-rendered-ahead):
 * those opened before, hidden (they keep their filters and half-typed forms), and the `prerender`
 * tabs, rendered once the chart is painted and the browser idle, their code and first requests
 * in, and laid out unseen (`ahead`) until first shown, so that choosing one only reveals it. The
 * other tabs' code is fetched at the same moment.
 */
function useKeptTabs(
  tabs: readonly GuestChartTab[],
  selected: string | undefined,
  prefetch: (id: string) => unknown,
) {
  const [{ kept, ahead }, setRendered] = useState<Rendered>({ kept: [], ahead: [] });
  if (selected !== undefined && ahead.includes(selected)) {
    setRendered({ kept, ahead: ahead.filter((id) => id !== selected) });
  }
  const keep = (id: string, unseen = false) =>
    setRendered((current) =>
      current.kept.includes(id)
        ? current
        : { kept: [...current.kept, id], ahead: unseen ? [...current.ahead, id] : current.ahead },
    );
  useEffect(() => {
    // The code and first requests of the tabs rendered ahead at once: a click before the browser
    // is idle then renders the tab without waiting for them
    // (docs/behaviour/guest-chart.md#tabs-rendered-ahead).
    const fetched = tabs.flatMap(({ id, prerender, preload }) =>
      prerender && preload ? [{ id, done: preload().then(() => prefetch(id)) }] : [],
    );
    // Once the chart is painted and the browser idle: nothing here may hold up its first paint.
    return whenIdle(() => {
      for (const tab of tabs) if (!tab.prerender) void tab.preload?.();
      for (const { id, done } of fetched) {
        void done.then(() => startTransition(() => keep(id, true)));
      }
    }, 2_000);
  }, [tabs, prefetch]);
  return { kept, ahead, keep };
}

const memoised = new WeakMap<
  ComponentType<GuestChartTabProps>,
  ComponentType<GuestChartTabProps>
>();

/**
 * A tab's component, memoised: choosing a tab renders the chart's tabs again, not the content of
 * the panels kept beside it, whose props have not changed (a tab rendered ahead is then only
 * revealed, docs/behaviour/guest-chart.md#tabs-rendered-ahead).
 */
function memoisedTab(Component: ComponentType<GuestChartTabProps>) {
  let found = memoised.get(Component);
  if (!found) {
    found = memo(Component);
    memoised.set(Component, found);
  }
  return found;
}

/** Below 868 px: the tabs as a menu (a labelled select) above the open tab's content. */
function TabMenu({
  tabs,
  selected,
  onSelect,
  kept,
  ahead,
  panel,
}: {
  tabs: readonly GuestChartTab[];
  selected: GuestChartTab;
  onSelect: (id: string) => void;
  /** The tabs rendered, unseen, beside the selected one; of them, those never shown. */
  kept: readonly string[];
  ahead: readonly string[];
  panel: (tab: GuestChartTab) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap="5">
      <Stack gap="1">
        <chakra.label htmlFor={id} fontWeight="semibold">
          {t('guestChart.tabs.menu')}
        </chakra.label>
        <chakra.select
          id={id}
          value={selected.id}
          onChange={(event) => onSelect(event.target.value)}
          minH="11"
          px="3"
          borderWidth="1px"
          borderRadius="md"
          bg="bg"
          color="fg"
        >
          {tabs.map((tab) => (
            <option key={tab.id} value={tab.id}>
              {t(tab.labelKey)}
            </option>
          ))}
        </chakra.select>
      </Stack>
      <KeptPanels
        items={tabs}
        selected={selected}
        kept={kept}
        ahead={ahead}
        keyOf={(tab) => tab.id}
        render={(tab) => <section aria-label={t(tab.labelKey)}>{panel(tab)}</section>}
      />
    </Stack>
  );
}

/** The chart's tabs: WAI-ARIA tabs on desktop, a menu below 868 px. */
function ChartTabs({ props }: { props: GuestChartTabProps }) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const tabs = useVisibleTabs();
  const { selected, select: show } = useSelectedTab(tabs);
  const prefetch = usePrefetchTab(tabs, props.personalDataId);
  const { kept, ahead, keep } = useKeptTabs(tabs, selected?.id, prefetch);
  const select = (id: string) => {
    prefetch(id);
    if (selected) keep(selected.id);
    show(id);
  };
  if (!selected) return null;
  const panel = (tab: GuestChartTab) => {
    const Tab = memoisedTab(tab.Component);
    return (
      <Suspense fallback={<Text color="fg.muted">{t('utils.loading')}</Text>}>
        <Tab {...props} />
      </Suspense>
    );
  };
  if (!desktop) {
    return (
      <TabMenu
        tabs={tabs}
        selected={selected}
        onSelect={select}
        kept={kept}
        ahead={ahead}
        panel={panel}
      />
    );
  }
  return (
    <Tabs
      label={t('guestChart.tabs.label')}
      tabs={tabs.map((tab) => ({ value: tab.id, label: t(tab.labelKey), panel: panel(tab) }))}
      selected={selected.id}
      onSelect={select}
      onIntent={prefetch}
      mounted={kept}
      ahead={ahead}
    />
  );
}

/** Props of {@link GuestChart}. */
export interface GuestChartProps {
  personalDataId: number;
  customerAccountId: number;
  /** Shown above the header (the link back to the guest list). */
  back?: ReactNode;
}

/**
 * The guest chart (docs/behaviour/guest-chart.md): the header that stays in view, and the tabs
 * the user's module access opens, the open one in `?tab=`.
 */
export function GuestChart({ personalDataId, customerAccountId, back }: GuestChartProps) {
  const { t } = useTranslation();
  const api = useApi();
  const today = useMemo(() => new Date(), []);
  const header = useQuery(guestChartQueries.header(api, personalDataId));
  const name = header.data ? `${header.data.name} ${header.data.surname}` : '';
  let top: ReactNode;
  if (header.data) top = <ChartHeader header={header.data} today={today} />;
  else if (header.isError)
    top = (
      <>
        <chakra.h1 textStyle="2xl" fontWeight="bold">
          {t('guestChart.title')}
        </chakra.h1>
        <Retry text={t('guestChart.readError')} onRetry={() => void header.refetch()} />
      </>
    );
  else top = <chakra.h1 textStyle="2xl">{t('personDetail.loading')}</chakra.h1>;
  return (
    <Stack gap="6">
      <title>{`${name || t('guestChart.title')} · ${t('app.name')}`}</title>
      <Flex gap="3" justify="space-between" align="baseline" wrap="wrap">
        {back}
        <HelpLink page="guests" topic={t('guestChart.title')} />
      </Flex>
      {top}
      <ChartTabs props={{ personalDataId, customerAccountId, header: header.data }} />
    </Stack>
  );
}
