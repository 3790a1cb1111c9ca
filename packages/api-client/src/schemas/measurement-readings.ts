import { z } from 'zod/mini';
import { envelope } from './common';
import {
  MEASURE_VALUE_SCHEMAS,
  measureOutcomeSchema,
  measureTypeSchema,
  type MeasureType,
} from './measurement';
import { NEWS2_PARAMETERS, NEWS2_RESPONSES } from './measurement-news2';
import { measurementGuestSchema, measurementPersonSchema } from './measurement-alerts';
import { judgementSchema, thresholdParameterSchema } from './measurement-thresholds';
import { recordIdSchema } from './text';

/**
 * A guest's readings, rounds and series (docs/behaviour/measurements.md#readings). Bodies are
 * strict: a key a route does not take is 400 E016.
 */

/** The longest note of a reading. */
export const MEASUREMENT_NOTE_MAX = 500;
/** How far back a reading's `measuredAt` may lie, in days. */
export const MEASUREMENT_BACKDATE_DAYS = 7;
/** Readings per page of a guest's table. */
export const MEASUREMENT_PAGE_SIZE = 50;
/** The most points of a chart series (the server down-samples beyond). */
export const MEASUREMENT_SERIES_MAX_POINTS = 500;
/** The most guests of one round. */
export const MEASUREMENT_ROUND_MAX = 200;

const instant = z.iso.datetime({ offset: true });
const note = z.string().check(z.trim(), z.minLength(1), z.maxLength(MEASUREMENT_NOTE_MAX));

/** A value given when, and only when, the outcome is `measured`. */
function consistent(reading: { outcome: string; value: unknown }): boolean {
  return (reading.outcome === 'measured') === (reading.value !== null);
}

/** One type's reading: its type, outcome and value (null when refused or not measurable). */
function variant<T extends MeasureType, X extends z.core.$ZodShape>(
  type: T,
  extra: X,
  strict: boolean,
) {
  const shape = {
    type: z.literal(type),
    outcome: measureOutcomeSchema,
    value: z._default(
      z.nullable(MEASURE_VALUE_SCHEMAS[type] as (typeof MEASURE_VALUE_SCHEMAS)[T]),
      null,
    ),
    ...extra,
  };
  return (strict ? z.strictObject(shape) : z.object(shape)).check(
    z.refine(
      (reading) => consistent(reading as { outcome: string; value: unknown }),
      'a value only when measured',
    ),
  );
}

/** Every type's reading with the fields `extra`, discriminated by `type`. */
function readingUnion<X extends z.core.$ZodShape>(extra: X, strict = true) {
  const v = <T extends MeasureType>(type: T) => variant(type, extra, strict);
  return z.discriminatedUnion('type', [
    v('pressure'),
    v('weight'),
    v('glycemia'),
    v('heartRate'),
    v('saturation'),
    v('temperature'),
    v('diuresis'),
    v('hydration'),
    v('sleep'),
    v('step'),
    v('respirationRate'),
    v('consciousness'),
  ]);
}

/**
 * `POST …/measurement/guest/{personalDataId}/readings`: a reading. `measuredAt` defaults to now,
 * may lie up to 7 days back and never in the future (2 minutes of clock skew). A value outside the
 * data-entry limits is 422 E047; an alarming one is saved, judged and raises an alert.
 */
export const readingCreateSchema = readingUnion({
  measuredAt: z.optional(instant),
  note: z.optional(note),
});
/** The body of a new reading, as sent. */
export type ReadingCreate = z.input<typeof readingCreateSchema>;

