import type { GlycemiaUnit, MeasureOutcome } from '@care/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReading } from '../api/measurement.mutations';
import { checkFields } from '../field-errors';
import { RECORDED_TYPES } from '../measure-fields';
import { MeasureForm, MeasureSelect } from './measure-form';
import { MeasureInputs, type FieldTexts } from './measure-inputs';
import { OutcomeSelect } from './outcome-select';

type Recorded = (typeof RECORDED_TYPES)[number];

/**
 * One measure of one guest (docs/behaviour/measurements.md#measures): the measure, its result
 * (measured, refused by the guest, not measurable) and its fields with their units. A value beyond
 * the data-entry limits is refused on the form, naming the field and the limits; an alarming one
 * is saved and its judgement said.
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
      () => setFields({}),
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
