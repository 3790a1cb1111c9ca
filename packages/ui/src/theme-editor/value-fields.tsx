import { Box, Button, chakra, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ColorFieldLabels } from './types';
import { useTypedText } from './use-typed-text';

/** Props of {@link ColorField}. */
export interface ColorFieldProps {
  label: string;
  /** The current colour (a valid one). */
  value: string;
  /** Called with a valid colour only (trimmed). */
  onChange: (value: string) => void;
  /** Whether a text is a colour of the app's grammar. */
  isColor: (value: string) => boolean;
  /** `#rrggbb` of a colour, for the browser's colour picker. */
  toHex: (value: string) => string | undefined;
  /** The preset swatches (Care: 15). */
  swatches: readonly string[];
  labels: ColorFieldLabels;
}

/**
 * A colour: the exact value as text (any colour of the grammar), the browser's colour picker,
 * and the preset swatches behind a toggle. Only a valid colour reaches `onChange`; an invalid
 * text stays in the field, marked invalid, with `labels.invalid` under it.
 */
export function ColorField(props: ColorFieldProps) {
  const { label, value, onChange, isColor, labels } = props;
  const [text, setText] = useTypedText(value);
  const [open, setOpen] = useState(false);
  const swatchesId = useId();
  const hex = props.toHex(value) ?? '#000000';
  const invalid = !isColor(text.trim());
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="2" align="center" w="full">
        <chakra.input
          type="color"
          aria-label={labels.picker(label)}
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
            if (isColor(next.trim())) onChange(next.trim());
          }}
        />
        <Button
          size="sm"
          variant="outline"
          aria-label={labels.presets(label)}
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
        <Flex id={swatchesId} role="group" aria-label={labels.presets(label)} wrap="wrap" gap="1">
          {props.swatches.map((swatch) => (
            <chakra.button
              key={swatch}
              type="button"
              aria-label={labels.useSwatch(swatch)}
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
      <Field.ErrorText color="care.error.fg">{labels.invalid}</Field.ErrorText>
    </Field.Root>
  );
}

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Turns any number into the range instead of refusing it (an angle: 370 becomes 10). */
  wrap?: (value: number) => number;
  /** Shown while the entry is empty or out of range, e.g. "Enter a number from 0 to 120." */
  errorText: string;
}

/**
 * A number in a range. An out-of-range or empty entry shows `errorText` and is not applied;
 * with `wrap`, any number is turned into the range (shown so on leaving the field).
 */
export function NumberField(props: NumberFieldProps) {
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
      <Field.ErrorText color="care.error.fg">{props.errorText}</Field.ErrorText>
    </Field.Root>
  );
}

/** Props of {@link CheckedTextField}. */
export interface CheckedTextFieldProps {
  label: string;
  value: string;
  isValid: (value: string) => boolean;
  errorText: string;
  onChange: (value: string) => void;
}

/** A text value checked by `isValid` (e.g. a length); only a valid one reaches `onChange`. */
export function CheckedTextField(props: CheckedTextFieldProps) {
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

/** Props of {@link FontField}. */
export interface FontFieldProps<Font extends string> {
  label: string;
  value: Font;
  /** The offered families; only one of them reaches `onChange`. */
  fonts: readonly Font[];
  onChange: (value: Font) => void;
}

/** One of the offered font families (a native select: fine on touch screens). */
export function FontField<Font extends string>(props: FontFieldProps<Font>) {
  const { fonts } = props;
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => {
            const font = fonts.find((name) => name === event.currentTarget.value);
            if (font !== undefined) props.onChange(font);
          }}
        >
          {fonts.map((font) => (
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

/** Props of {@link FontSizeSlider}. */
export interface FontSizeSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** The global font size slider (Care: 5–30), with its value shown beside it. */
export function FontSizeSlider(props: FontSizeSliderProps) {
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
