import {
  news2,
  type GlycemiaUnit,
  type MeasureOutcome,
  type MeasureValue,
  type News2Input,
  type News2Result,
  type VitalSignsCreate,
} from '@care/api-client';
import type { TFunction } from 'i18next';
import { checkFields } from './field-errors';

/**
 * The vital-signs round's form model (docs/behaviour/measurements.md#news2): six parts, each
 * measured (its fields), refused, not measurable, or left out; NEWS2 computed as it is filled.
 */

/** The parts of a vital-signs round, in the form's order. */
export const VITAL_PARTS = [
  'pressure',
  'heartRate',
  'saturation',
  'temperature',
  'respirationRate',
  'consciousness',
] as const;
/** A part of the round. */
export type VitalPart = (typeof VITAL_PARTS)[number];

/** A part as filled in. */
export interface PartInput {
  outcome: MeasureOutcome;
  fields: Readonly<Record<string, string>>;
}
/** The whole form. */
export type VitalsInput = Readonly<Record<VitalPart, PartInput>>;

/** An empty form: every part measured, nothing typed. */
export function emptyVitals(): VitalsInput {
  const empty = (): PartInput => ({ outcome: 'measured', fields: {} });
  return Object.fromEntries(VITAL_PARTS.map((part) => [part, empty()])) as unknown as VitalsInput;
}

const isBlank = (input: PartInput) =>
  Object.entries(input.fields).every(([name, text]) => name === 'oxygen' || text.trim() === '');

/** A part's value when it is measured, complete and possible; else null. */
function partValue(t: TFunction, part: VitalPart, input: PartInput): MeasureValue | null {
  if (input.outcome !== 'measured' || isBlank(input)) return null;
  return checkFields(t, part, input.fields, 'mg/dL').value ?? null;
}

/** NEWS2 of what the form holds now: a part incomplete or impossible counts as missing. */
export function liveNews2(t: TFunction, input: VitalsInput, scale: 1 | 2 = 1): News2Result {
  const v = <P extends VitalPart>(part: P) =>
    partValue(t, part, input[part]) as MeasureValue<P> | null;
  const saturation = v('saturation');
  const values: News2Input = {
    systolic: v('pressure')?.systolic,
    pulse: v('heartRate')?.bpm,
    saturation: saturation?.percent,
    oxygen: saturation?.oxygen,
    temperature: v('temperature')?.celsius,
    respirationRate: v('respirationRate')?.perMinute,
    consciousness: v('consciousness')?.acvpu,
    scale,
  };
  return news2(values);
}

/** The body to send, or each part's field errors (a part left blank is left out). */
export function vitalsBody(
  t: TFunction,
  input: VitalsInput,
  glycemiaUnit: GlycemiaUnit,
): { body: VitalSignsCreate } | { errors: Partial<Record<VitalPart, Record<string, string>>> } {
  const body: Record<string, unknown> = {};
  const errors: Partial<Record<VitalPart, Record<string, string>>> = {};
  for (const part of VITAL_PARTS) {
    const { outcome, fields } = input[part];
    if (outcome !== 'measured') body[part] = { outcome };
    else if (!isBlank(input[part])) {
      const checked = checkFields(t, part, fields, glycemiaUnit);
      if (checked.errors) errors[part] = checked.errors;
      else body[part] = { outcome, value: checked.value };
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { body: body as VitalSignsCreate };
}
