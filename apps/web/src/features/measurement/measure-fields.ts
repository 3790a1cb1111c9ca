import {
  ACVPU_LEVELS,
  DIURESIS_METHODS,
  MEASURE_LIMITS,
  MEASURE_UNITS,
  SLEEP_QUALITIES,
  glycemiaFromMgdl,
  type GlycemiaUnit,
  type Limit,
  type MeasureType,
  type MeasureValue,
} from '@care/api-client';

/**
 * What the forms ask for each measure (docs/behaviour/measurements.md#measures): the fields in
 * their order, how a value reads in words, and how a round's one text field becomes a value.
 */

/** A number typed in a field, with its unit. */
export interface NumberField {
  kind: 'number';
  name: string;
  unit: string;
  /** Left empty without harm (a pressure's pulse, the flow on air). */
  optional?: boolean;
}
/** A choice among the contract's values, labelled by `labels.{value}`. */
export interface ChoiceField {
  kind: 'choice';
  name: string;
  options: readonly string[];
  labels: string;
}
/** A field of a measure's form. */
export type MeasureField = NumberField | ChoiceField;

const n = (name: string, unit: string, optional = false): NumberField => ({
  kind: 'number',
  name,
  unit,
  ...(optional ? { optional } : {}),
});

/** The fields of each measure's form; glycaemia's unit is the facility's (settings). */
export const MEASURE_FIELDS: Readonly<Record<MeasureType, readonly MeasureField[]>> = {
  pressure: [n('systolic', 'mmHg'), n('diastolic', 'mmHg'), n('pulse', 'bpm', true)],
  weight: [n('kg', 'kg')],
  glycemia: [n('value', 'mg/dL')],
  heartRate: [n('bpm', 'bpm')],
  saturation: [
    n('percent', '%'),
    {
      kind: 'choice',
      name: 'oxygen',
      options: ['air', 'oxygen'],
      labels: 'measurement.oxygenChoices',
    },
    n('flowLpm', 'L/min', true),
  ],
  temperature: [n('celsius', '°C')],
  diuresis: [
    n('ml', 'ml'),
    { kind: 'choice', name: 'method', options: DIURESIS_METHODS, labels: 'measurement.methods' },
  ],
  hydration: [n('ml', 'ml')],
  sleep: [
    n('hours', 'h'),
    { kind: 'choice', name: 'quality', options: SLEEP_QUALITIES, labels: 'measurement.qualities' },
  ],
  step: [n('count', '')],
  respirationRate: [n('perMinute', '/min')],
  consciousness: [
    { kind: 'choice', name: 'acvpu', options: ACVPU_LEVELS, labels: 'measurement.acvpu' },
  ],
};

/** The measures recorded one at a time (the vital-signs round adds respiration and ACVPU). */
export const RECORDED_TYPES = [
  'pressure',
  'weight',
  'glycemia',
  'heartRate',
  'saturation',
  'temperature',
  'diuresis',
  'hydration',
  'sleep',
  'step',
] as const satisfies readonly MeasureType[];

/** The measures a round across guests takes, each in one text field per guest. */
export const ROUND_TYPES = [
  'pressure',
  'temperature',
  'saturation',
  'heartRate',
  'glycemia',
  'weight',
  'hydration',
  'respirationRate',
] as const satisfies readonly MeasureType[];
/** A measure of a round. */
export type RoundType = (typeof ROUND_TYPES)[number];

/** The unit a field shows: glycaemia in the facility's unit. */
export function unitOf(type: MeasureType, field: string, glycemiaUnit: GlycemiaUnit): string {
  if (type === 'glycemia') return glycemiaUnit;
  return (MEASURE_UNITS[type] as Record<string, string>)[field] ?? '';
}

/** A field's data-entry limits, in the unit shown (glycaemia converted). */
export function limitOf(
  type: MeasureType,
  field: string,
  glycemiaUnit: GlycemiaUnit,
): Limit | undefined {
  const limit = (MEASURE_LIMITS[type] as Record<string, Limit>)[field];
  if (!limit || type !== 'glycemia') return limit;
  return {
    min: glycemiaFromMgdl(limit.min, glycemiaUnit),
    max: glycemiaFromMgdl(limit.max, glycemiaUnit),
  };
}

/** A decimal typed with a point or a comma; null when it is no number. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The form's fields as typed (by field name) made a value; `missing` names an empty field. */
export function valueFromFields(
  type: MeasureType,
  fields: Readonly<Record<string, string>>,
  glycemiaUnit: GlycemiaUnit,
): { value: MeasureValue } | { missing: string } {
  const out: Record<string, unknown> = {};
  for (const field of MEASURE_FIELDS[type]) {
    const text = fields[field.name] ?? '';
    if (field.kind === 'choice') {
      if (!text) return { missing: field.name };
      out[field.name] = field.name === 'oxygen' ? text === 'oxygen' : text;
      continue;
    }
    if (field.name === 'flowLpm' && out['oxygen'] !== true) continue;
    const number = parseDecimal(text);
    if (number === null) {
      if (field.optional && text.trim() === '') continue;
      return { missing: field.name };
    }
    out[field.name] = number;
  }
  if (type === 'glycemia') out['unit'] = glycemiaUnit;
  return { value: out as MeasureValue };
}

/**
 * A round's one text field as a value: numbers, a pressure as `systolic/diastolic` (or
 * `systolic/diastolic/pulse`), SpO2 on air. Null when the text is not such a value.
 */
export function valueFromRoundText(
  type: RoundType,
  text: string,
  glycemiaUnit: GlycemiaUnit,
): MeasureValue | null {
  if (type === 'pressure') {
    const parts = text.split('/').map(parseDecimal);
    if (parts.length < 2 || parts.length > 3 || parts.some((part) => part === null)) return null;
    const [systolic, diastolic, pulse] = parts as number[];
    return { systolic, diastolic, ...(pulse === undefined ? {} : { pulse }) } as MeasureValue;
  }
  const number = parseDecimal(text);
  if (number === null) return null;
  if (type === 'saturation') return { percent: number, oxygen: false };
  if (type === 'glycemia') return { value: number, unit: glycemiaUnit };
  const field = (MEASURE_FIELDS[type][0] as NumberField).name;
  return { [field]: number } as MeasureValue;
}
