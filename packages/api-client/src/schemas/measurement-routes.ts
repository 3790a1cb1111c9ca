import type { ApiRoute } from './routes';

/**
 * The routes of the measurements and their devices (docs/behaviour/measurements.md#routes), by endpoint: a table of its own, so that they load with the module's
 * endpoints, not with every page's first load (`CORE_ROUTES` explains the shape).
 */
export const MEASUREMENT_ROUTES = {
  /** Ours: a guest's reading (`{id}` is the personalDataId; docs/behaviour/measurements.md). */
  measurementCreate: {
    method: 'POST',
    path: 'care/api/v1/measurement/guest/{id}/readings',
    idempotent: true,
  },
  /** Ours: a page of a guest's readings, newest first (`?type=&from=&to=&page=`). */
  measurementList: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/readings' },
  /** Ours: a chart series of one type, down-sampled beyond 500 points (`?type=&from=&to=`). */
  measurementSeries: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/series' },
  /** Ours: a guest's daily water balance (`?from=&to=`, local days). */
  measurementWaterBalance: {
    method: 'GET',
    path: 'care/api/v1/measurement/guest/{id}/water-balance',
  },
  /** Ours: a vital-signs round with its NEWS2. */
  measurementVitalSigns: {
    method: 'POST',
    path: 'care/api/v1/measurement/guest/{id}/vital-signs',
    idempotent: true,
  },
  /** Ours: marks a reading entered in error, with its reason (`{id}` is the reading's id). */
  measurementEnteredInError: {
    method: 'PUT',
    path: 'care/api/v1/measurement/reading/{id}/entered-in-error',
  },
  /** Ours: the round sheet, the group's guests with their last value (`?groupId=&type=`). */
  measurementRoundSheet: { method: 'GET', path: 'care/api/v1/measurement/round' },
  /** Ours: one measure across the guests of a group. */
  measurementRound: { method: 'POST', path: 'care/api/v1/measurement/round', idempotent: true },
  /** Ours: the latest values of the group's guests (`?groupId=`). */
  measurementLatest: { method: 'GET', path: 'care/api/v1/measurement/latest' },
  /** Ours: the facility's default thresholds. */
  measurementDefaultThresholds: { method: 'GET', path: 'care/api/v1/measurement/thresholds' },
  /** Ours: a guest's thresholds in force and their history. */
  measurementThresholds: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/thresholds' },
  /** Ours (doctors): a guest's own range of a parameter, or the default restored. */
  measurementSetThreshold: {
    method: 'PUT',
    path: 'care/api/v1/measurement/guest/{id}/thresholds/{parameter}',
  },
  /** Ours: a guest's height and SpO2 scale. */
  measurementProfile: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/profile' },
  /** Ours: changes them (the scale: doctors). */
  measurementSetProfile: { method: 'PUT', path: 'care/api/v1/measurement/guest/{id}/profile' },
  /** Ours: the facility's measurement settings (the glycaemia unit). */
  measurementSettings: { method: 'GET', path: 'care/api/v1/measurement/settings' },
  /** Ours (administrators): changes them. */
  measurementSetSettings: { method: 'PUT', path: 'care/api/v1/measurement/settings' },
  /** Ours: a guest's alerts (`?status=active|actioned`). */
  measurementAlerts: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/alerts' },
  /** Ours: the action taken on an alert, written to the guest's diary. */
  measurementAcknowledge: {
    method: 'POST',
    path: 'care/api/v1/measurement/alert/{id}/acknowledge',
    idempotent: true,
  },
  /** The home widget's active alerts (`?groupId=`). */
  measurementCriticalEvents: {
    method: 'GET',
    path: 'care/api/v1/measurement/dashboard/critical-event',
  },
  /** The home widget's latest values beyond their normal range (`?groupId=`). */
  measurementCriticalValues: {
    method: 'GET',
    path: 'care/api/v1/measurement/dashboard/critical-value',
  },
  /** Ours: a guest's schedules with what is due. */
  measurementSchedules: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/schedules' },
  /** Ours: replaces them. */
  measurementSetSchedules: { method: 'PUT', path: 'care/api/v1/measurement/guest/{id}/schedules' },
  /** Ours: the group's guests with overdue measures (`?groupId=`). */
  measurementOverdue: { method: 'GET', path: 'care/api/v1/measurement/overdue' },
  /** Ours: the device register (`?groupId=`). */
  deviceList: { method: 'GET', path: 'care/api/v1/measurement/device' },
  /** Ours: a new device; the answer carries its key, once. */
  deviceCreate: { method: 'POST', path: 'care/api/v1/measurement/device', idempotent: true },
  /** Ours: a device's new assignment. */
  deviceUpdate: { method: 'PUT', path: 'care/api/v1/measurement/device/{id}' },
  /** Ours: revokes a device's key. */
  deviceRevoke: { method: 'POST', path: 'care/api/v1/measurement/device/{id}/revoke' },
  /** Ours: a new key for a device (the old one stops working). */
  deviceNewKey: { method: 'POST', path: 'care/api/v1/measurement/device/{id}/key' },
  /** Ours: a device sends readings (its key in `X-Device-Key`, no session). */
  deviceIngest: {
    method: 'POST',
    path: 'care/api/v1/measurement/device/readings',
    idempotent: true,
  },
  /** Ours: the shared devices' readings waiting for a guest (`?groupId=`). */
  deviceQueue: { method: 'GET', path: 'care/api/v1/measurement/device/queue' },
  /** Ours: gives a queued reading its guest. */
  deviceQueueAssign: {
    method: 'POST',
    path: 'care/api/v1/measurement/device/queue/{id}/assign',
    idempotent: true,
  },
} as const satisfies Record<string, ApiRoute>;
