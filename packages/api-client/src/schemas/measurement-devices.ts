import { z } from 'zod/mini';
import { envelope } from './common';
import { readingCreateSchema } from './measurement-readings';
import { measureTypeSchema } from './measurement';
import { recordIdSchema } from './text';

/**
 * The measuring devices (docs/behaviour/measurements.md#devices): a register of devices, each
 * with its own key for the ingestion endpoint, and the queue of readings from shared devices.
 */

/** The kinds of device. */
export const DEVICE_TYPES = [
  'bloodPressureMonitor',
  'scale',
  'glucometer',
  'pulseOximeter',
  'thermometer',
  'other',
] as const;
/** The most readings of one ingestion call. */
export const DEVICE_BATCH_MAX = 100;
/** The header that carries a device's key on the ingestion endpoint. */
export const DEVICE_KEY_HEADER = 'x-device-key';
/** The longest model or serial number. */
export const DEVICE_TEXT_MAX = 80;

const instant = z.iso.datetime({ offset: true });
const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(DEVICE_TEXT_MAX));

/** Where a device's readings go: to one guest, or to the queue of a group (a shared device). */
export const deviceAssignmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('guest'), personalDataId: recordIdSchema }),
  z.strictObject({ kind: z.literal('group'), groupId: recordIdSchema }),
]);
/** Where a device's readings go. */
export type DeviceAssignment = z.infer<typeof deviceAssignmentSchema>;

/** A device as the register lists it (its key never: only the last four characters). */
export const deviceSchema = z.object({
  id: z.int(),
  type: z.enum(DEVICE_TYPES),
  model: z.string(),
  serial: z.string(),
  assignment: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('guest'), personalDataId: z.int(), name: z.string() }),
    z.object({ kind: z.literal('group'), groupId: z.int(), name: z.string() }),
  ]),
  /** The key's last four characters, to tell keys apart. */
  keyHint: z.string(),
  createdAt: instant,
  /** When its key was revoked (it sends nothing any more), or null. */
  revokedAt: z.nullable(instant),
  lastReadingAt: z.nullable(instant),
});
/** A device. */
export type Device = z.infer<typeof deviceSchema>;

/** `POST …/measurementDevices`: a new device and where its readings go. */
export const deviceCreateSchema = z.strictObject({
  type: z.enum(DEVICE_TYPES),
  model: text,
  serial: text,
  assignment: deviceAssignmentSchema,
});
/** The body of a new device. */
export type DeviceCreate = z.input<typeof deviceCreateSchema>;

/** `PUT …/measurementDevices/{id}`: a new assignment. */
export const deviceUpdateSchema = z.strictObject({ assignment: deviceAssignmentSchema });
/** The body of a device change. */
export type DeviceUpdate = z.input<typeof deviceUpdateSchema>;

/** A device with its new key: the only answer that carries the key (stored hashed). */
export const deviceWithKeySchema = z.object({ device: deviceSchema, key: z.string() });
/** A device with its new key. */
export type DeviceWithKey = z.infer<typeof deviceWithKeySchema>;

/**
 * `POST …/measurementDevices/readings` with the device's key in `X-Device-Key` (no session):
 * 1 to 100 readings, each as a reading's body (`measuredAt` defaults to the time received). A key unknown or revoked is 401 E048; a value outside the data-entry limits
 * 422 E047 (nothing of the batch saved).
 */
export const deviceIngestSchema = z.strictObject({
  readings: z.array(readingCreateSchema).check(z.minLength(1), z.maxLength(DEVICE_BATCH_MAX)),
});
/** The body of an ingestion call. */
export type DeviceIngest = z.input<typeof deviceIngestSchema>;

/** The ingestion's answer: how many readings went to a guest, how many to the queue. */
export const deviceIngestResultSchema = z.object({
  saved: z.int().check(z.gte(0)),
  queued: z.int().check(z.gte(0)),
});

/** A reading of a shared device waiting for a nurse to give it a guest. */
export const queuedReadingSchema = z.object({
  id: z.int(),
  device: z.object({
    id: z.int(),
    type: z.enum(DEVICE_TYPES),
    model: z.string(),
    serial: z.string(),
  }),
  groupId: z.int(),
  type: measureTypeSchema,
  /** The value as the device sent it (the shape of `type`'s value). */
  value: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  measuredAt: instant,
  receivedAt: instant,
});
/** A queued reading. */
export type QueuedReading = z.infer<typeof queuedReadingSchema>;

/** `POST …/measurementDevices/queue/{id}/assign`: the guest the reading belongs to. */
export const queueAssignSchema = z.strictObject({ personalDataId: recordIdSchema });
/** The body of a queue assignment. */
export type QueueAssign = z.input<typeof queueAssignSchema>;

/** `?groupId=` of the register and the queue (one of the caller's groups; default the first). */
export const deviceGroupQuerySchema = z.object({
  groupId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
});

/** `GET …/measurementDevices` answer. */
export const deviceListResponseSchema = envelope(z.array(deviceSchema));
/** `PUT …/measurementDevices/{id}` and `…/revoke` answer. */
export const deviceResponseSchema = envelope(deviceSchema);
/** `POST …/measurementDevices` and `…/{id}/key` answer. */
export const deviceWithKeyResponseSchema = envelope(deviceWithKeySchema);
/** `POST …/measurementDevices/readings` answer. */
export const deviceIngestResponseSchema = envelope(deviceIngestResultSchema);
/** `GET …/measurementDevices/queue` answer, oldest first. */
export const queueResponseSchema = envelope(z.array(queuedReadingSchema));