/** A reading as lists show it. */
export const readingSchema = readingUnion(
  {
    id: z.int(),
    personalDataId: z.int(),
    measuredAt: instant,
    recordedAt: instant,
    /** Null for a device reading. */
    author: z.nullable(measurementPersonSchema),
    /** `device` for a reading a device sent (its id in `deviceId`). */
    source: z.enum(['manual', 'device']),
    deviceId: z.nullable(z.int()),
    note: z.nullable(z.string()),
    /** The worst judgement of its parameters; null when none is judged (weight, refused, …). */
    judgement: z.nullable(judgementSchema),
    /** Each judged parameter (the pulse of a pressure reading as `heartRate`). */
    parameters: z.array(
      z.object({
        parameter: thresholdParameterSchema,
        value: z.number(),
        judgement: judgementSchema,
      }),
    ),
    /** Set when the reading belongs to a vital-signs round. */
    roundId: z.nullable(z.int()),
    /** Entered in error: kept, struck through, judged no more. */
    enteredInError: z.boolean(),
  },
  false,
);
/** A reading. */
export type Reading = z.infer<typeof readingSchema>;

/** `GET …/guest/{personalDataId}/readings?type=&from=&to=&page=`: newest first, 50 a page. */
export const readingListQuerySchema = z.object({
  type: z.optional(measureTypeSchema),
  from: z.optional(instant),
  to: z.optional(instant),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
});
/** The readings list's query, as sent. */
export type ReadingListQuery = z.input<typeof readingListQuerySchema>;

/** One page of a guest's readings. */
export const readingPageSchema = z.object({
  items: z.array(readingSchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(0)),
  pageSize: z.int().check(z.gte(1)),
});
/** One page of a guest's readings. */
export type ReadingPage = z.infer<typeof readingPageSchema>;

/**
 * `GET …/guest/{personalDataId}/series?type=&from=&to=`: the chart of one type. Beyond 500
 * readings the server down-samples (each bucket's minimum and maximum of the first field); never
 * used for the table or the exports.
 */
export const seriesQuerySchema = z.object({
  type: measureTypeSchema,
  from: instant,
  to: instant,
});
/** The series query. */
export type SeriesQuery = z.input<typeof seriesQuerySchema>;

/** A point of a series: the instant and the numeric fields of the value. */
export const seriesPointSchema = z.object({
  at: instant,
  values: z.record(z.string(), z.number()),
});
/** A chart series. */
export const seriesSchema = z.object({
  type: measureTypeSchema,
  points: z.array(seriesPointSchema),
  /** True when the points are bucket extremes, not every reading. */
  downsampled: z.boolean(),
});
/** A chart series. */
export type Series = z.infer<typeof seriesSchema>;

/** `PUT …/measurement/reading/{id}/entered-in-error`: the reason (kept, struck, never deleted). */
export const readingEnteredInErrorSchema = z.strictObject({ reason: note });
/** The body of an entered-in-error mark. */
export type ReadingEnteredInError = z.input<typeof readingEnteredInErrorSchema>;

const optionalResult = <T extends z.ZodMiniType>(value: T) =>
  z.optional(
    z.union([
      z.strictObject({ outcome: z.literal('measured'), value }),
      z.strictObject({ outcome: z.enum(['refused', 'notMeasurable']) }),
    ]),
  );

/**
 * `POST …/guest/{personalDataId}/vital-signs`: one vital-signs round. Each part may be left out
 * (then it is missing from NEWS2), refused or not measurable; at least one is measured.
 */
export const vitalSignsCreateSchema = z
  .strictObject({
    measuredAt: z.optional(instant),
    pressure: optionalResult(MEASURE_VALUE_SCHEMAS.pressure),
    heartRate: optionalResult(MEASURE_VALUE_SCHEMAS.heartRate),
    saturation: optionalResult(MEASURE_VALUE_SCHEMAS.saturation),
    temperature: optionalResult(MEASURE_VALUE_SCHEMAS.temperature),
    respirationRate: optionalResult(MEASURE_VALUE_SCHEMAS.respirationRate),
    consciousness: optionalResult(MEASURE_VALUE_SCHEMAS.consciousness),
    note: z.optional(note),
  })
  .check(
    z.refine(
      (body) =>
        Object.values(body).some((part) => typeof part === 'object' && part.outcome === 'measured'),
      'nothing measured',
    ),
  );
