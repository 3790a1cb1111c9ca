import { MEASURE_OUTCOMES, type MeasureOutcome } from '@care/api-client';
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

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
        {MEASURE_OUTCOMES.map((outcome) => (
          <option key={outcome} value={outcome}>
            {t(`measurement.outcomes.${outcome}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
