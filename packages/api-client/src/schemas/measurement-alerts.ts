import { z } from 'zod/mini';
import { envelope } from './common';
import {
  type Judgement,
  judgementSchema,
  thresholdParameterSchema,
} from './measurement-thresholds';

/**
 * The measurements module's alerts (docs/behaviour/measurements.md#alerts): what the home widgets,
 * the chart header and the live notifications read. A file of its own, with no more than the
 * thresholds' parameter and judgement, so that the home page's widgets load these schemas and
 * not the whole module's (apps/web/README.md#budgets).
 */

const instant = z.iso.datetime({ offset: true });
/** A judgement beyond the normal range: what an alert or a critical value is. */
const beyondNormalSchema = z.enum(['outOfRange', 'critical'] satisfies Judgement[]);
const list = <T extends z.ZodMiniType>(item: T) =>
  envelope(z.object({ items: z.array(item), total: z.int().check(z.gte(0)) }));

/** The longest note of the action taken on an alert (written to the guest's diary). */
export const MEASUREMENT_ACK_NOTE_MAX = 1000;
/** The most rows of the home widgets (with the total beside them). */
export const MEASUREMENT_WIDGET_LIMIT = 20;

/** Who recorded a reading. */
export const measurementPersonSchema = z.object({ accountId: z.int(), name: z.string() });

/** A guest as the facility-wide lists name them. */
export const measurementGuestSchema = z.object({
  personalDataId: z.int(),
  name: z.string(),
  surname: z.string(),
  room: z.nullable(z.string()),
});
/** A guest of a facility-wide list. */
export type MeasurementGuest = z.infer<typeof measurementGuestSchema>;

/** What raised an alert: a parameter beyond its thresholds, a weight-loss rule, a NEWS2 score. */
export const ALERT_KINDS = ['threshold', 'weightLoss', 'news2'] as const;
/** An alert's state: waiting for an action, or actioned. */
export const ALERT_STATUSES = ['active', 'actioned'] as const;

/** An alert, with the reading that raised it and, once actioned, who acted and the note. */
export const measurementAlertSchema = z.object({
  id: z.int(),
  personalDataId: z.int(),
  guest: z.object({ name: z.string(), surname: z.string() }),
  kind: z.enum(ALERT_KINDS),
  /** The parameter for a threshold alert; null for weight loss and NEWS2. */
  parameter: z.nullable(thresholdParameterSchema),
  /** The value (a loss in % for weight loss, the score for NEWS2). */
  value: z.number(),
  judgement: beyondNormalSchema,
  /** A weight-loss rule (`5/30`, `7.5/90`, `10/180`) or a NEWS2 response; else null. */
  detail: z.nullable(z.string()),
  readingId: z.int(),
  measuredAt: instant,
  raisedAt: instant,
  status: z.enum(ALERT_STATUSES),
  action: z.nullable(
    z.object({
      at: instant,
      by: measurementPersonSchema,
      note: z.string(),
      diaryEntryId: z.int(),
    }),
  ),
});
/** An alert. */
export type MeasurementAlert = z.infer<typeof measurementAlertSchema>;

/** `?status=` of a guest's alerts (default: every alert, newest first). */
export const alertListQuerySchema = z.object({ status: z.optional(z.enum(ALERT_STATUSES)) });
/** `POST …/measurement/alert/{id}/acknowledge`: the action taken, written to the guest's diary. */
export const alertAcknowledgeSchema = z.strictObject({
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(MEASUREMENT_ACK_NOTE_MAX)),
});
/** The body of an acknowledgement. */
export type AlertAcknowledge = z.input<typeof alertAcknowledgeSchema>;

/** A guest's latest value of a parameter beyond its normal range (the critical-values widget). */
export const criticalValueSchema = z.object({
  guest: measurementGuestSchema,
  parameter: thresholdParameterSchema,
  value: z.number(),
  judgement: beyondNormalSchema,
  readingId: z.int(),
  measuredAt: instant,
});
/** A critical value. */
export type CriticalValue = z.infer<typeof criticalValueSchema>;

/** The payload of a `measurement.alert` notification. */
export const measurementAlertPayloadSchema = z.object({
  alertId: z.int(),
  personalDataId: z.int(),
  guestName: z.string(),
  kind: z.enum(ALERT_KINDS),
  parameter: z.nullable(thresholdParameterSchema),
  value: z.number(),
  judgement: judgementSchema,
  measuredAt: instant,
});
/** The payload of a `measurement.alert` notification. */
export type MeasurementAlertPayload = z.infer<typeof measurementAlertPayloadSchema>;

/** `GET …/guest/{personalDataId}/alerts` answer. */
export const alertListResponseSchema = list(measurementAlertSchema);

/** `POST …/alert/{id}/acknowledge` answer: the actioned alert. */
export const alertResponseSchema = envelope(measurementAlertSchema);

/** `GET …/measurement/dashboard/critical-event?groupId=`: active alerts, newest first. */
export const criticalEventListResponseSchema = list(measurementAlertSchema);

/** `GET …/measurement/dashboard/critical-value?groupId=`: values beyond range now. */
export const criticalValueListResponseSchema = list(criticalValueSchema);
