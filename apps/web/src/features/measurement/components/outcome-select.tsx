import { MEASURE_OUTCOMES, type MeasureOutcome } from '@care/api-client';
import { NativeSelect } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The results a reading may have (measured, refused, not measurable), each with its label. */
export function outcomeOptions(t: TFunction): readonly (readonly [MeasureOutcome, string])[] {
  return MEASURE_OUTCOMES.map(
    (outcome) => [outcome, t(`measurement.outcomes.${outcome}`)] as const,
  );
}

/** Measured, refused by the guest, or not measurable: values of their own. */
export function OutcomeSelect(props: {
  value: MeasureOutcome;
  onChange: (outcome: MeasureOutcome) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root disabled={props.disabled} width="auto">
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as MeasureOutcome)}
      >
        {outcomeOptions(t).map(([outcome, label]) => (
          <option key={outcome} value={outcome}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
