import type { MeasureType } from '@care/api-client';
import { Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useIsWide } from '../../../shared/breakpoints';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { usePermitted } from '../../../shared/permissions/index';
import { useAfterFirstPaint } from '../../../shared/use-after-first-paint';
import type { GuestChartTabProps, TabPrefetchContext } from '../../guest-chart/chart-tab-props';
import { measurementQueries } from '../api/measurement.queries';
import { CHARTED_TYPES } from '../chart-series';
import { DueList } from '../components/due-list';
import { MeasureExport } from '../components/measure-export';
import { MeasureSelect } from '../components/measure-form';
import { MeasureHistory, preloadMeasureChart } from '../components/measure-history';
import { PeriodPicker } from '../components/period-picker';
import { RecordForm } from '../components/record-form';
import { ThresholdsSection } from '../components/thresholds-section';
import { VitalSignsForm } from '../components/vital-signs-form';
import { WaterBalance } from '../components/water-balance';
import { periodBounds, type PeriodChoice } from '../period';
import { MEASUREMENT_WRITE_REQUIREMENT } from '../permissions';
import { useGlycemiaUnit } from '../use-glycemia-unit';

/** The measure and period the history opens with. */
const FIRST_TYPE: MeasureType = 'pressure';
const FIRST_PERIOD: PeriodChoice = { kind: 7 };

/**
 * Starts the requests of the tab's first paint: the first measure's chart (its code and its
 * series) and table, what is due, the thresholds and the glycaemia unit.
 */
export function prefetchMeasurementsTab({
  client,
  api,
  personalDataId,
}: TabPrefetchContext): Promise<unknown> {
  const { from, to } = periodBounds(FIRST_PERIOD, new Date());
  return Promise.all([
    preloadMeasureChart(),
    client.prefetchQuery(measurementQueries.series(api, personalDataId, FIRST_TYPE, from, to)),
    client.prefetchInfiniteQuery(
      measurementQueries.readings(api, personalDataId, FIRST_TYPE, from, to),
    ),
    client.prefetchQuery(measurementQueries.thresholds(api, personalDataId)),
    client.prefetchQuery(measurementQueries.schedules(api, personalDataId)),
    client.prefetchQuery(measurementQueries.settings(api)),
  ]);
}

/** The readings over time: a measure and a period, its chart and table, and the water balance. */
function History(props: {
  personalDataId: number;
  onShown: () => void;
  /** The chart is drawn: the thresholds' table below it may render. */
  afterChart: boolean;
}) {
  const { personalDataId } = props;
  const { t } = useTranslation();
  const api = useApi();
  const glycemiaUnit = useGlycemiaUnit();
  const [type, setType] = useState<MeasureType>(FIRST_TYPE);
  const [period, setPeriod] = useState<PeriodChoice>(FIRST_PERIOD);
  const [today] = useState(() => new Date());
  const { from, to } = periodBounds(period, today);
  const thresholds = useQuery(measurementQueries.thresholds(api, personalDataId));
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('measurement.tab.history')}
      </Heading>
      <Flex gap="4" wrap="wrap" align="flex-end">
        <MeasureSelect
          label={t('measurement.tab.measure')}
          types={CHARTED_TYPES}
          value={type}
          onChange={setType}
        />
        <PeriodPicker value={period} onChange={setPeriod} />
        <MeasureExport type={type} personalDataId={personalDataId} />
      </Flex>
      <MeasureHistory
        personalDataId={personalDataId}
        type={type}
        from={from}
        to={to}
        thresholds={thresholds.data?.thresholds ?? []}
        glycemiaUnit={glycemiaUnit}
        onShown={props.onShown}
      />
      {(type === 'hydration' || type === 'diuresis') && (
        <WaterBalance personalDataId={personalDataId} from={from} to={to} />
      )}
      {thresholds.data && props.afterChart && (
        <ThresholdsSection personalDataId={personalDataId} data={thresholds.data} />
      )}
      {thresholds.isError && <Text role="alert">{t('measurement.loadError')}</Text>}
    </Stack>
  );
}

/** The recording forms: a measure, and the vital-signs round with NEWS2. */
function RecordSection(props: { personalDataId: number; guestName: string }) {
  const { t } = useTranslation();
  const glycemiaUnit = useGlycemiaUnit();
  return (
    <Stack as="section" gap="6" aria-labelledby="measurement-record">
      <Heading as="h2" size="lg" id="measurement-record">
        {t('measurement.tab.record')}
      </Heading>
      <RecordForm
        personalDataId={props.personalDataId}
        glycemiaUnit={glycemiaUnit}
        guestName={props.guestName}
      />
      <VitalSignsForm personalDataId={props.personalDataId} guestName={props.guestName} />
    </Stack>
  );
}

/** The longest the recording forms wait for the chart before they render anyway. */
const FORMS_WAIT_MS = 2_000;

/**
 * The guest chart's Measurements tab (docs/behaviour/measurements.md#the-measurements-tab):
 * recording a measure and a vital-signs round with NEWS2, what is due, each measure's chart and
 * table over a period, the water balance and the thresholds. From 1200px wide the history is the
 * left column and what is due with the recording forms the right one, rendered once the chart is
 * drawn (docs/performance.md#the-measurements-tab); narrower, one column that starts with them.
 */
export function MeasurementsTab({ personalDataId, header }: GuestChartTabProps) {
  const { t } = useTranslation();
  const writes = usePermitted(MEASUREMENT_WRITE_REQUIREMENT);
  const wide = useIsWide();
  const [historyShown, setHistoryShown] = useState(false);
  const onShown = useCallback(() => setHistoryShown(true), []);
  const afterChart = useAfterFirstPaint(historyShown, FORMS_WAIT_MS);
  const guestName = header ? `${header.name} ${header.surname}` : '';
  const record = writes && (!wide || afterChart) && (
    <RecordSection personalDataId={personalDataId} guestName={guestName} />
  );
  const history = (
    <History personalDataId={personalDataId} onShown={onShown} afterChart={afterChart} />
  );
  return (
    <PageMessageBars label={t('measurement.messages')}>
      {wide ? (
        <Grid templateColumns="minmax(0, 3fr) minmax(0, 2fr)" gap="8" alignItems="start">
          {history}
          <Stack gap="8">
            <DueList personalDataId={personalDataId} />
            {record}
          </Stack>
        </Grid>
      ) : (
        <Stack gap="8">
          {record}
          <DueList personalDataId={personalDataId} />
          {history}
        </Stack>
      )}
    </PageMessageBars>
  );
}
