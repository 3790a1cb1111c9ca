import type { LatestVitals as LatestVitalsData } from '@care/api-client';
import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../format-value';
import { useGlycemiaUnit } from '../use-glycemia-unit';
import { JudgementMark } from './judgement-mark';
import { News2Panel } from './news2-panel';

/**
 * The chart header's latest vital signs (docs/behaviour/measurements.md#guest-chart): an active
 * alert in words, the latest round's NEWS2 (or "–" with what is missing), each latest value with
 * its judgement beyond normal, and the overdue measures.
 */
export function LatestVitals({ vitals }: { vitals: LatestVitalsData }) {
  const { t } = useTranslation();
  const glycemiaUnit = useGlycemiaUnit();
  return (
    <Stack gap="2" aria-label={t('measurement.title')} as="section">
      {vitals.activeAlerts > 0 && (
        <JudgementMark
          judgement="critical"
          label={t('measurement.alerts.headerActive', { count: vitals.activeAlerts })}
        />
      )}
      {vitals.news2 && <News2Panel news2={vitals.news2} />}
      {vitals.readings.length > 0 && (
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="3">
          {vitals.readings.map((reading) => (
            <Flex as="li" key={reading.type} direction="column">
              <Text as="span" textStyle="sm" color="fg.muted">
                {t(`measurement.types.${reading.type}`)}
              </Text>
              <Text as="span" fontWeight="semibold">
                {formatValue(t, reading.type, reading.value, glycemiaUnit)}
              </Text>
              {reading.judgement && reading.judgement !== 'normal' && (
                <JudgementMark judgement={reading.judgement} />
              )}
            </Flex>
          ))}
        </chakra.ul>
      )}
      {vitals.overdue.length > 0 && (
        <Text>
          {t('measurement.all.overdue')}:{' '}
          {vitals.overdue.map((type) => t(`measurement.types.${type}`)).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
