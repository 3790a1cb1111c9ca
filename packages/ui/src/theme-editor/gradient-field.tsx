import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { addGradientStop, changeGradientStop, removeGradientStop } from './gradient-stops';
import type { ColorFieldLabels, EditableGradient, GradientFieldLabels, NumberRange } from './types';
import { ColorField, NumberField } from './value-fields';

/** Props of {@link GradientField}. */
export interface GradientFieldProps<G extends EditableGradient> {
  /** The gradient's name, e.g. "Header": part of every label. */
  name: string;
  gradient: G;
  onChange: (gradient: G) => void;
  /** How many stops a gradient may have (Care: 2–3). */
  stopsRange: NumberRange;
  /** Turns any number into an angle of 0–360 (370 becomes 10). */
  normalizeAngle: (angle: number) => number;
  isColor: (value: string) => boolean;
  toHex: (value: string) => string | undefined;
  swatches: readonly string[];
  labels: GradientFieldLabels;
  colorLabels: ColorFieldLabels;
  /** A number field's error, e.g. ``(min, max) => `Enter a number from ${min} to ${max}.` ``. */
  range: (min: number, max: number) => string;
}

/**
 * A linear gradient: its angle (any number, wrapped into 0–360 on leaving the field) and its
 * colour stops, each a colour and a position (0–100 %); stops are added up to `stopsRange.max`
 * and removed down to `stopsRange.min`.
 */
export function GradientField<G extends EditableGradient>(props: GradientFieldProps<G>) {
  const { name, gradient, onChange, stopsRange, labels } = props;
  const { stops } = gradient;
  return (
    <Stack gap="3" gridColumn="1 / -1" borderWidth="1px" borderRadius="md" p="3">
      <NumberField
        label={labels.angle(name)}
        value={gradient.angle}
        min={0}
        max={360}
        wrap={props.normalizeAngle}
        errorText={props.range(0, 360)}
        onChange={(angle) => onChange({ ...gradient, angle })}
      />
      {stops.map((stop, index) => (
        <SimpleGrid key={index} columns={{ base: 1, sm: 2 }} gap="3" alignItems="end">
          <ColorField
            label={labels.stop(name, index + 1)}
            value={stop.color}
            isColor={props.isColor}
            toHex={props.toHex}
            swatches={props.swatches}
            labels={props.colorLabels}
            onChange={(color) => onChange(changeGradientStop(gradient, index, { color }))}
          />
          <NumberField
            label={labels.position(name, index + 1)}
            value={stop.position}
            min={0}
            max={100}
            errorText={props.range(0, 100)}
            onChange={(position) => onChange(changeGradientStop(gradient, index, { position }))}
          />
          {stops.length > stopsRange.min && (
            <Button
              size="sm"
              variant="outline"
              justifySelf="start"
              onClick={() => onChange(removeGradientStop(gradient, index, stopsRange))}
            >
              {labels.removeStop(name, index + 1)}
            </Button>
          )}
        </SimpleGrid>
      ))}
      {stops.length < stopsRange.max && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => onChange(addGradientStop(gradient, stopsRange))}
        >
          {labels.addStop(name)}
        </Button>
      )}
    </Stack>
  );
}
