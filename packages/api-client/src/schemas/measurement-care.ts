import { z } from 'zod';
import { envelope } from './common';
import { glycemiaUnitSchema, measureTypeSchema } from './measurement';
import { NEWS2_RESPONSES, NEWS2_PARAMETERS } from './measurement-news2';
import { measurementGuestSchema, measurementPersonSchema } from './measurement-readings';
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
/** The longest note of the action taken on an alert (written to the guest's diary). */
export const MEASUREMENT_ACK_NOTE_MAX = 1000;
/** The most rows of the home widgets (with the total beside them). */
export const MEASUREMENT_WIDGET_LIMIT = 20;
/** The most schedules of one guest (one per type). */
export const MEASUREMENT_SCHEDULES_MAX = 12;

const instant = z.iso.datetime({ offset: true });
const reason = z.string().trim().min(1).max(MEASUREMENT_REASON_MAX);

/** A parameter's thresholds in force for a guest: the facility default or the guest's own. */
export const guestThresholdSchema = z.object({
  parameter: thresholdParameterSchema,
  range: thresholdRangeSchema,
  source: z.enum(['default', 'guest']),
  /** For a guest's own range: who set it, when and why; else null. */
  setBy: measurementPersonSchema.nullable(),
  setAt: instant.nullable(),
  reason: z.string().nullable(),
});
/** A parameter's thresholds in force for a guest. */
export type GuestThreshold = z.infer<typeof guestThresholdSchema>;

/** A change of a guest's thresholds: `range` null when the default was restored. */
export const thresholdChangeSchema = z.object({
  parameter: thresholdParameterSchema,
  range: thresholdRangeSchema.nullable(),
  previous: thresholdRangeSchema.nullable(),
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
  range: thresholdRangeSchema.nullable(),
  reason,
});
/** The body of a threshold override. */
export type ThresholdOverride = z.input<typeof thresholdOverrideSchema>;

/** A guest's measurement profile: the height (for the BMI) and the SpO2 scale of NEWS2. */
export const measurementProfileSchema = z.object({
  heightCm: z.number().nullable(),
  /** 2 for hypercapnic respiratory failure, set by a doctor. */
  spo2Scale: z.union([z.literal(1), z.literal(2)]),
});
/** A guest's measurement profile. */
export type MeasurementProfile = z.infer<typeof measurementProfileSchema>;

/** `PUT …/guest/{personalDataId}/profile`: the height (any writer), the scale (doctors only). */
export const measurementProfileUpdateSchema = z
  .strictObject({
    heightCm: z.number().min(100).max(230).nullable().optional(),
    spo2Scale: z.union([z.literal(1), z.literal(2)]).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'nothing to change');
/** The body of a profile change. */
export type MeasurementProfileUpdate = z.input<typeof measurementProfileUpdateSchema>;

/** The facility's measurement settings: the glycaemia unit shown and entered by default. */
export const measurementSettingsSchema = z.object({ glycemiaUnit: glycemiaUnitSchema });
/** The facility's measurement settings. */
export type MeasurementSettings = z.infer<typeof measurementSettingsSchema>;
/** `PUT …/measurement/settings` (administrators). */
export const measurementSettingsUpdateSchema = z.strictObject({ glycemiaUnit: glycemiaUnitSchema });

/** What raised an alert: a parameter beyond its thresholds, a weight-loss rule, a NEWS2 score. */
export const ALERT_KINDS = ['threshold', 'weightLoss', 'news2'] as const;
/** An alert's state: waiting for an action, or actioned. */
export const ALERT_STATUSES = ['active', 'actioned'] as const;

/** An alert, with the reading that raised it and, once actioned, who acted and the note. */
export const measurementAlertSchema = z.object({
  id: z.number().int(),
  personalDataId: z.number().int(),
  guest: z.object({ name: z.string(), surname: z.string() }),
  kind: z.enum(ALERT_KINDS),
  /** The parameter for a threshold alert; null for weight loss and NEWS2. */
  parameter: thresholdParameterSchema.nullable(),
  /** The value (a loss in % for weight loss, the score for NEWS2). */
  value: z.number(),
  judgement: judgementSchema.exclude(['normal']),
  /** A weight-loss rule (`5/30`, `7.5/90`, `10/180`) or a NEWS2 response; else null. */
  detail: z.string().nullable(),
  readingId: z.number().int(),
  measuredAt: instant,
  raisedAt: instant,
  status: z.enum(ALERT_STATUSES),
  action: z
    .object({
      at: instant,
      by: measurementPersonSchema,
      note: z.string(),
      diaryEntryId: z.number().int(),
    })
    .nullable(),
});
/** An alert. */
export type MeasurementAlert = z.infer<typeof measurementAlertSchema>;

/** `?status=` of a guest's alerts (default: every alert, newest first). */
export const alertListQuerySchema = z.object({ status: z.enum(ALERT_STATUSES).optional() });
/** `POST …/measurement/alert/{id}/acknowledge`: the action taken, written to the guest's diary. */
export const alertAcknowledgeSchema = z.strictObject({
  note: z.string().trim().min(1).max(MEASUREMENT_ACK_NOTE_MAX),
});
/** The body of an acknowledgement. */
export type AlertAcknowledge = z.input<typeof alertAcknowledgeSchema>;

/** A guest's latest value of a parameter beyond its normal range (the critical-values widget). */
export const criticalValueSchema = z.object({
  guest: measurementGuestSchema,
  parameter: thresholdParameterSchema,
  value: z.number(),
  judgement: judgementSchema.exclude(['normal']),
  readingId: z.number().int(),
  measuredAt: instant,
});
/** A critical value. */
export type CriticalValue = z.infer<typeof criticalValueSchema>;

/** The payload of a `measurement.alert` notification. */
export const measurementAlertPayloadSchema = z.object({
  alertId: z.number().int(),
  personalDataId: z.number().int(),
  guestName: z.string(),
  kind: z.enum(ALERT_KINDS),
  parameter: thresholdParameterSchema.nullable(),
  value: z.number(),
  judgement: judgementSchema,
  measuredAt: instant,
});
/** The payload of a `measurement.alert` notification. */
export type MeasurementAlertPayload = z.infer<typeof measurementAlertPayloadSchema>;

/** A local time of day, `HH:MM`. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * A measure's schedule for a guest: every `everyDays` days (weight monthly: 30; blood pressure
 * daily: 1), or at fixed times of each day (glycaemia before meals: 07:30, 11:30, 18:30).
 */
export const measurementScheduleSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    type: measureTypeSchema,
    kind: z.literal('interval'),
    everyDays: z.number().int().min(1).max(366),
  }),
  z.strictObject({
    type: measureTypeSchema,
    kind: z.literal('times'),
    times: z.array(timeOfDay).min(1).max(6),
  }),
]);
/** A measure's schedule. */
export type MeasurementSchedule = z.infer<typeof measurementScheduleSchema>;

