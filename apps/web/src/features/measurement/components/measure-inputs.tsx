import type { GlycemiaUnit, MeasureType } from '@care/api-client';
import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MEASURE_FIELDS, unitOf, type MeasureField } from '../measure-fields';

/** The fields of a form as typed, by field name. */
export type FieldTexts = Readonly<Record<string, string>>;

/** Props of {@link MeasureInputs}. */
export interface MeasureInputsProps {
  type: MeasureType;
  fields: FieldTexts;
  onChange: (fields: FieldTexts) => void;
  glycemiaUnit: GlycemiaUnit;
  /** The error of each field, in words. */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
  /** Fields left out (the vital-signs round takes the pulse on its own). */
  omit?: readonly string[];
}

function shown(field: MeasureField, fields: FieldTexts, omit: readonly string[] = []): boolean {
  if (omit.includes(field.name)) return false;
  return field.name !== 'flowLpm' || fields['oxygen'] === 'oxygen';
}

/**
 * A measure's fields, each labelled with its name and unit; a number field takes a point or a
 * comma. The oxygen flow shows only with oxygen.
 */
export function MeasureInputs(props: MeasureInputsProps) {
  const { t } = useTranslation();
  const { type, fields } = props;
  const set = (name: string, text: string) => props.onChange({ ...fields, [name]: text });
  return (
    <Flex gap="3" wrap="wrap" align="flex-start">
      {MEASURE_FIELDS[type]
        .filter((field) => shown(field, fields, props.omit))
        .map((field) => {
          const error = props.errors?.[field.name];
          const unit = field.kind === 'number' ? unitOf(type, field.name, props.glycemiaUnit) : '';
          const label = t(`measurement.fields.${field.name}`);
          return (
            <Field.Root key={field.name} invalid={Boolean(error)} width="auto" minW="10rem">
              <Field.Label>{unit ? `${label} (${unit})` : label}</Field.Label>
              {field.kind === 'number' ? (
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  value={fields[field.name] ?? ''}
                  disabled={props.disabled}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              ) : (
                <NativeSelect.Root disabled={props.disabled}>
                  <NativeSelect.Field
                    value={fields[field.name] ?? ''}
                    onChange={(event) => set(field.name, event.target.value)}
                  >
                    <option value="">–</option>
                    {field.options.map((option) => (
                      <option key={option} value={option}>
                        {t(`${field.labels}.${option}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
              {error && <Field.ErrorText color="care.error.fg">{error}</Field.ErrorText>}
            </Field.Root>
          );
        })}
    </Flex>
  );
}
