import { formatNumericDate } from '@care/i18n';
import { chakra, Flex, Text } from '@chakra-ui/react';
import { Table } from '../../../shared/data-table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { QuerySection } from './query-section';
import { measurementQueries } from '../api/measurement.queries';

const PREFIX = { positive: '+', negative: '−', even: '' } as const;

/** A balance with its sign, and the sign in words: never colour alone. */
function Balance(props: { ml: number; sign: 'positive' | 'negative' | 'even' }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column">
      <Text as="span" fontWeight="semibold">
        {`${PREFIX[props.sign]}${Math.abs(props.ml)} ml`}
      </Text>
      <Text as="span" textStyle="sm">
        {t(`measurement.balance.${props.sign}`)}
      </Text>
    </Flex>
  );
}

/**
 * The water balance of each day of the period (docs/behaviour/measurements.md#computed-values):
 * intake (hydration) − output (diuresis), with its sign and in words.
 */
export function WaterBalance(props: { personalDataId: number; from: string; to: string }) {
  const { t } = useTranslation();
  const day = (instant: string) => new Date(instant).toLocaleDateString('en-CA');
  const balance = useQuery(
    measurementQueries.balance(useApi(), props.personalDataId, day(props.from), day(props.to)),
  );
  return (
    <QuerySection
      id="measurement-balance"
      title={t('measurement.balance.title')}
      level="h3"
      query={balance}
      none={t('measurement.table.none')}
    >
      {(data) => (
        <chakra.div overflowX="auto">
          <Table.Root>
            <Table.Header>
              <Table.Row>
                {(['day', 'intake', 'output', 'balance'] as const).map((column) => (
                  <Table.ColumnHeader key={column} scope="col">
                    {t(`measurement.balance.${column}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.map((row) => (
                <Table.Row key={row.day}>
                  <Table.RowHeader scope="row">{formatNumericDate(row.day)}</Table.RowHeader>
                  <Table.Cell>{`${row.intakeMl} ml`}</Table.Cell>
                  <Table.Cell>{`${row.outputMl} ml`}</Table.Cell>
                  <Table.Cell>
                    <Balance ml={row.balanceMl} sign={row.sign} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </chakra.div>
      )}
    </QuerySection>
  );
}