/** `PUT …/guest/{personalDataId}/schedules`: the guest's schedules, replaced, one per type. */
export const schedulesUpdateSchema = z.strictObject({
  schedules: z
    .array(measurementScheduleSchema)
    .max(MEASUREMENT_SCHEDULES_MAX)
    .refine((list) => new Set(list.map((s) => s.type)).size === list.length, 'a type twice'),
});
/** The body of a schedules change. */
export type SchedulesUpdate = z.input<typeof schedulesUpdateSchema>;

/** What is due for a guest: the schedule, when it falls due, and whether that has passed. */
export const measurementDueSchema = z.object({
  type: measureTypeSchema,
  schedule: measurementScheduleSchema,
  lastAt: instant.nullable(),
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
      judgement: judgementSchema.nullable(),
    }),
  ),
  /** The latest vital-signs round's NEWS2, or null without one. */
  news2: z
    .object({
      score: z.number().int().nullable(),
      response: z.enum(NEWS2_RESPONSES).nullable(),
      missing: z.array(z.enum(NEWS2_PARAMETERS)),
      measuredAt: instant,
    })
    .nullable(),
  /** Alerts waiting for an action. */
  activeAlerts: z.number().int().min(0),
  /** Measures whose schedule is overdue. */
  overdue: z.array(measureTypeSchema),
});
/** The guest chart header's latest vital signs. */
export type LatestVitals = z.infer<typeof latestVitalsSchema>;

const list = <T extends z.ZodType>(item: T) =>
  envelope(z.object({ items: z.array(item), total: z.number().int().min(0) }));

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
/** `GET …/guest/{personalDataId}/alerts` answer. */
export const alertListResponseSchema = list(measurementAlertSchema);
/** `POST …/alert/{id}/acknowledge` answer: the actioned alert. */
export const alertResponseSchema = envelope(measurementAlertSchema);
/** `GET …/measurement/dashboard/critical-event?groupId=`: active alerts, newest first. */
export const criticalEventListResponseSchema = list(measurementAlertSchema);
/** `GET …/measurement/dashboard/critical-value?groupId=`: values beyond range now. */
export const criticalValueListResponseSchema = list(criticalValueSchema);
/** `GET`/`PUT …/guest/{personalDataId}/schedules` answer: the schedules with what is due. */
export const measurementDueListResponseSchema = envelope(z.array(measurementDueSchema));
/** `GET …/measurement/overdue?groupId=` answer. */
export const overdueListResponseSchema = envelope(z.array(overdueRowSchema));