/** The body of a vital-signs round. */
export type VitalSignsCreate = z.input<typeof vitalSignsCreateSchema>;

/** NEWS2 as stored with a round. */
export const news2Schema = z.object({
  score: z.nullable(z.int()),
  response: z.nullable(z.enum(NEWS2_RESPONSES)),
  missing: z.array(z.enum(NEWS2_PARAMETERS)),
  points: z.record(z.enum(NEWS2_PARAMETERS), z.nullable(z.int())),
  singleThree: z.boolean(),
  /** The SpO2 scale used (the guest's profile). */
  scale: z.union([z.literal(1), z.literal(2)]),
});
/** NEWS2 as stored with a round. */
export type News2 = z.infer<typeof news2Schema>;

/** A vital-signs round: its readings and its NEWS2. */
export const vitalSignsRoundSchema = z.object({
  id: z.int(),
  personalDataId: z.int(),
  measuredAt: instant,
  news2: news2Schema,
  readings: z.array(readingSchema),
});
/** A vital-signs round. */
export type VitalSignsRound = z.infer<typeof vitalSignsRoundSchema>;

/**
 * `POST …/measurement/round`: one measure across the guests of a group. Each entry is a guest and
 * that guest's result; the whole round is refused (nothing saved) when one entry is.
 */
export const roundCreateSchema = z.strictObject({
  measuredAt: z.optional(instant),
  entries: z
    .array(readingUnion({ personalDataId: recordIdSchema }))
    .check(z.minLength(1), z.maxLength(MEASUREMENT_ROUND_MAX)),
});
/** The body of a round. */
export type RoundCreate = z.input<typeof roundCreateSchema>;

/** `?groupId=&type=` of the round sheet: the guests of the group with their last value. */
export const roundSheetQuerySchema = z.object({
  groupId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  type: measureTypeSchema,
});
/** The round sheet's query. */
export type RoundSheetQuery = z.input<typeof roundSheetQuerySchema>;

/** One guest of the round sheet, with their last reading of the type (or null). */
export const roundSheetRowSchema = z.object({
  guest: measurementGuestSchema,
  last: z.nullable(readingSchema),
});
/** One guest of the latest-values table: their last reading of each type. */
export const latestRowSchema = z.object({
  guest: measurementGuestSchema,
  latest: z.array(readingSchema),
});

/** `POST …/readings` answer. */
export const readingResponseSchema = envelope(readingSchema);
/** `GET …/readings` answer. */
export const readingPageResponseSchema = envelope(readingPageSchema);
/** `GET …/series` answer. */
export const seriesResponseSchema = envelope(seriesSchema);
/** `POST …/vital-signs` answer. */
export const vitalSignsRoundResponseSchema = envelope(vitalSignsRoundSchema);
/** `POST …/round` answer: the new readings, in the order of the entries. */
export const roundResponseSchema = envelope(z.array(readingSchema));
/** `GET …/round` answer. */
export const roundSheetResponseSchema = envelope(z.array(roundSheetRowSchema));
/** `GET …/latest?groupId=` answer. */
export const latestTableResponseSchema = envelope(z.array(latestRowSchema));

/** `GET …/guest/{personalDataId}/water-balance?from=&to=`: local days (`YYYY-MM-DD`), at most 366. */
export const waterBalanceQuerySchema = z.object({ from: z.iso.date(), to: z.iso.date() });
/** The water-balance query. */
export type WaterBalanceQuery = z.input<typeof waterBalanceQuerySchema>;
/** `GET …/water-balance` answer: each day with an amount, oldest first (see `waterBalance`). */
export const waterBalanceResponseSchema = envelope(
  z.array(
    z.object({
      day: z.iso.date(),
      intakeMl: z.number(),
      outputMl: z.number(),
      balanceMl: z.number(),
      sign: z.enum(['positive', 'negative', 'even']),
    }),
  ),
);
