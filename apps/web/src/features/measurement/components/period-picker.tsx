import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PeriodChoice } from '../period';

const today = () => new Date().toLocaleDateString('en-CA');

/** The period of the charts and tables: the last 7, 30 or 90 days, or from – to. */
export function PeriodPicker(props: { value: PeriodChoice; onChange: (p: PeriodChoice) => void }) {
  const { t } = useTranslation();
  const { value } = props;
  const choose = (kind: string) =>
    props.onChange(
      kind === 'range'
        ? { kind: 'range', from: today(), to: today() }
        : { kind: Number(kind) as 7 | 30 | 90 },
    );
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <Field.Root width="auto">
        <Field.Label>{t('measurement.tab.period')}</Field.Label>
        <NativeSelect.Root width="auto">
          <NativeSelect.Field value={String(value.kind)} onChange={(e) => choose(e.target.value)}>
            {([7, 30, 90] as const).map((days) => (
              <option key={days} value={days}>
                {t('measurement.tab.days', { count: days })}
              </option>
            ))}
            <option value="range">{t('measurement.tab.range')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {value.kind === 'range' &&
        (['from', 'to'] as const).map((end) => (
          <Field.Root key={end} width="auto">
            <Field.Label>{t(`measurement.tab.${end}`)}</Field.Label>
            <Input
              type="date"
              value={value[end]}
              max={today()}
              onChange={(e) =>
                e.target.value && props.onChange({ ...value, [end]: e.target.value })
              }
            />
          </Field.Root>
        ))}
    </Flex>
  );
}
