import { z } from 'zod/mini';
import { envelope } from './common';
import { glycemiaUnitSchema, measureTypeSchema } from './measurement';
import { NEWS2_RESPONSES, NEWS2_PARAMETERS } from './measurement-news2';
import { measurementGuestSchema, measurementPersonSchema } from './measurement-alerts';
import {
  judgementSchema,
  thresholdParameterSchema,
  thresholdRangeSchema,
} from './measurement-thresholds';

/**
 * The measurements module's care rules per guest (docs/behaviour/measurements.md): thresholds and
 * their overrides, the guest's profile, the alerts and their acknowledgement, the schedules.
 */

/** The longest reason of a threshold override. */
export const MEASUREMENT_REASON_MAX = 500;
/** The most schedules of one guest (one per type). */
export const MEASUREMENT_SCHEDULES_MAX = 12;

const instant = z.iso.datetime({ offset: true });
const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(MEASUREMENT_REASON_MAX));

/** A parameter's thresholds in force for a guest: the facility default or the guest's own. */
export const guestThresholdSchema = z.object({
  parameter: thresholdParameterSchema,
  range: thresholdRangeSchema,
  source: z.enum(['default', 'guest']),
  /** For a guest's own range: who set it, when and why; else null. */
  setBy: z.nullable(measurementPersonSchema),
  setAt: z.nullable(instant),
  reason: z.nullable(z.string()),
});
/** A parameter's thresholds in force for a guest. */
export type GuestThreshold = z.infer<typeof guestThresholdSchema>;

/** A change of a guest's thresholds: `range` null when the default was restored. */
export const thresholdChangeSchema = z.object({
  parameter: thresholdParameterSchema,
  range: z.nullable(thresholdRangeSchema),
  previous: z.nullable(thresholdRangeSchema),
  reason: z.string(),
  by: measurementPersonSchema,
  at: instant,
});
/** A change of a guest's thresholds. */
export type ThresholdChange = z.infer<typeof thresholdChangeSchema>;

/** `GET …/guest/{personalDataId}/thresholds`: every parameter in force, and the changes, newest first. */
export const guestThresholdsSchema = z.object({
  thresholds: z.array(guestThresholdSchema),
  history: z.array(thresholdChangeSchema),
});
/** A guest's thresholds and their history. */
export type GuestThresholds = z.infer<typeof guestThresholdsSchema>;

/**
 * `PUT …/guest/{personalDataId}/thresholds/{parameter}` (doctors): the guest's own range, or null
 * to restore the facility default, with the compulsory reason.
 */
export const thresholdOverrideSchema = z.strictObject({
  range: z.nullable(thresholdRangeSchema),
  reason,
});
/** The body of a threshold override. */
export type ThresholdOverride = z.input<typeof thresholdOverrideSchema>;

/** A guest's measurement profile: the height (for the BMI) and the SpO2 scale of NEWS2. */
export const measurementProfileSchema = z.object({
  heightCm: z.nullable(z.number()),
  /** 2 for hypercapnic respiratory failure, set by a doctor. */
  spo2Scale: z.union([z.literal(1), z.literal(2)]),
});
/** A guest's measurement profile. */
export type MeasurementProfile = z.infer<typeof measurementProfileSchema>;

/** `PUT …/guest/{personalDataId}/profile`: the height (any writer), the scale (doctors only). */
export const measurementProfileUpdateSchema = z
  .strictObject({
    heightCm: z.optional(z.nullable(z.number().check(z.gte(100), z.lte(230)))),
    spo2Scale: z.optional(z.union([z.literal(1), z.literal(2)])),
  })
  .check(
    z.refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      'nothing to change',
    ),
  );
/** The body of a profile change. */
export type MeasurementProfileUpdate = z.input<typeof measurementProfileUpdateSchema>;

/** The facility's measurement settings: the glycaemia unit shown and entered by default. */
export const measurementSettingsSchema = z.object({ glycemiaUnit: glycemiaUnitSchema });
/** The facility's measurement settings. */
export type MeasurementSettings = z.infer<typeof measurementSettingsSchema>;
/** `PUT …/measurement/settings` (administrators). */
export const measurementSettingsUpdateSchema = z.strictObject({ glycemiaUnit: glycemiaUnitSchema });

