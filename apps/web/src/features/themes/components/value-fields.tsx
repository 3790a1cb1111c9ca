import {
  FONT_NAMES,
  isCssColor,
  parseCssColor,
  PRESET_SWATCHES,
  toHex,
  type FontName,
} from '@care/theming';
import { Box, Button, chakra, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Text typed into a field, kept while it is not (yet) a valid value; follows outside changes. */
function useTypedText(value: string) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return [text, setText] as const;
}

/**
 * A colour: the exact value as text (any colour of the theme grammar), the browser's colour
 * picker, and the 15 preset swatches behind a toggle. Only a valid colour reaches `onChange`.
 */
export function ColorField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { label, value, onChange } = props;
  const [text, setText] = useTypedText(value);
  const [open, setOpen] = useState(false);
  const swatchesId = useId();
  const parsed = parseCssColor(value);
  const hex = parsed ? toHex(parsed) : '#000000';
  const invalid = !isCssColor(text.trim());
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="2" align="center" w="full">
        <chakra.input
          type="color"
          aria-label={t('settings.color.picker', { label })}
          value={hex}
          onChange={(event) => onChange(event.currentTarget.value)}
          w="10"
          h="10"
          p="0"
          borderWidth="1px"
          borderRadius="md"
          cursor="pointer"
          flexShrink={0}
        />
        <Input
          size="sm"
          value={text}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            if (isCssColor(next.trim())) onChange(next.trim());
          }}
        />
        <Button
          size="sm"
          variant="outline"
          aria-label={t('settings.color.presets', { label })}
          aria-expanded={open}
          aria-controls={swatchesId}
          onClick={() => setOpen((was) => !was)}
          flexShrink={0}
        >
          <Box
            aria-hidden="true"
            w="4"
            h="4"
            borderRadius="sm"
            bgImage="conic-gradient(#1976d2 0 25%, #F23041 0 50%, #43A047 0 75%, #FFA000 0)"
          />
        </Button>
      </Flex>
      {open && (
        <Flex
          id={swatchesId}
          role="group"
          aria-label={t('settings.color.presets', { label })}
          wrap="wrap"
          gap="1"
        >
          {PRESET_SWATCHES.map((swatch) => (
            <chakra.button
              key={swatch}
              type="button"
              aria-label={t('settings.color.useSwatch', { color: swatch })}
              aria-pressed={swatch.toLowerCase() === value.toLowerCase()}
              onClick={() => onChange(swatch)}
              bg={swatch}
              w="7"
              h="7"
              borderRadius="sm"
              borderWidth="1px"
              borderColor="border.emphasized"
              cursor="pointer"
              _pressed={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '1px' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'care.primary',
                outlineOffset: '2px',
              }}
            />
          ))}
        </Flex>
      )}
      <Field.ErrorText color="care.error.fg">{t('settings.color.invalid')}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A number in a range. An out-of-range or empty entry shows the range and is not applied;
 * `wrap` turns any number into the range instead (an angle: 370 becomes 10), on leaving the field.
 */
export function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  wrap?: (value: number) => number;
}) {
  const { t } = useTranslation();
  const { label, value, min, max, onChange, wrap } = props;
  const [text, setText] = useTypedText(String(value));
  const number = text.trim() === '' ? Number.NaN : Number(text);
  const valid = Number.isFinite(number) && (wrap !== undefined || (number >= min && number <= max));
  return (
    <Field.Root invalid={!valid}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="number"
        inputMode="decimal"
        min={wrap ? undefined : min}
        max={wrap ? undefined : max}
        step={props.step ?? 1}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const parsed = next.trim() === '' ? Number.NaN : Number(next);
          if (!Number.isFinite(parsed)) return;
          if (wrap) onChange(wrap(parsed));
          else if (parsed >= min && parsed <= max) onChange(parsed);
        }}
        onBlur={() => {
          if (wrap && valid) setText(String(wrap(number)));
        }}
      />
      <Field.ErrorText color="care.error.fg">{t('settings.range', { min, max })}</Field.ErrorText>
    </Field.Root>
  );
}

/** A text value checked by `isValid` (e.g. a length); only a valid one reaches `onChange`. */
export function CheckedTextField(props: {
  label: string;
  value: string;
  isValid: (value: string) => boolean;
  errorText: string;
  onChange: (value: string) => void;
}) {
  const { label, value, isValid, errorText, onChange } = props;
  const [text, setText] = useTypedText(value);
  return (
    <Field.Root invalid={!isValid(text.trim())}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={text}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          if (isValid(next.trim())) onChange(next.trim());
        }}
      />
      <Field.ErrorText color="care.error.fg">{errorText}</Field.ErrorText>
    </Field.Root>
  );
}

/** One of the offered font families. */
export function FontField(props: {
  label: string;
  value: FontName;
  onChange: (value: FontName) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value as FontName)}
        >
          {FONT_NAMES.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The global font size slider (5–30), with its value shown beside it. */
export function FontSizeSlider(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{props.label}</Field.Label>
      <Flex align="center" gap="3" w="full">
        <chakra.input
          id={id}
          type="range"
          min={props.min}
          max={props.max}
          step={1}
          value={props.value}
          onChange={(event) => props.onChange(Number(event.currentTarget.value))}
          flex="1"
          accentColor="care.primary"
        />
        <chakra.output htmlFor={id} minW="8" textAlign="end" fontVariantNumeric="tabular-nums">
          {props.value}
        </chakra.output>
      </Flex>
    </Field.Root>
  );
}
