import { z } from 'zod/mini';
import { guestStatusSchema } from './auth';
import { envelope } from './common';
import { latestVitalsSchema } from './measurement-care';

/** A person the chart names (the attending doctor): account and full name. */
export const chartPersonSchema = z.object({
  customerAccountId: z.int(),
  name: z.string(),
  surname: z.string(),
});
/** A person the chart names. */
export type ChartPerson = z.infer<typeof chartPersonSchema>;

/** The guest's contact person, as the detail form records them; each part may be missing. */
export const chartContactSchema = z.object({
  name: z.nullable(z.string()),
  /** One of the detail form's relations (`daughter`, `son`, …), or null. */
  relation: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
/** The guest's contact person. */
export type ChartContact = z.infer<typeof chartContactSchema>;

/**
 * Ours: `GET care/api/v1/guest/detail/{personalDataId}/chart-header`, the guest chart's header
 * (docs/behaviour/guest-chart.md#header): who the guest is and what every carer must see first.
 * Texts the detail form records are null when blank.
 */
export const guestChartHeaderSchema = z.object({
  personalDataId: z.int(),
  customerAccountId: z.int(),
  name: z.string(),
  surname: z.string(),
  /** True when the account has a photo (read it with `personDetail.image`); else an identicon. */
  hasPhoto: z.boolean(),
  /** `YYYY-MM-DD`, or null when unknown. */
  birthDate: z.nullable(z.iso.date()),
  status: guestStatusSchema,
  room: z.nullable(z.string()),
  /** The guest's first group (a floor, a ward), or null without one. */
  group: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** The allergies as the detail form records them; null: no known allergies. */
  allergies: z.nullable(z.string()),
  /** One of the detail form's diets (`normal`, `diabetic`, `soft`, …), or null. */
  diet: z.nullable(z.string()),
  /** The main diagnoses, most important first; empty when none are recorded. */
  mainDiagnoses: z.array(z.string()),
  attendingDoctor: z.nullable(chartPersonSchema),
  contact: chartContactSchema,
  /**
   * The latest vital signs, the NEWS2, the active alerts and the overdue measures
   * (docs/behaviour/measurements.md#guest-chart); null when the caller may not read measurements.
   */
  latestVitals: z.nullable(latestVitalsSchema),
});
/** The guest chart's header. */
export type GuestChartHeader = z.infer<typeof guestChartHeaderSchema>;
/** `GET care/api/v1/guest/detail/{personalDataId}/chart-header` answer. */
export const guestChartHeaderResponseSchema = envelope(guestChartHeaderSchema);
