import type { GuestThresholds, ThresholdRange } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../../shared/data-table';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../shared/permissions/index';
import { MEASUREMENT_DOCTOR_REQUIREMENT } from '../permissions';
import { ThresholdOverride } from './threshold-override';

const BOUNDS = ['criticalBelow', 'normalMin', 'normalMax', 'criticalAbove'] as const;
const show = (range: ThresholdRange | null, bound: (typeof BOUNDS)[number]) =>
  range?.[bound] ?? '–';

/**
 * The guest's thresholds in force: the facility default, or the guest's own with who set it, when
 * and why; the history of changes, newest first; a doctor's override form.
 */
export function ThresholdsSection(props: { personalDataId: number; data: GuestThresholds }) {
  const { t, i18n } = useTranslation();
  const when = (at: string | null) => (at ? formatDateTime(at, i18n.resolvedLanguage) : '');
  return (
    <Stack as="section" gap="3" aria-labelledby="measurement-thresholds">
      <Heading as="h3" size="md" id="measurement-thresholds">
        {t('measurement.thresholds.title')}
      </Heading>
      <chakra.div overflowX="auto">
        <Table.Root>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">
                {t('measurement.thresholds.parameter')}
              </Table.ColumnHeader>
              {BOUNDS.map((bound) => (
                <Table.ColumnHeader key={bound} scope="col">
                  {t(`measurement.thresholds.${bound}`)}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader scope="col">
                {t('measurement.thresholds.source')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.data.thresholds.map((threshold) => (
              <Table.Row key={threshold.parameter}>
                <Table.RowHeader scope="row">
                  {t(`measurement.thresholds.parameters.${threshold.parameter}`)}
                </Table.RowHeader>
                {BOUNDS.map((bound) => (
                  <Table.Cell key={bound}>{show(threshold.range, bound)}</Table.Cell>
                ))}
                <Table.Cell>
                  {threshold.source === 'default'
                    ? t('measurement.thresholds.default')
                    : t('measurement.thresholds.own', {
                        name: threshold.setBy?.name,
                        when: when(threshold.setAt),
                        reason: threshold.reason,
                      })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </chakra.div>
      <PermissionGate requires={MEASUREMENT_DOCTOR_REQUIREMENT}>
        <ThresholdOverride
          personalDataId={props.personalDataId}
          thresholds={props.data.thresholds}
        />
      </PermissionGate>
      <Heading as="h4" size="sm">
        {t('measurement.thresholds.history')}
      </Heading>
      {props.data.history.length === 0 ? (
        <Text>{t('measurement.thresholds.noHistory')}</Text>
      ) : (
        <chakra.ul ps="4">
          {props.data.history.map((change) => (
            <li key={`${change.parameter}-${change.at}`}>
              {t('measurement.thresholds.change', {
                parameter: t(`measurement.thresholds.parameters.${change.parameter}`),
                range: change.range
                  ? `${show(change.range, 'normalMin')}–${show(change.range, 'normalMax')}`
                  : t('measurement.thresholds.default'),
                previous: change.previous
                  ? `${show(change.previous, 'normalMin')}–${show(change.previous, 'normalMax')}`
                  : t('measurement.thresholds.default'),
                name: change.by.name,
                when: when(change.at),
                reason: change.reason,
              })}
            </li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
