import { weightLossAlerts, type WeightLossAlert } from '@care/api-client/schemas';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { measurementAlerts, measurementReadings } from '../db/schema';
import type { Executor, SavedReading } from './record';

/**
 * Raising alerts (docs/behaviour/measurements.md#alerts): one per parameter of a new reading
 * beyond its normal range, one per weight-loss rule the new weight breaks, one for a round whose
 * NEWS2 calls for more than monitoring. Notified once the transaction is committed.
 */

/** An alert just raised: what its notification needs. */
export interface RaisedAlert {
  id: number;
  guestAccountId: number;
  authorId: number | null;
  kind: 'threshold' | 'weightLoss' | 'news2';
  parameter: string | null;
  value: number;
  judgement: 'outOfRange' | 'critical';
  measuredAt: Date;
}

type NewAlert = Omit<RaisedAlert, 'id' | 'authorId'> & { readingId: number; detail: string | null };

const DAY_MS = 86_400_000;

/** The threshold alerts of a reading. */
function thresholdAlerts(reading: SavedReading): NewAlert[] {
  return reading.parameters
    .filter((item) => item.judgement !== 'normal')
    .map((item) => ({
      guestAccountId: reading.guestAccountId,
      readingId: reading.id,
      kind: 'threshold',
      parameter: item.parameter,
      value: item.value,
      judgement: item.judgement as 'outOfRange' | 'critical',
      detail: null,
      measuredAt: reading.measuredAt,
    }));
}

/** The weight-loss rules a new weight breaks (the latest weight being this one). */
async function weightAlerts(tx: Executor, reading: SavedReading): Promise<NewAlert[]> {
  const rows = await tx
    .select({ at: measurementReadings.measuredAt, value: measurementReadings.value })
    .from(measurementReadings)
    .where(
      and(
        eq(measurementReadings.guestAccountId, reading.guestAccountId),
        eq(measurementReadings.type, 'weight'),
        eq(measurementReadings.outcome, 'measured'),
        isNull(measurementReadings.enteredInErrorAt),
        gte(measurementReadings.measuredAt, new Date(reading.measuredAt.getTime() - 180 * DAY_MS)),
        lte(measurementReadings.measuredAt, reading.measuredAt),
      ),
    )
    .orderBy(asc(measurementReadings.measuredAt));
  const points = rows.map((row) => ({ at: row.at.getTime(), kg: Number(row.value?.['kg']) }));
  const latest = points[points.length - 1];
  if (latest?.at !== reading.measuredAt.getTime()) return [];
  return weightLossAlerts(points).map((alert: WeightLossAlert) => ({
    guestAccountId: reading.guestAccountId,
    readingId: reading.id,
    kind: 'weightLoss',
    parameter: null,
    value: alert.lossPercent,
    judgement: alert.percent >= 10 ? 'critical' : 'outOfRange',
    detail: `${alert.percent}/${alert.days}`,
    measuredAt: reading.measuredAt,
  }));
}

/** Inserts `alerts` (raised `now`); answers them with their ids. */
export async function insertAlerts(
  tx: Executor,
  alerts: NewAlert[],
  authorId: number | null,
  now: Date,
): Promise<RaisedAlert[]> {
  if (alerts.length === 0) return [];
  const ids = await tx
    .insert(measurementAlerts)
    .values(alerts.map((alert) => ({ ...alert, raisedAt: now })))
    .returning({ id: measurementAlerts.id });
  return alerts.map((alert, index) => ({
    id: (ids[index] as { id: number }).id,
    guestAccountId: alert.guestAccountId,
    authorId,
    kind: alert.kind,
    parameter: alert.parameter,
    value: alert.value,
    judgement: alert.judgement,
    measuredAt: alert.measuredAt,
  }));
}

/** Raises the alerts of newly saved readings. */
export async function raiseAlerts(
  tx: Executor,
  readings: readonly SavedReading[],
  now: Date,
): Promise<RaisedAlert[]> {
  const out: RaisedAlert[] = [];
  for (const reading of readings) {
    const alerts = thresholdAlerts(reading);
    if (reading.type === 'weight' && reading.value !== null) {
      alerts.push(...(await weightAlerts(tx, reading)));
    }
    out.push(...(await insertAlerts(tx, alerts, reading.authorId, now)));
  }
  return out;
}

/** A NEWS2 alert for a round's first reading. */
export function news2Alert(
  reading: { id: number; guestAccountId: number; measuredAt: Date },
  score: number,
  response: string,
): NewAlert {
  return {
    guestAccountId: reading.guestAccountId,
    readingId: reading.id,
    kind: 'news2',
    parameter: null,
    value: score,
    judgement: response === 'informNurse' ? 'outOfRange' : 'critical',
    detail: response,
    measuredAt: reading.measuredAt,
  };
}
