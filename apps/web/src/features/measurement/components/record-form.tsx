import type { GlycemiaUnit, MeasureOutcome } from '@care/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValuesDraft } from '../../../shared/drafts/use-values-draft';
import { useCreateReading } from '../api/measurement.mutations';
import { checkFields } from '../field-errors';
import { MEASURE_FIELDS, RECORDED_TYPES } from '../measure-fields';
import { MeasureForm, MeasureSelect } from './measure-form';
import { MeasureInputs, type FieldTexts } from './measure-inputs';
import { OutcomeSelect } from './outcome-select';

type Recorded = (typeof RECORDED_TYPES)[number];

/** What a new reading's form holds. */
interface ReadingValues {
  type: Recorded;
  outcome: MeasureOutcome;
  fields: FieldTexts;
}
const NEW_READING: ReadingValues = { type: 'pressure', outcome: 'measured', fields: {} };
/** The draft's field definition: the measures and their fields. */
const READING_DEFINITION = RECORDED_TYPES.map((type) => [type, MEASURE_FIELDS[type]]);

/**
 * One measure of one guest (docs/behaviour/measurements.md#measures): the measure, its result
 * (measured, refused by the guest, not measurable) and its fields with their units. A value beyond
 * the data-entry limits is refused on the form, naming the field and the limits; an alarming one
 * is saved and its judgement said. What is typed is kept as a draft until it is saved
 * (docs/behaviour/never-losing-work.md#drafts).
 */
export function RecordForm(props: {
  personalDataId: number;
  glycemiaUnit: GlycemiaUnit;
  /** The guest's name, for the outbox's list when the reading waits there. */
  guestName?: string;
}) {
  const { t } = useTranslation();
  const save = useCreateReading(props.personalDataId, props.guestName);
  const [type, setType] = useState<Recorded>('pressure');
  const [outcome, setOutcome] = useState<MeasureOutcome>('measured');
  const [fields, setFields] = useState<FieldTexts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const draft = useValuesDraft<ReadingValues>({
    formId: 'measurement.reading',
    recordId: `new-for-${props.personalDataId}`,
    // The measure chosen alone is no draft: only what is typed or picked for it.
    initial: { ...NEW_READING, type },
    values: { type, outcome, fields },
    definition: READING_DEFINITION,
    labelOf: (field) =>
      field === 'type' ? t('measurement.record.type') : t('measurement.fields.outcome'),
    onRestore: (values) => {
      setType(values.type ?? NEW_READING.type);
      setOutcome(values.outcome ?? NEW_READING.outcome);
      setFields(values.fields ?? {});
      setErrors({});
    },
  });
  const submit = async () => {
    let body;
    if (outcome !== 'measured') body = { type, outcome };
    else {
      const checked = checkFields(t, type, fields, props.glycemiaUnit);
      if (checked.errors) return setErrors(checked.errors);
      body = { type, outcome, value: checked.value };
    }
    setErrors({});
    await save.mutateAsync(body as never).then(
      async () => {
        await draft.clear();
        setFields({});
      },
      () => undefined,
    );
  };
  return (
    <MeasureForm
      title={t('measurement.record.title')}
      level="h3"
      submit={t('measurement.record.save')}
      saving={save.isPending}
      onSubmit={() => void submit()}
    >
      {draft.prompt}
      <MeasureSelect
        label={t('measurement.record.type')}
        types={RECORDED_TYPES}
        value={type}
        onChange={(next) => {
          setType(next);
          setFields({});
          setErrors({});
        }}
      />
      <OutcomeSelect
        label={t('measurement.fields.outcome')}
        value={outcome}
        onChange={setOutcome}
      />
      {outcome === 'measured' && (
        <MeasureInputs
          type={type}
          fields={fields}
          onChange={setFields}
          glycemiaUnit={props.glycemiaUnit}
          errors={errors}
        />
      )}
    </MeasureForm>
  );
}
