import { z } from 'zod/mini';

/**
 * The measurements care module (docs/behaviour/measurements.md): what is measured, in which unit,
 * and what the data entry accepts. The readings are in `measurement-readings.ts`, the rules
 * (NEWS2, thresholds, weight loss, water balance, BMI) in `measurement-*.ts` beside it.
 */

/**
 * What a reading measures. `respirationRate` and `consciousness` come with the vital-signs round
 * (NEWS2); the water balance is computed per day from `hydration` and `diuresis`, never recorded.
 */
export const MEASURE_TYPES = [
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
  'respirationRate',
  'consciousness',
] as const;
/** What a reading measures. */
export const measureTypeSchema = z.enum(MEASURE_TYPES);
/** What a reading measures. */
export type MeasureType = z.infer<typeof measureTypeSchema>;

/**
 * The notification users with measurement alerts on the guest get when an alert is raised (its
 * payload: `measurementAlertPayloadSchema`). Here, in the module's leaf, so that a screen listening
 * for it loads none of the readings' schemas.
 */
export const MEASUREMENT_ALERT_NOTIFICATION = 'measurement.alert';

/** A reading's outcome: a value, or the guest refused, or it could not be measured. */
export const MEASURE_OUTCOMES = ['measured', 'refused', 'notMeasurable'] as const;
/** A reading's outcome. */
export const measureOutcomeSchema = z.enum(MEASURE_OUTCOMES);
/** A reading's outcome. */
export type MeasureOutcome = z.infer<typeof measureOutcomeSchema>;

/** The glycaemia units; readings are stored and answered in mg/dL. */
export const GLYCEMIA_UNITS = ['mg/dL', 'mmol/L'] as const;
/** A glycaemia unit. */
export const glycemiaUnitSchema = z.enum(GLYCEMIA_UNITS);
/** A glycaemia unit. */
export type GlycemiaUnit = z.infer<typeof glycemiaUnitSchema>;

/** How urine was collected. */
export const DIURESIS_METHODS = ['spontaneous', 'catheter', 'pad', 'urinal'] as const;
/** The quality of a night's sleep. */
export const SLEEP_QUALITIES = ['excessive', 'satisfactory', 'unsatisfactory', 'none'] as const;
/** The ACVPU scale: Alert, new Confusion, Voice, Pain, Unresponsive. */
export const ACVPU_LEVELS = ['A', 'C', 'V', 'P', 'U'] as const;
/** A level of consciousness. */
export type Acvpu = (typeof ACVPU_LEVELS)[number];

const num = z.number();

/**
 * The value of each type, as sent and as answered. Numbers are only checked to be finite here:
 * the data-entry limits (`MEASURE_LIMITS`) are checked by `limitViolations`, on the form and on the
 * server (422 E047), so the refusal is a translated message of its own.
 */
export const MEASURE_VALUE_SCHEMAS = {
  /** mmHg; `pulse` in bpm, when the cuff gives it. */
  pressure: z.strictObject({ systolic: num, diastolic: num, pulse: z.optional(num) }),
  /** kg. */
  weight: z.strictObject({ kg: num }),
  /** As entered; the server converts mmol/L to mg/dL and answers mg/dL. */
  glycemia: z.strictObject({ value: num, unit: glycemiaUnitSchema }),
  heartRate: z.strictObject({ bpm: num }),
  /** SpO2 %, on air (`oxygen: false`) or with oxygen at `flowLpm` litres a minute. */
  saturation: z.strictObject({ percent: num, oxygen: z.boolean(), flowLpm: z.optional(num) }),
  /** °C. */
  temperature: z.strictObject({ celsius: num }),
  diuresis: z.strictObject({ ml: num, method: z.enum(DIURESIS_METHODS) }),
  hydration: z.strictObject({ ml: num }),
  sleep: z.strictObject({ hours: num, quality: z.enum(SLEEP_QUALITIES) }),
  step: z.strictObject({ count: num }),
  /** Breaths a minute. */
  respirationRate: z.strictObject({ perMinute: num }),
  consciousness: z.strictObject({ acvpu: z.enum(ACVPU_LEVELS) }),
} as const satisfies Record<MeasureType, z.ZodMiniType>;

/** The value of a reading of type `T`. */
export type MeasureValue<T extends MeasureType = MeasureType> = T extends MeasureType
  ? z.infer<(typeof MEASURE_VALUE_SCHEMAS)[T]>
  : never;

