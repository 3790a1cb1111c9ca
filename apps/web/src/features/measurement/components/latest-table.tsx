import type { GlycemiaUnit, MeasureType } from '@care/api-client';
import { chakra, Link, Text } from '@chakra-ui/react';
import { Table } from '../../../shared/data-table';
import { offScreenSkipped } from '../../../shared/off-screen';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../app/api';
import { QuerySection } from './query-section';
import { measurementQueries } from '../api/measurement.queries';
import { measurementsTabPath } from '../paths';
import { ReadingCell } from './reading-cell';

/** The columns of the latest-values table. */
const COLUMNS: readonly MeasureType[] = [
  'pressure',
  'heartRate',
  'saturation',
  'temperature',
  'respirationRate',
  'glycemia',
  'weight',
];

/**
 * The latest value of each measure of every guest of the group (docs/behaviour/measurements.md#the-group-screen):
 * an out-of-range or critical value says so in words with an icon, never by colour alone.
 */
export function LatestTable(props: { groupId: number | null; glycemiaUnit: GlycemiaUnit }) {
  const { t } = useTranslation();
  const latest = useQuery(measurementQueries.latest(useApi(), props.groupId));
  return (
    <QuerySection
      id="measurement-latest"
      title={t('measurement.all.latest')}
      query={latest}
      none={t('measurement.all.noGuests')}
    >
      {(data) => (
        // Every guest's row is drawn, below the round: while it is off screen, typing in the round
        // does not recalculate it (docs/behaviour/measurements.md#the-group-screen).
        <chakra.div overflowX="auto" css={offScreenSkipped(`${(data.length + 2) * 3}rem`)}>
          <Table.Root>
            <chakra.caption textAlign="start" color="fg.muted" pb="2">
              {t('measurement.all.latestCaption')}
            </chakra.caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('measurement.all.guest')}</Table.ColumnHeader>
                {COLUMNS.map((type) => (
                  <Table.ColumnHeader key={type} scope="col">
                    {t(`measurement.types.${type}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.map((row) => (
                <Table.Row key={row.guest.personalDataId}>
                  <Table.RowHeader scope="row">
                    <Link asChild color="care.primary.fg" textDecoration="underline">
                      <RouterLink to={measurementsTabPath(row.guest.personalDataId)}>
                        {`${row.guest.name} ${row.guest.surname}`}
                      </RouterLink>
                    </Link>
                  </Table.RowHeader>
                  {COLUMNS.map((type) => {
                    const reading = row.latest.find((r) => r.type === type);
                    return (
                      <Table.Cell key={type}>
                        {reading ? (
                          <ReadingCell reading={reading} glycemiaUnit={props.glycemiaUnit} />
                        ) : (
                          <Text as="span" color="fg.muted">
                            –
                          </Text>
                        )}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </chakra.div>
      )}
    </QuerySection>
  );
}
