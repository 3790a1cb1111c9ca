import {
  judgeReading,
  worstJudgement,
  type MeasureType,
  type MeasureValue,
  type ThresholdParameter,
} from '@care/api-client/schemas';
import type { Database } from '../db/client';
import { measurementReadings, type StoredParameter } from '../db/schema';
import { raiseAlerts, type RaisedAlert } from './alerts';
import { storedValue } from './readings';
import { thresholdsOf, type Thresholds } from './thresholds';

/**
 * Saving readings (docs/behaviour/measurements.md#readings): limits checked, glycaemia converted,
 * each value judged against its guest's thresholds, all inserted at once, the alerts raised. One
 * pipeline for a single reading, a round, a vital-signs round and a device batch.
 */

/** A transaction, or the database. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A reading to save. */
export interface NewReading {
  guestAccountId: number;
  type: MeasureType;
  outcome: 'measured' | 'refused' | 'notMeasurable';
  /** The body's value (glycaemia in its unit), null unless measured. */
  value?: unknown;
  measuredAt: Date;
  note?: string | null | undefined;
  authorId: number | null;
  deviceId?: number | null;
  roundId?: number | null;
}

/** The stored row of a new reading: its value converted, its parameters judged. */
function judged(reading: NewReading, thresholds: Thresholds, now: Date) {
  const { type, outcome } = reading;
  const value = outcome === 'measured' ? storedValue(type, reading.value as MeasureValue) : null;
  const parameters: StoredParameter[] =
    value === null ? [] : judgeReading(type, value as MeasureValue, thresholds);
  return {
    guestAccountId: reading.guestAccountId,
    type,
    outcome,
    value,
    measuredAt: reading.measuredAt,
    recordedAt: now,
    authorId: reading.authorId,
    deviceId: reading.deviceId ?? null,
    note: reading.note ?? null,
    roundId: reading.roundId ?? null,
    parameters,
    judgement: parameters.length === 0 ? null : worstJudgement(parameters),
  };
}

/** The thresholds of every guest of `readings`, read once each. */
async function thresholdsByGuest(tx: Database, readings: readonly NewReading[]) {
  const out = new Map<number, Thresholds>();
  for (const { guestAccountId } of readings) {
    if (!out.has(guestAccountId)) out.set(guestAccountId, await thresholdsOf(tx, guestAccountId));
  }
  return out;
}

type JudgedRow = ReturnType<typeof judged>;

/** The readings judged against their guests' thresholds, read once each. */
async function judgedRows(tx: Database, readings: readonly NewReading[], now: Date) {
  const thresholds = await thresholdsByGuest(tx, readings);
  return readings.map((reading) =>
    judged(reading, thresholds.get(reading.guestAccountId) as Thresholds, now),
  );
}

/** Inserts judged rows in one statement; answers them with their ids. */
async function insertRows(tx: Database, rows: readonly JudgedRow[]) {
  const inserted = await tx
    .insert(measurementReadings)
    .values([...rows])
    .returning({ id: measurementReadings.id });
  return rows.map((row, index) => ({ ...row, id: (inserted[index] as { id: number }).id }));
}

/**
 * Saves `readings` in `tx` (422 E047 for a value beyond the limits: nothing saved) and raises
 * their alerts; answers the new ids in order and the alerts to notify once committed.
 */
export async function saveReadings(
  tx: Executor,
  readings: readonly NewReading[],
  now: Date,
): Promise<{ ids: number[]; alerts: RaisedAlert[] }> {
  const rows = await judgedRows(tx, readings, now);
  if (rows.length === 0) return { ids: [], alerts: [] };
  return insertWithAlerts(tx, rows, now);
}

/** Inserts judged rows and raises their alerts, in `tx`. */
async function insertWithAlerts(tx: Executor, rows: readonly JudgedRow[], now: Date) {
  const saved = await insertRows(tx, rows);
  const alerts = await raiseAlerts(tx, saved, now);
  return { ids: saved.map((row) => row.id), alerts };
}

/** Whether saving `row` may raise an alert: a value beyond normal, or a weight (the loss rules). */
const mayAlert = (row: JudgedRow) =>
  row.type === 'weight' || row.parameters.some((item) => item.judgement !== 'normal');

/**
 * Saves `readings` as `saveReadings` does, in the fewest statements: readings that raise no alert
 * are one insert (atomic by itself, no transaction); others are inserted with their alerts in a
 * transaction (a device's batch: docs/behaviour/measurements.md#performance).
 */
export async function saveReadingsAtOnce(
  db: Database,
  readings: readonly NewReading[],
  now: Date,
): Promise<{ ids: number[]; alerts: RaisedAlert[] }> {
  const rows = await judgedRows(db, readings, now);
  if (rows.length === 0) return { ids: [], alerts: [] };
  if (!rows.some(mayAlert)) {
    return { ids: (await insertRows(db, rows)).map((row) => row.id), alerts: [] };
  }
  return db.transaction((tx) => insertWithAlerts(tx, rows, now));
}

/** A saved reading, as `raiseAlerts` takes it. */
export interface SavedReading {
  id: number;
  guestAccountId: number;
  type: MeasureType;
  value: Record<string, unknown> | null;
  measuredAt: Date;
  authorId: number | null;
  parameters: { parameter: string; value: number; judgement: string }[];
}

/** The parameter names a threshold alert may carry. */
export type AlertParameter = ThresholdParameter;
