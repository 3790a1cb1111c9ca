import {
  DEFAULT_THRESHOLDS,
  THRESHOLD_PARAMETERS,
  type GuestThresholds,
  type ThresholdParameter,
  type ThresholdRange,
} from '@care/api-client/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { measurementThresholdChanges, measurementThresholds, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { fullName } from './readings';
import type { MeasurementCaller, MeasurementGuest } from './access';

/**
 * The thresholds in force for a guest (docs/behaviour/measurements.md#thresholds): the facility's
 * defaults with the guest's own ranges over them; overrides by doctors, with their history.
 */

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;
/** Every parameter's range for one guest. */
export type Thresholds = Record<ThresholdParameter, ThresholdRange>;

/** The guest's own ranges (set by a doctor), by parameter. */
export async function ownThresholds(
  db: Executor,
  guestAccountId: number,
): Promise<Map<ThresholdParameter, ThresholdRange>> {
  const own = await db
    .select({ parameter: measurementThresholds.parameter, range: measurementThresholds.range })
    .from(measurementThresholds)
    .where(eq(measurementThresholds.guestAccountId, guestAccountId));
  return new Map(own.map((row) => [row.parameter as ThresholdParameter, row.range]));
}

/** The ranges in force for the guest of account `guestAccountId`. */
export async function thresholdsOf(db: Executor, guestAccountId: number): Promise<Thresholds> {
  return { ...DEFAULT_THRESHOLDS, ...Object.fromEntries(await ownThresholds(db, guestAccountId)) };
}

const setter = alias(personalData, 'threshold_setter');

/** The guest's thresholds in force, each with its source, and every change, newest first. */
export async function guestThresholds(
  db: Database,
  guest: MeasurementGuest,
): Promise<GuestThresholds> {
  const own = await db
    .select({
      parameter: measurementThresholds.parameter,
      range: measurementThresholds.range,
      setBy: measurementThresholds.setBy,
      name: fullName(setter),
      setAt: measurementThresholds.setAt,
      reason: measurementThresholds.reason,
    })
    .from(measurementThresholds)
    .innerJoin(setter, eq(setter.accountId, measurementThresholds.setBy))
    .where(eq(measurementThresholds.guestAccountId, guest.accountId));
  const thresholds = THRESHOLD_PARAMETERS.map((parameter) => {
    const row = own.find((item) => item.parameter === parameter);
    if (!row) {
      const range = DEFAULT_THRESHOLDS[parameter];
      return {
        parameter,
        range,
        source: 'default' as const,
        setBy: null,
        setAt: null,
        reason: null,
      };
    }
    const setBy = { accountId: row.setBy, name: row.name };
    const setAt = row.setAt.toISOString();
    return {
      parameter,
      range: row.range,
      source: 'guest' as const,
      setBy,
      setAt,
      reason: row.reason,
    };
  });
  return { thresholds, history: await thresholdHistory(db, guest.accountId) };
}

async function thresholdHistory(db: Database, guestAccountId: number) {
  const rows = await db
    .select({
      parameter: measurementThresholdChanges.parameter,
      range: measurementThresholdChanges.range,
      previous: measurementThresholdChanges.previous,
      reason: measurementThresholdChanges.reason,
      by: measurementThresholdChanges.by,
      name: fullName(setter),
      at: measurementThresholdChanges.at,
    })
    .from(measurementThresholdChanges)
    .innerJoin(setter, eq(setter.accountId, measurementThresholdChanges.by))
    .where(eq(measurementThresholdChanges.guestAccountId, guestAccountId))
    .orderBy(desc(measurementThresholdChanges.at), desc(measurementThresholdChanges.id));
  return rows.map((row) => ({
    parameter: row.parameter as ThresholdParameter,
    range: row.range,
    previous: row.previous,
    reason: row.reason,
    by: { accountId: row.by, name: row.name },
    at: row.at.toISOString(),
  }));
}

/** 403 E013 unless the caller is a doctor (threshold overrides, the SpO2 scale). */
export function requireDoctor(caller: MeasurementCaller): void {
  if (caller.role !== 'RA_DOCTOR') throw new AppError('E013');
}

/**
 * Sets the guest's own range of `parameter` (or restores the default with `range` null), with
 * the reason; the change and the range before it are kept.
 */
export async function setThreshold(
  db: Database,
  caller: MeasurementCaller,
  guest: MeasurementGuest,
  change: { parameter: ThresholdParameter; range: ThresholdRange | null; reason: string },
  now: Date,
): Promise<GuestThresholds> {
  requireDoctor(caller);
  const { parameter, range, reason } = change;
  await db.transaction(async (tx) => {
    const key = and(
      eq(measurementThresholds.guestAccountId, guest.accountId),
      eq(measurementThresholds.parameter, parameter),
    );
    const [before] = await tx.select().from(measurementThresholds).where(key).for('update');
    await tx.delete(measurementThresholds).where(key);
    if (range !== null) {
      const row = { guestAccountId: guest.accountId, parameter, range, reason };
      await tx
        .insert(measurementThresholds)
        .values({ ...row, setBy: caller.accountId, setAt: now });
    }
    await tx.insert(measurementThresholdChanges).values({
      guestAccountId: guest.accountId,
      parameter,
      range,
      previous: before?.range ?? null,
      reason,
      by: caller.accountId,
      at: now,
    });
  });
  return guestThresholds(db, guest);
}
