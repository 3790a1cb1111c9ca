import { chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValuesDraft } from '../../../shared/drafts/use-values-draft';
import { useVitalSigns } from '../api/measurement.mutations';
import {
  emptyVitals,
  liveNews2,
  VITAL_PARTS,
  vitalsBody,
  type PartInput,
  type VitalPart,
  type VitalsInput,
} from '../vital-signs';
import { MeasureForm } from './measure-form';
import { MEASURE_FIELDS } from '../measure-fields';
import { MeasureInputs } from './measure-inputs';
import { News2Panel } from './news2-panel';
import { OutcomeSelect } from './outcome-select';

type Errors = Partial<Record<VitalPart, Record<string, string>>>;

/** The draft's field definition: the parts and their fields. */
const VITALS_DEFINITION = VITAL_PARTS.map((part) => [part, MEASURE_FIELDS[part]]);

function PartFieldset(props: {
  part: VitalPart;
  input: PartInput;
  errors: Record<string, string> | undefined;
  onChange: (input: PartInput) => void;
}) {
  const { t } = useTranslation();
  const { part, input } = props;
  const name = t(`measurement.types.${part}`);
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" p="3">
      <chakra.legend fontWeight="semibold" px="1">
        {name}
      </chakra.legend>
      <Stack gap="2">
        <OutcomeSelect
          label={`${t('measurement.fields.outcome')}: ${name}`}
          value={input.outcome}
          onChange={(outcome) => props.onChange({ ...input, outcome })}
        />
        {input.outcome === 'measured' && (
          <MeasureInputs
            type={part}
            fields={input.fields}
            onChange={(fields) => props.onChange({ ...input, fields })}
            glycemiaUnit="mg/dL"
            errors={props.errors}
            omit={part === 'pressure' ? ['pulse'] : []}
          />
        )}
      </Stack>
    </chakra.fieldset>
  );
}

/**
 * The vital-signs round of one guest (docs/behaviour/measurements.md#news2): blood pressure,
 * pulse, SpO2 on air or with oxygen, temperature, respiration rate and ACVPU in one form, with
 * NEWS2 and its response shown live as the values are typed. What is typed is kept as a draft
 * until it is saved (docs/behaviour/never-losing-work.md#drafts).
 */
export function VitalSignsForm(props: {
  personalDataId: number;
  scale?: 1 | 2;
  /** The guest's name, for the outbox's list when the round waits there. */
  guestName?: string;
}) {
  const { t } = useTranslation();
  const save = useVitalSigns(props.personalDataId, props.guestName);
  const [input, setInput] = useState<VitalsInput>(emptyVitals);
  const [errors, setErrors] = useState<Errors>({});
  const [nothing, setNothing] = useState(false);
  const [empty] = useState(emptyVitals);
  const draft = useValuesDraft<VitalsInput>({
    formId: 'measurement.vitalSigns',
    recordId: `new-for-${props.personalDataId}`,
    initial: empty,
    values: input,
    definition: VITALS_DEFINITION,
    labelOf: (part) => t(`measurement.types.${part as VitalPart}`),
    onRestore: (values) => {
      setInput({ ...emptyVitals(), ...values });
      setErrors({});
    },
  });
  const news2 = liveNews2(t, input, props.scale);
  const submit = async () => {
    const checked = vitalsBody(t, input, 'mg/dL');
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    const measured = Object.values(checked.body).some(
      (part) => typeof part === 'object' && part.outcome === 'measured',
    );
    setNothing(!measured);
    if (!measured) return;
    await save.mutateAsync(checked.body).then(
      async () => {
        await draft.clear();
        setInput(emptyVitals());
      },
      () => undefined,
    );
  };
  return (
    <MeasureForm
      title={t('measurement.vitals.title')}
      level="h3"
      submit={t('measurement.vitals.save')}
      saving={save.isPending}
      onSubmit={() => void submit()}
    >
      {draft.prompt}
      <Text color="fg.muted">{t('measurement.vitals.intro')}</Text>
      {VITAL_PARTS.map((part) => (
        <PartFieldset
          key={part}
          part={part}
          input={input[part]}
          errors={errors[part]}
          onChange={(next) => setInput({ ...input, [part]: next })}
        />
      ))}
      <News2Panel news2={news2} live />
      {nothing && <Text role="alert">{t('measurement.all.nothing')}</Text>}
    </MeasureForm>
  );
}
