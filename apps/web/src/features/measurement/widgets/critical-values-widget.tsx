import type { MeasurementAlert } from '@care/api-client';
import { formatNumericDate } from '@care/i18n';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../app/api';
import { PermissionGate } from '../../../shared/permissions/index';
import { useSelectedGroupId } from '../../../shared/selected-group';
import { WidgetCard, WidgetCount } from '../../home/components/widget-card';
import type { WidgetPrefetchContext } from '../../home/home-widget';
import { alertGuest, alertText } from '../alert-text';
import { measurementQueries } from '../api/measurement.queries';
import { measurementsTabPath } from '../paths';
import { JudgementMark } from '../components/judgement-mark';
import { MEASUREMENT_ACKNOWLEDGE_REQUIREMENT } from '../permissions';
import { useMeasurementAlertsLive } from '../use-measurement-alerts';

// The dialog and its texts (the measurement namespace) load when first wanted, so the home page's
// first load stays within the shell's budget (e2e/budgets.json).
const loadDialog = () => import('../components/acknowledge-alert-dialog');
const AcknowledgeAlertLayer = lazy(loadDialog);

/** Starts the card's query (the home route's loader, before the card renders). */
export const prefetch = ({ api, client, groupId }: WidgetPrefetchContext) =>
  client.prefetchQuery(measurementQueries.critical(api, groupId));

function AlertRow(props: { alert: MeasurementAlert; onAcknowledge: () => void }) {
  const { t, i18n } = useTranslation();
  const { alert } = props;
  const guest = alertGuest(alert);
  const preload = () => {
    void loadDialog().catch(() => undefined);
    void i18n.loadNamespaces('measurement').catch(() => undefined);
  };
  return (
    <Stack as="li" gap="1" borderTopWidth="1px" pt="2">
      <Flex gap="2" align="center" wrap="wrap">
        <JudgementMark
          judgement={alert.judgement}
          label={t(`home.widgets.criticalValues.${alert.judgement}`)}
        />
        <Link to={measurementsTabPath(alert.personalDataId)}>
          <Text as="span" fontWeight="semibold" textDecoration="underline">
            {guest}
          </Text>
        </Link>
        <Text as="span" textStyle="sm" color="fg.muted">
          <time dateTime={alert.measuredAt}>{formatNumericDate(alert.measuredAt, true)}</time>
        </Text>
      </Flex>
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <Text>{alertText(t, alert)}</Text>
        <PermissionGate requires={MEASUREMENT_ACKNOWLEDGE_REQUIREMENT}>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('home.widgets.criticalValues.acknowledgeGuest', { guest })}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              preload();
              props.onAcknowledge();
            }}
          >
            {t('home.widgets.criticalValues.acknowledge')}
          </Button>
        </PermissionGate>
      </Flex>
    </Stack>
  );
}

/**
 * The critical values widget (docs/behaviour/measurements.md#alerts): the selected group's active
 * measurement alerts, newest first, each acknowledged with a note of the action taken; refreshed
 * live by `measurement.alert` notifications.
 */
export default function CriticalValuesWidget() {
  const { t, i18n } = useTranslation();
  useMeasurementAlertsLive();
  const query = useQuery(measurementQueries.critical(useApi(), useSelectedGroupId()));
  const [acknowledging, setAcknowledging] = useState<MeasurementAlert | null>(null);
  // Once used, the layer stays: its message bars say the acknowledgement after the dialog closed.
  const [used, setUsed] = useState(false);
  const open = (alert: MeasurementAlert) =>
    void i18n
      .loadNamespaces('measurement')
      .catch(() => undefined)
      .then(() => {
        setUsed(true);
        setAcknowledging(alert);
      });
  return (
    <>
      <WidgetCard title={t('home.widgets.criticalValues.title')} query={query}>
        {({ items, total }) =>
          total === 0 ? (
            <Text color="fg.muted">{t('home.widgets.criticalValues.none')}</Text>
          ) : (
            <Stack gap="3">
              <WidgetCount
                count={total}
                label={t('home.widgets.criticalValues.count', { count: total })}
              />
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {items.map((alert) => (
                  <AlertRow key={alert.id} alert={alert} onAcknowledge={() => open(alert)} />
                ))}
              </Stack>
              {total > items.length && (
                <Text textStyle="sm" color="fg.muted">
                  {t('home.widgets.criticalValues.shown', { shown: items.length, total })}
                </Text>
              )}
            </Stack>
          )
        }
      </WidgetCard>
      {used && (
        <Suspense fallback={null}>
          <AcknowledgeAlertLayer alert={acknowledging} onClose={() => setAcknowledging(null)} />
        </Suspense>
      )}
    </>
  );
}