/** The unit of each numeric field, as shown beside it (translated labels are the web's). */
export const MEASURE_UNITS = {
  pressure: { systolic: 'mmHg', diastolic: 'mmHg', pulse: 'bpm' },
  weight: { kg: 'kg' },
  glycemia: { value: 'mg/dL' },
  heartRate: { bpm: 'bpm' },
  saturation: { percent: '%', flowLpm: 'L/min' },
  temperature: { celsius: '°C' },
  diuresis: { ml: 'ml' },
  hydration: { ml: 'ml' },
  sleep: { hours: 'h' },
  step: { count: '' },
  respirationRate: { perMinute: '/min' },
  consciousness: {},
} as const satisfies Record<MeasureType, Record<string, string>>;

/** An inclusive interval. */
export interface Limit {
  readonly min: number;
  readonly max: number;
}

/**
 * The data-entry limits: what is physically possible for an elderly guest
 * (docs/behaviour/measurements.md#data-entry-limits). A value outside is refused (422 E047); a
 * possible but alarming value is accepted and judged against the thresholds. Glycaemia in mg/dL.
 */
export const MEASURE_LIMITS = {
  pressure: {
    systolic: { min: 40, max: 300 },
    diastolic: { min: 20, max: 200 },
    pulse: { min: 20, max: 250 },
  },
  weight: { kg: { min: 20, max: 300 } },
  glycemia: { value: { min: 10, max: 1000 } },
  heartRate: { bpm: { min: 20, max: 250 } },
  saturation: { percent: { min: 50, max: 100 }, flowLpm: { min: 0.5, max: 15 } },
  temperature: { celsius: { min: 30, max: 45 } },
  diuresis: { ml: { min: 0, max: 5000 } },
  hydration: { ml: { min: 0, max: 5000 } },
  sleep: { hours: { min: 0, max: 24 } },
  step: { count: { min: 0, max: 100_000 } },
  respirationRate: { perMinute: { min: 3, max: 80 } },
  consciousness: {},
} as const satisfies Record<MeasureType, Record<string, Limit>>;

/** mg/dL per mmol/L of glucose (molar mass 180.156 g/mol). */
export const GLYCEMIA_FACTOR = 18.0156;

/** `value` in `unit` as mg/dL, rounded to one decimal. */
export function glycemiaToMgdl(value: number, unit: GlycemiaUnit): number {
  return unit === 'mg/dL' ? value : Math.round(value * GLYCEMIA_FACTOR * 10) / 10;
}

/** `mgdl` in `unit`: mg/dL as is, mmol/L rounded to one decimal. */
export function glycemiaFromMgdl(mgdl: number, unit: GlycemiaUnit): number {
  return unit === 'mg/dL' ? mgdl : Math.round((mgdl / GLYCEMIA_FACTOR) * 10) / 10;
}

/** A field whose value lies outside the data-entry limits. */
export interface LimitViolation {
  readonly field: string;
  readonly limit: Limit;
}

/**
 * The fields of a value outside `MEASURE_LIMITS` (empty: acceptable). Glycaemia is checked in
 * mg/dL whatever its unit; a sleep of 0 hours is possible, a diastolic at or above the systolic
 * is not (reported on `diastolic`).
 */
export function limitViolations<T extends MeasureType>(
  type: T,
  value: MeasureValue<T>,
): LimitViolation[] {
  const limits: Record<string, Limit> = MEASURE_LIMITS[type];
  const numbers = { ...(value as Record<string, unknown>) };
  if (type === 'glycemia') {
    const { value: amount, unit } = value as MeasureValue<'glycemia'>;
    numbers['value'] = glycemiaToMgdl(amount, unit);
  }
  const out: LimitViolation[] = [];
  for (const [field, limit] of Object.entries(limits)) {
    const amount = numbers[field];
    if (typeof amount === 'number' && (amount < limit.min || amount > limit.max)) {
      out.push({ field, limit });
    }
  }
  if (type === 'pressure') {
    const { systolic, diastolic } = value as MeasureValue<'pressure'>;
    if (diastolic >= systolic && !out.some((v) => v.field === 'diastolic')) {
      out.push({
        field: 'diastolic',
        limit: { min: MEASURE_LIMITS.pressure.diastolic.min, max: systolic - 1 },
      });
    }
  }
  return out;
}
