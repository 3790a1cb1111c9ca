import { formatNumericDate } from '@care/i18n';
import { chakra, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
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
  let body;
  if (balance.isError) body = <Text role="alert">{t('measurement.loadError')}</Text>;
  else if (!balance.data) body = <Text color="fg.muted">{t('measurement.loading')}</Text>;
  else if (balance.data.length === 0) body = <Text>{t('measurement.table.none')}</Text>;
  else
    body = (
      <chakra.div overflowX="auto">
        <Table.Root size="sm">
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
            {balance.data.map((row) => (
              <Table.Row key={row.day}>
                <Table.Cell as="th" scope="row">
                  {formatNumericDate(row.day)}
                </Table.Cell>
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
    );
  return (
    <Stack as="section" gap="3" aria-labelledby="measurement-balance">
      <Heading as="h3" size="md" id="measurement-balance">
        {t('measurement.balance.title')}
      </Heading>
      {body}
    </Stack>
  );
}