/** A local time of day, `HH:MM`. */
const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * A measure's schedule for a guest: every `everyDays` days (weight monthly: 30; blood pressure
 * daily: 1), or at fixed times of each day (glycaemia before meals: 07:30, 11:30, 18:30).
 */
export const measurementScheduleSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    type: measureTypeSchema,
    kind: z.literal('interval'),
    everyDays: z.int().check(z.gte(1), z.lte(366)),
  }),
  z.strictObject({
    type: measureTypeSchema,
    kind: z.literal('times'),
    times: z.array(timeOfDay).check(z.minLength(1), z.maxLength(6)),
  }),
]);
/** A measure's schedule. */
export type MeasurementSchedule = z.infer<typeof measurementScheduleSchema>;

/** `PUT …/guest/{personalDataId}/schedules`: the guest's schedules, replaced, one per type. */
export const schedulesUpdateSchema = z.strictObject({
  schedules: z.array(measurementScheduleSchema).check(
    z.maxLength(MEASUREMENT_SCHEDULES_MAX),
    z.refine((list) => new Set(list.map((s) => s.type)).size === list.length, 'a type twice'),
  ),
});
/** The body of a schedules change. */
export type SchedulesUpdate = z.input<typeof schedulesUpdateSchema>;

/** What is due for a guest: the schedule, when it falls due, and whether that has passed. */
export const measurementDueSchema = z.object({
  type: measureTypeSchema,
  schedule: measurementScheduleSchema,
  lastAt: z.nullable(instant),
  dueAt: instant,
  overdue: z.boolean(),
});
/** A measure due. */
export type MeasurementDue = z.infer<typeof measurementDueSchema>;

/** A guest with what is overdue (the overdue list). */
export const overdueRowSchema = z.object({
  guest: measurementGuestSchema,
  due: z.array(measurementDueSchema),
});

/** The guest chart header's latest vital signs (docs/behaviour/guest-chart.md#header). */
export const latestVitalsSchema = z.object({
  /** The latest measured value of each type that has one, newest first. */
  readings: z.array(
    z.object({
      type: measureTypeSchema,
      value: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
      measuredAt: instant,
      judgement: z.nullable(judgementSchema),
    }),
  ),
  /** The latest vital-signs round's NEWS2, or null without one. */
  news2: z.nullable(
    z.object({
      score: z.nullable(z.int()),
      response: z.nullable(z.enum(NEWS2_RESPONSES)),
      missing: z.array(z.enum(NEWS2_PARAMETERS)),
      measuredAt: instant,
    }),
  ),
  /** Alerts waiting for an action. */
  activeAlerts: z.int().check(z.gte(0)),
  /** Measures whose schedule is overdue. */
  overdue: z.array(measureTypeSchema),
});
/** The guest chart header's latest vital signs. */
export type LatestVitals = z.infer<typeof latestVitalsSchema>;

/** `GET …/guest/{personalDataId}/thresholds` and the override's answer. */
export const guestThresholdsResponseSchema = envelope(guestThresholdsSchema);
/** `GET …/measurement/thresholds`: the facility defaults. */
export const defaultThresholdsResponseSchema = envelope(
  z.record(thresholdParameterSchema, thresholdRangeSchema),
);
/** `GET`/`PUT …/guest/{personalDataId}/profile` answer. */
export const measurementProfileResponseSchema = envelope(measurementProfileSchema);
/** `GET`/`PUT …/measurement/settings` answer. */
export const measurementSettingsResponseSchema = envelope(measurementSettingsSchema);
/** `GET`/`PUT …/guest/{personalDataId}/schedules` answer: the schedules with what is due. */
export const measurementDueListResponseSchema = envelope(z.array(measurementDueSchema));
/** `GET …/measurement/overdue?groupId=` answer. */
export const overdueListResponseSchema = envelope(z.array(overdueRowSchema));
