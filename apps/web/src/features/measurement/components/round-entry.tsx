import type { GlycemiaUnit, MeasureOutcome, MeasurementGuest, Reading } from '@care/api-client';
import { chakra, Field, Input, Text } from '@chakra-ui/react';
import { Table } from './data-table';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useRound } from '../api/measurement.mutations';
import { measurementQueries } from '../api/measurement.queries';
import { formatResult } from '../format-value';
import { ROUND_TYPES, type RoundType } from '../measure-fields';
import { roundBody, type RoundLine } from '../round';
import { MeasureForm, MeasureSelect } from './measure-form';
import { OutcomeSelect } from './outcome-select';
import { useRoundDraft } from './round-draft';
import { SpacerRow, useTableWindow } from './table-window';

const EMPTY: RoundLine = { text: '', outcome: 'measured' };

/** One guest's cells of the round: name and room, last value, the value's field, the result. */
const RoundRow = memo(function RoundRow(props: {
  guest: MeasurementGuest;
  last: Reading | null;
  typeName: string;
  pressure: boolean;
  glycemiaUnit: GlycemiaUnit;
  line: RoundLine;
  error: string | undefined;
  onChange: (guest: number, next: Partial<RoundLine>) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const { guest, line, error } = props;
  const name = `${guest.name} ${guest.surname}`;
  return (
    <>
      <Table.Cell>
        <chakra.span fontWeight="semibold">{name}</chakra.span>
        {guest.room && (
          <Text textStyle="sm" color="fg.muted">
            {t('measurement.room', { room: guest.room })}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        {props.last ? formatResult(t, props.last, props.glycemiaUnit) : t('measurement.noValue')}
      </Table.Cell>
      <Table.Cell>
        <Field.Root invalid={Boolean(error)}>
          <Input
            size="sm"
            aria-label={t('measurement.all.value', { type: props.typeName, guest: name })}
            aria-describedby={error ? errorId : undefined}
            inputMode={props.pressure ? 'text' : 'decimal'}
            autoComplete="off"
            value={line.text}
            onChange={(event) =>
              props.onChange(guest.personalDataId, {
                text: event.target.value,
                outcome: 'measured',
              })
            }
          />
          {error && (
            <Field.ErrorText color="care.error.fg" id={errorId}>
              {error}
            </Field.ErrorText>
          )}
        </Field.Root>
      </Table.Cell>
      <Table.Cell>
        <OutcomeSelect
          label={t('measurement.all.outcome', { guest: name })}
          value={line.outcome}
          disabled={line.text.trim() !== ''}
          onChange={(outcome: MeasureOutcome) => props.onChange(guest.personalDataId, { outcome })}
        />
      </Table.Cell>
    </>
  );
});

/** A row's height until it is measured (px), and the rows drawn beyond those in view. */
const ROW_HEIGHT = 57;
const OVERSCAN = 6;

/**
 * The round's rows, of which only those in view and a few around are drawn (a group is hundreds of
 * guests: a keystroke then costs the browser a few dozen rows, not the group). Tab from a guest's
 * field reaches the next guest's, drawn among the few below; the browser scrolls it into view and
 * the window follows.
 */
function RoundTable(props: {
  sheet: readonly { guest: MeasurementGuest; last: Reading | null }[];
  typeName: string;
  pressure: boolean;
  glycemiaUnit: GlycemiaUnit;
  lines: ReadonlyMap<number, RoundLine>;
  errors: ReadonlyMap<number, string>;
  onChange: (guest: number, next: Partial<RoundLine>) => void;
}) {
  const { t } = useTranslation();
  const { sheet } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const { items, before, after, measure } = useTableWindow({
    count: sheet.length,
    scroller,
    rowHeight: ROW_HEIGHT,
    overscan: OVERSCAN,
    rowKey: (index) => sheet[index]?.guest.personalDataId ?? index,
  });
  return (
    <chakra.div ref={scroller} maxH="70vh" overflowY="auto">
      <Table.Root aria-rowcount={sheet.length + 1}>
        <Table.Header position="sticky" top="0" bg="bg" zIndex="1">
          <Table.Row aria-rowindex={1}>
            <Table.ColumnHeader scope="col">{t('measurement.all.guest')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('measurement.all.last')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{props.typeName}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('measurement.fields.outcome')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <SpacerRow height={before} columns={4} />
          {items.map((item) => {
            const row = sheet[item.index];
            if (!row) return null;
            const id = row.guest.personalDataId;
            return (
              <Table.Row
                key={id}
                data-index={item.index}
                ref={measure}
                aria-rowindex={item.index + 2}
              >
                <RoundRow
                  guest={row.guest}
                  last={row.last}
                  typeName={props.typeName}
                  pressure={props.pressure}
                  glycemiaUnit={props.glycemiaUnit}
                  line={props.lines.get(id) ?? EMPTY}
                  error={props.errors.get(id)}
                  onChange={props.onChange}
                />
              </Table.Row>
            );
          })}
          <SpacerRow height={after} columns={4} />
        </Table.Body>
      </Table.Root>
    </chakra.div>
  );
}

/**
 * Round entry (docs/behaviour/measurements.md#round-entry): one measure across the guests of the
 * group, one text field a guest with the last value beside. Keyboard first: type a value, Tab to
 * the next guest's field (a guest's result list is disabled, so skipped, once a value is typed).
 * Saved while the server cannot be reached, the round waits in the outbox and its fields clear.
 * What is typed is kept as a draft of the group and measure until it is saved.
 */
export function RoundEntry(props: {
  group: { id: number; name: string };
  glycemiaUnit: GlycemiaUnit;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [type, setType] = useState<RoundType>('pressure');
  const { id, name } = props.group;
  const sheet = useQuery(measurementQueries.roundSheet(api, id, type));
  // The outbox's list names the round's guests, should it wait on the device.
  const group = useMemo(
    () => ({
      id,
      name,
      guestNames: new Map(
        (sheet.data ?? []).map(({ guest }) => [
          guest.personalDataId,
          `${guest.name} ${guest.surname}`,
        ]),
      ),
    }),
    [id, name, sheet.data],
  );
  const save = useRound(group);
  const [lines, setLines] = useState<ReadonlyMap<number, RoundLine>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [nothing, setNothing] = useState(false);
  const typeName = t(`measurement.types.${type}`);
  const draft = useRoundDraft({ groupId: id, type, sheet: sheet.data, lines, onRestore: setLines });
  // Stable, so a keystroke renders its own row only (docs/behaviour/measurements.md#performance).
  const setLine = useCallback(
    (guest: number, next: Partial<RoundLine>) =>
      setLines((all) => new Map(all).set(guest, { ...(all.get(guest) ?? EMPTY), ...next })),
    [],
  );

  const submit = async () => {
    const checked = roundBody(t, type, lines, props.glycemiaUnit);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors(new Map());
    setNothing(checked.entries.length === 0);
    if (checked.entries.length === 0) return;
    await save.mutateAsync({ entries: checked.entries }).then(
      async () => {
        await draft.clear();
        setLines(new Map());
      },
      () => undefined,
    );
  };

  let body;
  if (sheet.isError) body = <Text role="alert">{t('measurement.loadError')}</Text>;
  else if (!sheet.data) body = <Text color="fg.muted">{t('measurement.loading')}</Text>;
  else if (sheet.data.length === 0) body = <Text>{t('measurement.all.noGuests')}</Text>;
  else
    body = (
      <RoundTable
        sheet={sheet.data}
        typeName={typeName}
        pressure={type === 'pressure'}
        glycemiaUnit={props.glycemiaUnit}
        lines={lines}
        errors={errors}
        onChange={setLine}
      />
    );

  return (
    <MeasureForm
      title={t('measurement.all.round')}
      level="h2"
      submit={t('measurement.all.save')}
      saving={save.isPending}
      onSubmit={() => void submit()}
    >
      <MeasureSelect
        label={t('measurement.all.type')}
        types={ROUND_TYPES}
        value={type}
        onChange={(next) => {
          setType(next);
          setLines(new Map());
          setErrors(new Map());
        }}
      />
      {draft.prompt}
      <Text color="fg.muted">{t('measurement.all.keyboard')}</Text>
      <Text color="fg.muted">{t('measurement.all.pressureHint')}</Text>
      {body}
      {nothing && <Text role="alert">{t('measurement.all.nothing')}</Text>}
    </MeasureForm>
  );
}
