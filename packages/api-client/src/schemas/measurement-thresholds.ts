import { z } from 'zod/mini';
import type { MeasureType, MeasureValue } from './measurement';

/**
 * The thresholds of the measurements module (docs/behaviour/measurements.md#thresholds): per
 * parameter, a normal range and the critical bounds beyond it. Pure data and functions, shared by
 * the server (which raises the alerts) and the web app (which marks the values).
 */

/** The parameters judged against thresholds, each read from one field of one measure. */
export const THRESHOLD_PARAMETERS = [
  'systolic',
  'diastolic',
  'heartRate',
  'glycemia',
  'saturation',
  'temperature',
  'respirationRate',
] as const;
/** A judged parameter. */
export const thresholdParameterSchema = z.enum(THRESHOLD_PARAMETERS);
/** A judged parameter. */
export type ThresholdParameter = z.infer<typeof thresholdParameterSchema>;

/** How a value stands against its thresholds. */
export const JUDGEMENTS = ['normal', 'outOfRange', 'critical'] as const;
/** How a value stands against its thresholds. */
export const judgementSchema = z.enum(JUDGEMENTS);
/** How a value stands against its thresholds. */
export type Judgement = z.infer<typeof judgementSchema>;

const bound = z.nullable(z.number());

/**
 * One parameter's thresholds; a null bound does not apply. A value below `criticalBelow` or
 * above `criticalAbove` is critical; else below `normalMin` or above `normalMax` out of range;
 * else normal. The bounds must be in order (`criticalBelow ≤ normalMin ≤ normalMax ≤
 * criticalAbove`, wherever both are set).
 */
export const thresholdRangeSchema = z
  .strictObject({
    criticalBelow: bound,
    normalMin: bound,
    normalMax: bound,
    criticalAbove: bound,
  })
  .check(z.refine(boundsInOrder, 'bounds out of order'));
/** One parameter's thresholds. */
export type ThresholdRange = z.infer<typeof thresholdRangeSchema>;

function boundsInOrder(range: Record<string, number | null>): boolean {
  const order = ['criticalBelow', 'normalMin', 'normalMax', 'criticalAbove'];
  const set = order
    .map((key) => range[key] ?? null)
    .filter((value): value is number => value !== null);
  return set.every((value, index) => index === 0 || (set[index - 1] as number) <= value);
}

/** `value` against `range`: normal, out of range or critical. */
export function judge(value: number, range: ThresholdRange): Judgement {
  const { criticalBelow, normalMin, normalMax, criticalAbove } = range;
  if (criticalBelow !== null && value < criticalBelow) return 'critical';
  if (criticalAbove !== null && value > criticalAbove) return 'critical';
  if (normalMin !== null && value < normalMin) return 'outOfRange';
  if (normalMax !== null && value > normalMax) return 'outOfRange';
  return 'normal';
}

const range = (
  criticalBelow: number | null,
  normalMin: number | null,
  normalMax: number | null,
  criticalAbove: number | null,
): ThresholdRange => Object.freeze({ criticalBelow, normalMin, normalMax, criticalAbove });

/**
 * The facility's defaults, suited to elderly guests. Sources and reasoning per row in
 * docs/behaviour/measurements.md#default-thresholds (NEWS2 bands of the RCP 2017 where NEWS2
 * scores the parameter; NICE NG136 for blood pressure; IDSA 2009 for fever in long-term care;
 * ADA Standards of Care, older adults, for glycaemia; BTS 2017 for oxygen saturation).
 * Glycaemia in mg/dL.
 */
export const DEFAULT_THRESHOLDS: Readonly<Record<ThresholdParameter, ThresholdRange>> =
  Object.freeze({
    systolic: range(91, 100, 159, 179),
    diastolic: range(40, 60, 99, 119),
    heartRate: range(41, 51, 100, 130),
    glycemia: range(54, 70, 180, 300),
    saturation: range(92, 94, null, null),
    temperature: range(35.1, 36, 37.7, 39),
    respirationRate: range(9, 12, 20, 24),
  });

/** Where each parameter is read from: the measure and its field. */
export const THRESHOLD_SOURCES = {
  systolic: { type: 'pressure', field: 'systolic' },
  diastolic: { type: 'pressure', field: 'diastolic' },
  heartRate: { type: 'heartRate', field: 'bpm' },
  glycemia: { type: 'glycemia', field: 'value' },
  saturation: { type: 'saturation', field: 'percent' },
  temperature: { type: 'temperature', field: 'celsius' },
  respirationRate: { type: 'respirationRate', field: 'perMinute' },
} as const satisfies Record<ThresholdParameter, { type: MeasureType; field: string }>;

/** One parameter of a reading, judged. */
export interface ParameterJudgement {
  readonly parameter: ThresholdParameter;
  readonly value: number;
  readonly judgement: Judgement;
}

/**
 * The parameters of a `type` reading with value `value` (glycaemia in mg/dL), each judged against
 * `thresholds` (a guest's effective thresholds). A pressure reading's pulse is judged as the
 * heart rate. Empty for a measure without thresholds (weight, sleep, …).
 */
export function judgeReading<T extends MeasureType>(
  type: T,
  value: MeasureValue<T>,
  thresholds: Readonly<Record<ThresholdParameter, ThresholdRange>>,
): ParameterJudgement[] {
  const fields = value as Record<string, unknown>;
  const out: ParameterJudgement[] = [];
  for (const parameter of THRESHOLD_PARAMETERS) {
    const source = THRESHOLD_SOURCES[parameter];
    const pulse = type === 'pressure' && parameter === 'heartRate' ? fields['pulse'] : undefined;
    const amount = source.type === type ? fields[source.field] : pulse;
    if (typeof amount === 'number') {
      out.push({ parameter, value: amount, judgement: judge(amount, thresholds[parameter]) });
    }
  }
  return out;
}

/** The worst of `judgements` (normal when there are none). */
export function worstJudgement(judgements: readonly { judgement: Judgement }[]): Judgement {
  const rank = judgements.map((item) => JUDGEMENTS.indexOf(item.judgement));
  return JUDGEMENTS[Math.max(0, ...rank)] as Judgement;
}
