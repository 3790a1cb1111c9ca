import type { GlycemiaUnit, MeasureOutcome, MeasurementGuest, Reading } from '@care/api-client';
import { chakra, Text, useChakraContext } from '@chakra-ui/react';
import { ClassNames } from '@emotion/react';
import { Table } from '../../../shared/data-table';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useRound } from '../api/measurement.mutations';
import { measurementQueries } from '../api/measurement.queries';
import { formatResult } from '../format-value';
import { ROUND_TYPES, type RoundType } from '../measure-fields';
import { roundBody } from '../round';
import { useRoundLines, type RoundLines } from '../round-lines';
import { MeasureForm, MeasureSelect } from './measure-form';
import { outcomeOptions } from './outcome-select';
import { useRoundDraft } from './round-draft';
import { ROUND_CLASSES, roundTableStyles } from './round-table-styles';
import { SpacerRow, useTableWindow } from './table-window';

const c = ROUND_CLASSES;

/** A guest's name and room, and their last value: cells that typing leaves as they are. */
const GuestCells = memo(function GuestCells(props: {
  guest: MeasurementGuest;
  last: Reading | null;
  glycemiaUnit: GlycemiaUnit;
}) {
  const { t } = useTranslation();
  const { guest } = props;
  return (
    <>
      <td>
        <span className={c.name}>{`${guest.name} ${guest.surname}`}</span>
        {guest.room && <div className={c.room}>{t('measurement.room', { room: guest.room })}</div>}
      </td>
      <td>
        {props.last ? formatResult(t, props.last, props.glycemiaUnit) : t('measurement.noValue')}
      </td>
    </>
  );
});

/**
 * A guest's value cell. The field is uncontrolled: a keystroke goes to the round's lines and
 * renders nothing here; the field takes the store's text again when the lines are cleared or a
 * draft restored (their revision: docs/behaviour/measurements.md#performance).
 */
