import {
  THRESHOLD_PARAMETERS,
  thresholdRangeSchema,
  type GuestThreshold,
  type ThresholdParameter,
  type ThresholdRange,
} from '@care/api-client';
import { Button, chakra, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValuesDraft } from '../../../shared/drafts/use-values-draft';
import { useSetThreshold } from '../api/measurement.mutations';
import { parseDecimal } from '../measure-fields';

const BOUNDS = ['criticalBelow', 'normalMin', 'normalMax', 'criticalAbove'] as const;
type Texts = Record<(typeof BOUNDS)[number], string>;

const textsOf = (range: ThresholdRange | undefined): Texts =>
  Object.fromEntries(
    BOUNDS.map((bound) => [bound, range?.[bound] === null || !range ? '' : String(range[bound])]),
  ) as Texts;

/** What the form holds: the parameter, its bounds as typed and the reason. */
type OverrideValues = Texts & { parameter: ThresholdParameter; reason: string };

/**
 * The draft of a guest's override (docs/behaviour/never-losing-work.md#drafts): each save is a new
 * override, so it is kept as a new record's (`new-for-<guest>`). The parameter chosen alone is no
 * draft: only bounds or a reason typed for it.
 */
function useOverrideDraft(
  personalDataId: number,
  values: OverrideValues,
  inForce: (parameter: ThresholdParameter) => ThresholdRange | undefined,
  onRestore: (values: Partial<OverrideValues>) => void,
) {
  const { t } = useTranslation();
  return useValuesDraft<OverrideValues>({
    formId: 'measurement.threshold',
    recordId: `new-for-${personalDataId}`,
    initial: { parameter: values.parameter, ...textsOf(inForce(values.parameter)), reason: '' },
    values,
    definition: ['parameter', ...BOUNDS, 'reason', THRESHOLD_PARAMETERS],
    labelOf: (field) =>
      t(
        field === 'parameter'
          ? 'measurement.thresholds.parameter'
          : `measurement.thresholds.${field}`,
      ),
    onRestore,
  });
}

/** The four bounds as typed, or null when one is no number or they are out of order. */
function rangeOf(texts: Texts): ThresholdRange | null {
  const range = Object.fromEntries(
    BOUNDS.map((bound) => [bound, texts[bound].trim() === '' ? null : parseDecimal(texts[bound])]),
  );
  if (BOUNDS.some((bound) => texts[bound].trim() !== '' && range[bound] === null)) return null;
  const parsed = thresholdRangeSchema.safeParse(range);
  return parsed.success ? parsed.data : null;
}

/**
 * A doctor gives the guest their own range of a parameter, or restores the default, always with
 * a reason (docs/behaviour/measurements.md#per-guest-overrides); who, when and why are kept.
 */
export function ThresholdOverride(props: {
  personalDataId: number;
  thresholds: readonly GuestThreshold[];
}) {
  const { t } = useTranslation();
  const save = useSetThreshold(props.personalDataId);
  const [parameter, setParameter] = useState<ThresholdParameter>('temperature');
  const inForce = (p: ThresholdParameter) => props.thresholds.find((x) => x.parameter === p)?.range;
  const [texts, setTexts] = useState<Texts>(() => textsOf(inForce('temperature')));
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<'range' | 'reason' | null>(null);
  const draft = useOverrideDraft(
    props.personalDataId,
    { parameter, ...texts, reason },
    inForce,
    (values) => {
      const restored = values.parameter ?? parameter;
      setParameter(restored);
      const saved = textsOf(inForce(restored));
      setTexts(
        Object.fromEntries(BOUNDS.map((bound) => [bound, values[bound] ?? saved[bound]])) as Texts,
      );
      setReason(values.reason ?? '');
    },
  );
  const name = t(`measurement.thresholds.parameters.${parameter}`);
  const send = async (range: ThresholdRange | null) => {
    if (reason.trim() === '') return setInvalid('reason');
    setInvalid(null);
    await save.mutateAsync({ parameter, body: { range, reason } }).then(
      async () => {
        await draft.clear();
        setReason('');
      },
      () => undefined,
    );
  };
  const submit = () => {
    const range = rangeOf(texts);
    if (range === null) return setInvalid('range');
    void send(range);
  };
  return (
    <chakra.form
      aria-label={t('measurement.thresholds.override', { parameter: name })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
        {draft.prompt}
        <Field.Root width="auto">
          <Field.Label>{t('measurement.thresholds.parameter')}</Field.Label>
          <NativeSelect.Root width="auto">
            <NativeSelect.Field
              value={parameter}
              onChange={(event) => {
                const next = event.target.value as ThresholdParameter;
                setParameter(next);
                setTexts(textsOf(inForce(next)));
              }}
            >
              {THRESHOLD_PARAMETERS.map((p) => (
                <option key={p} value={p}>
                  {t(`measurement.thresholds.parameters.${p}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Flex gap="3" wrap="wrap">
          {BOUNDS.map((bound) => (
            <Field.Root key={bound} width="auto" invalid={invalid === 'range'}>
              <Field.Label>{t(`measurement.thresholds.${bound}`)}</Field.Label>
              <Input
                inputMode="decimal"
                autoComplete="off"
                maxW="8rem"
                value={texts[bound]}
                onChange={(event) => setTexts({ ...texts, [bound]: event.target.value })}
              />
            </Field.Root>
          ))}
        </Flex>
        {invalid === 'range' && <Text role="alert">{t('measurement.thresholds.order')}</Text>}
        <Field.Root invalid={invalid === 'reason'} required>
          <Field.Label>{t('measurement.thresholds.reason')}</Field.Label>
          <Input
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          {invalid === 'reason' && (
            <Field.ErrorText color="care.error.fg">
              {t('measurement.thresholds.reasonRequired')}
            </Field.ErrorText>
          )}
        </Field.Root>
        <Flex gap="2" wrap="wrap">
          <Button
            type="submit"
            loading={save.isPending}
            loadingText={t('measurement.thresholds.save')}
          >
            {t('measurement.thresholds.save')}
          </Button>
          <Button variant="outline" onClick={() => void send(null)}>
            {t('measurement.thresholds.restore')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
