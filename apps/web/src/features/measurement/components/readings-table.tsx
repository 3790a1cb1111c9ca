import type { GlycemiaUnit, MeasureType, Reading } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { Button, chakra, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { Table } from '../../../shared/data-table';
import { SpacerRow, useTableWindow } from './table-window';
import { useTranslation } from 'react-i18next';
import { CHART_LINES } from '../chart-series';
import { ReadingCell } from './reading-cell';

type SortKey = 'when' | 'value';
type Sort = { key: SortKey; ascending: boolean };

/** The number a reading sorts by: its first charted field; refused and not measurable last. */
function sortValue(reading: Reading): number {
  const field = CHART_LINES[reading.type]?.[0]?.field;
  const value = reading.value as Record<string, unknown> | null;
  const number = field && value ? value[field] : undefined;
  return typeof number === 'number' ? number : Number.NEGATIVE_INFINITY;
}

function sorted(readings: readonly Reading[], sort: Sort): Reading[] {
  const by = (r: Reading) => (sort.key === 'when' ? Date.parse(r.measuredAt) : sortValue(r));
  const direction = sort.ascending ? 1 : -1;
  return [...readings].sort((a, b) => (by(a) - by(b)) * direction);
}

function SortHeader(props: {
  column: SortKey;
  label: string;
  sort: Sort;
  onSort: (s: Sort) => void;
}) {
  const { t } = useTranslation();
  const active = props.sort.key === props.column;
  const ascending = active ? props.sort.ascending : false;
  return (
    <Table.ColumnHeader
      scope="col"
      aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
    >
      <Button
        variant="plain"
        size="sm"
        px="0"
        fontWeight="semibold"
        aria-label={t('measurement.table.sort', { column: props.label })}
        onClick={() =>
          props.onSort({ key: props.column, ascending: active ? !props.sort.ascending : false })
        }
      >
        {props.label}
        {active && <span aria-hidden="true">{ascending ? ' ▲' : ' ▼'}</span>}
      </Button>
    </Table.ColumnHeader>
  );
}

/** A row's height until it is measured (px), and the rows drawn beyond those in view. */
const ROW_HEIGHT = 41;
const OVERSCAN = 4;

function ReadingRow(props: { reading: Reading; glycemiaUnit: GlycemiaUnit }) {
  const { t, i18n } = useTranslation();
  const { reading } = props;
  return (
    <>
      <Table.Cell>
        <time dateTime={reading.measuredAt}>
          {formatDateTime(reading.measuredAt, i18n.resolvedLanguage)}
        </time>
      </Table.Cell>
      <Table.Cell>
        <ReadingCell reading={reading} glycemiaUnit={props.glycemiaUnit} />
      </Table.Cell>
      <Table.Cell>{reading.author?.name ?? t('measurement.fromDevice')}</Table.Cell>
    </>
  );
}

/**
 * Every reading of a measure in the period, the same numbers as its chart (never down-sampled):
 * sortable by time and by value, an out-of-range or critical value marked in words with an icon,
 * a device's reading said so. Two years of readings are thousands of rows: only those in view
 * are drawn (@tanstack/react-virtual), the table telling screen readers how many rows it has
 * (`aria-rowcount`) and where each drawn row is (`aria-rowindex`).
 */
export function ReadingsTable(props: {
  type: MeasureType;
  readings: readonly Reading[];
  glycemiaUnit: GlycemiaUnit;
  caption: string;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort>({ key: 'when', ascending: false });
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => sorted(props.readings, sort), [props.readings, sort]);
  const { items, before, after, measure } = useTableWindow({
    count: rows.length,
    scroller,
    rowHeight: ROW_HEIGHT,
    overscan: OVERSCAN,
    rowKey: (index) => rows[index]?.id ?? index,
  });
  if (props.readings.length === 0) return <Text>{t('measurement.table.none')}</Text>;
  return (
    <chakra.div
      ref={scroller}
      overflowX="auto"
      maxH="md"
      overflowY="auto"
      tabIndex={0}
      role="region"
      aria-label={props.caption}
    >
      <Table.Root aria-rowcount={rows.length + 1}>
        <chakra.caption textAlign="start" fontWeight="semibold" pb="2">
          {props.caption}
        </chakra.caption>
        <Table.Header position="sticky" top="0" bg="bg" zIndex="1">
          <Table.Row aria-rowindex={1}>
            <SortHeader
              column="when"
              label={t('measurement.table.when')}
              sort={sort}
              onSort={setSort}
            />
            <SortHeader
              column="value"
              label={t('measurement.table.value')}
              sort={sort}
              onSort={setSort}
            />
            <Table.ColumnHeader scope="col">{t('measurement.table.by')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <SpacerRow height={before} columns={3} />
          {items.map((item) => {
            const reading = rows[item.index];
            if (!reading) return null;
            return (
              <Table.Row
                key={item.key}
                data-index={item.index}
                ref={measure}
                aria-rowindex={item.index + 2}
              >
                <ReadingRow reading={reading} glycemiaUnit={props.glycemiaUnit} />
              </Table.Row>
            );
          })}
          <SpacerRow height={after} columns={3} />
        </Table.Body>
      </Table.Root>
    </chakra.div>
  );
}
