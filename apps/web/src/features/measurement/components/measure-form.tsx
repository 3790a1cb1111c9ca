import type { MeasureType } from '@care/api-client';
import { Button, chakra, Field, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A select of measures, by their names. */
export function MeasureSelect<T extends MeasureType>(props: {
  label: string;
  types: readonly T[];
  value: T;
  onChange: (type: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field.Root width="auto">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root width="auto">
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as T)}
        >
          {props.types.map((type) => (
            <option key={type} value={type}>
              {t(`measurement.types.${type as MeasureType}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * A form of the measurements named by its heading, checked by the code (`noValidate`), with its
 * submit button last (its text kept while it saves).
 */
export function MeasureForm(props: {
  title: string;
  level: 'h2' | 'h3';
  submit: string;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <chakra.form
      aria-labelledby={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Stack gap="3">
        <Heading as={props.level} size={props.level === 'h2' ? 'lg' : 'md'} id={id}>
          {props.title}
        </Heading>
        {props.children}
        <Button
          type="submit"
          alignSelf="flex-start"
          loading={props.saving}
          loadingText={props.submit}
        >
          {props.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}
