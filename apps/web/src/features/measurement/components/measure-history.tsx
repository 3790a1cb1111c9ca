import type { GlycemiaUnit, GuestThreshold, MeasureType } from '@care/api-client';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, type AppApi } from '../../../app/api';
import { reloadableLazy } from '../../../shared/reloadable-lazy';
import { measurementQueries } from '../api/measurement.queries';
import type { MeasureChartProps } from '../charts/measure-chart';
import { CHART_LINES, chartPoints, chartRanges } from '../chart-series';
import { ReadingsTable } from './readings-table';

// Recharts and Chakra's charts are a chunk of their own, loaded when a chart first shows: never
// in the shell's first load (e2e/budget.spec.ts).
const MeasureChart = reloadableLazy<MeasureChartProps>(() => import('../charts/measure-chart'), {
  atOnceWhenLoaded: true,
});

/**
 * Fetches the chart's chunk ahead of the tab's first chart, with the tab's first requests, so the
 * chart neither waits for its code once the series has come nor suspends to render.
 */
export function preloadMeasureChart(): Promise<void> {
  return MeasureChart.preload();
}

/**
 * Every reading of the period: the server's pages, newest first, fetched one after the other
 * until the period is complete (two years at six a day are 88 pages of 50).
 */
function useAllReadings(
  api: AppApi,
  personalDataId: number,
  type: MeasureType,
  from: string,
  to: string,
) {
  const query = useInfiniteQuery(measurementQueries.readings(api, personalDataId, type, from, to));
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage, data } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const items = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  return { query, items, total: data?.pages[0]?.total ?? 0 };
}

/**
 * One measure over the period: its chart (down-sampled by the server for display only) and the
 * table of every reading beside it, with the same numbers.
 */
export function MeasureHistory(props: {
  personalDataId: number;
  type: MeasureType;
  from: string;
  to: string;
  thresholds: readonly GuestThreshold[];
  glycemiaUnit: GlycemiaUnit;
  /** Called once the history is on the page: its chart drawn, or nothing to draw, or failed. */
  onShown?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { personalDataId, type, from, to } = props;
  const series = useQuery(measurementQueries.series(api, personalDataId, type, from, to));
  const readings = useAllReadings(api, personalDataId, type, from, to);
  const name = t(`measurement.types.${type}`);
  const points = series.data ? chartPoints(series.data, props.glycemiaUnit) : [];
  const failed = series.isError || readings.query.isError;
  const noChart = failed || (series.data !== undefined && points.length === 0);
  const { onShown } = props;
  useEffect(() => {
    if (noChart) onShown?.();
  }, [noChart, onShown]);
  return (
    <Stack as="section" gap="3" aria-label={name}>
      <Heading as="h3" size="md">
        {name}
      </Heading>
      {failed ? (
        <Text role="alert">{t('measurement.loadError')}</Text>
      ) : !series.data || !readings.items ? (
        <Text color="fg.muted">{t('measurement.loading')}</Text>
      ) : (
        <>
          {points.length > 0 && (
            <Suspense fallback={<Text color="fg.muted">{t('measurement.loading')}</Text>}>
              <MeasureChart
                points={points}
                fields={(CHART_LINES[type] ?? []).map((line) => line.field)}
                ranges={chartRanges(type, props.thresholds, props.glycemiaUnit)}
                label={t('measurement.tab.chart', { type: name })}
                language={i18n.resolvedLanguage}
                onDrawn={onShown}
              />
            </Suspense>
          )}
          {series.data.downsampled && (
            <Text color="fg.muted">{t('measurement.tab.downsampled')}</Text>
          )}
          {readings.items.length < readings.total && (
            <Text role="status" color="fg.muted">
              {t('measurement.tab.readingsLoaded', {
                loaded: readings.items.length,
                total: readings.total,
              })}
            </Text>
          )}
          <ReadingsTable
            type={type}
            readings={readings.items}
            glycemiaUnit={props.glycemiaUnit}
            caption={t('measurement.tab.readings', { type: name })}
          />
        </>
      )}
    </Stack>
  );
}