const ValueCell = memo(function ValueCell(props: {
  guest: number;
  label: string;
  pressure: boolean;
  lines: RoundLines;
  error: string | undefined;
}) {
  const errorId = useId();
  const { guest, error, lines } = props;
  const revision = useSyncExternalStore(lines.subscribe, lines.revision);
  return (
    <td>
      <div className={c.field}>
        <input
          key={revision}
          className={c.input}
          aria-label={props.label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          inputMode={props.pressure ? 'text' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          defaultValue={lines.get(guest).text}
          onChange={(event) => lines.set(guest, { text: event.target.value, outcome: 'measured' })}
          onKeyDown={(event) => {
            if (event.key === 'Tab') lines.settle();
          }}
        />
        {error && (
          <div className={c.error} id={errorId}>
            {error}
          </div>
        )}
      </div>
    </td>
  );
});

/** The round's result options (measured, refused, not measurable) with their labels. */
type OutcomeOptions = ReturnType<typeof outcomeOptions>;

/**
 * A guest's result cell: disabled while a value is typed (so Tab skips it), which renders it, and
 * nothing else of the row, in the frame after its first character and after its emptying
 * (`RoundLines.filled`). Chakra's native select, as plain HTML with the round's classes.
 */
function OutcomeCell(props: {
  guest: number;
  label: string;
  lines: RoundLines;
  options: OutcomeOptions;
}) {
  const { guest, lines } = props;
  const filled = useSyncExternalStore(lines.subscribe, () => lines.filled(guest));
  const outcome = useSyncExternalStore(lines.subscribe, () => lines.get(guest).outcome);
  return (
    <td>
      <div className={c.select}>
        <select
          className={c.selectField}
          aria-label={props.label}
          value={outcome}
          disabled={filled}
          onChange={(event) => lines.set(guest, { outcome: event.target.value as MeasureOutcome })}
        >
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <div className={c.indicator} data-disabled={filled ? '' : undefined} aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </div>
    </td>
  );
}

/**
 * One guest's row of the round: name and room, last value, the value's field, the result. Memoised
 * with stable props, so neither the window moving on Tab nor typing in another row renders it; a
 * keystroke in it renders at most its result cell.
 */
const RoundRow = memo(function RoundRow(props: {
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
  guest: MeasurementGuest;
  last: Reading | null;
  typeName: string;
  pressure: boolean;
  glycemiaUnit: GlycemiaUnit;
  lines: RoundLines;
  error: string | undefined;
  options: OutcomeOptions;
}) {
  const { t } = useTranslation();
  const { index, measure, guest, lines } = props;
  const id = guest.personalDataId;
  const name = `${guest.name} ${guest.surname}`;
  return (
    <tr data-index={index} ref={measure} aria-rowindex={index + 2}>
      <GuestCells guest={guest} last={props.last} glycemiaUnit={props.glycemiaUnit} />
      <ValueCell
        guest={id}
        label={t('measurement.all.value', { type: props.typeName, guest: name })}
        pressure={props.pressure}
        lines={lines}
        error={props.error}
      />
      <OutcomeCell
        guest={id}
        label={t('measurement.all.outcome', { guest: name })}
        lines={lines}
        options={props.options}
      />
    </tr>
  );
});

/** The round's column headers, kept in view above the rows. */
function RoundHeader(props: { typeName: string }) {
  const { t } = useTranslation();
  return (
    <Table.Header position="sticky" top="0" bg="bg" zIndex="1">
      <Table.Row aria-rowindex={1}>
        <Table.ColumnHeader scope="col">{t('measurement.all.guest')}</Table.ColumnHeader>
        <Table.ColumnHeader scope="col">{t('measurement.all.last')}</Table.ColumnHeader>
        <Table.ColumnHeader scope="col">{props.typeName}</Table.ColumnHeader>
        <Table.ColumnHeader scope="col">{t('measurement.fields.outcome')}</Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
}

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
  lines: RoundLines;
  errors: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const { sheet } = props;
  const system = useChakraContext();
  const scroller = useRef<HTMLDivElement>(null);
  // `t` is another function in another language.
  const options = useMemo(() => outcomeOptions(t), [t]);
  const { items, before, after, measure } = useTableWindow({
    count: sheet.length,
    scroller,
    rowHeight: ROW_HEIGHT,
    overscan: OVERSCAN,
    rowKey: (index) => sheet[index]?.guest.personalDataId ?? index,
  });
  return (
    <chakra.div ref={scroller} maxH="70vh" overflowY="auto">
      <ClassNames>
        {({ css }) => (
          <Table.Root
            aria-rowcount={sheet.length + 1}
            className={`${c.table} ${css(roundTableStyles(system))}`}
          >
            <RoundHeader typeName={props.typeName} />
            <Table.Body>
              <SpacerRow height={before} columns={4} />
              {items.map((item) => {
                const row = sheet[item.index];
                if (!row) return null;
                const id = row.guest.personalDataId;
                return (
                  <RoundRow
                    key={id}
                    index={item.index}
                    measure={measure}
                    guest={row.guest}
                    last={row.last}
                    typeName={props.typeName}
                    pressure={props.pressure}
                    glycemiaUnit={props.glycemiaUnit}
                    lines={props.lines}
                    error={props.errors.get(id)}
                    options={options}
                  />
                );
              })}
              <SpacerRow height={after} columns={4} />
            </Table.Body>
          </Table.Root>
        )}
      </ClassNames>
    </chakra.div>
  );
}

/**
 * The round's draft and its offer: a component of its own, so that following the lines on every
 * keystroke renders this and not the round. `clearRef` gets the draft's `clear` for a save.
 */
function RoundDraft(
  props: Parameters<typeof useRoundDraft>[0] & {
    clearRef: { current: () => Promise<void> };
  },
) {
  const { clearRef, ...options } = props;
  const draft = useRoundDraft(options);
  useEffect(() => {
    clearRef.current = draft.clear;
  }, [clearRef, draft.clear]);
  return draft.prompt;
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
  // The typed lines live outside React's state: a keystroke renders its own row only.
  const lines = useRoundLines();
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [nothing, setNothing] = useState(false);
  const typeName = t(`measurement.types.${type}`);
  // Set by the draft's offer below, which follows the lines itself (see RoundDraft).
  const draftClear = useRef<() => Promise<void>>(() => Promise.resolve());

  const submit = async () => {
    const checked = roundBody(t, type, lines.all(), props.glycemiaUnit);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors(new Map());
    setNothing(checked.entries.length === 0);
    if (checked.entries.length === 0) return;
    await save.mutateAsync({ entries: checked.entries }).then(
      async () => {
        await draftClear.current();
        lines.clear();
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
          lines.clear();
          setErrors(new Map());
        }}
      />
      <RoundDraft groupId={id} type={type} sheet={sheet.data} lines={lines} clearRef={draftClear} />
      <Text color="fg.muted">{t('measurement.all.keyboard')}</Text>
      <Text color="fg.muted">{t('measurement.all.pressureHint')}</Text>
      {body}
      {nothing && <Text role="alert">{t('measurement.all.nothing')}</Text>}
    </MeasureForm>
  );
}
