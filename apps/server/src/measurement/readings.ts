import {
  glycemiaToMgdl,
  limitViolations,
  MEASUREMENT_BACKDATE_DAYS,
  type MeasureType,
  type MeasureValue,
  type Reading,
} from '@care/api-client/schemas';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { measurementReadings, personalData, type StoredMeasureValue } from '../db/schema';
import { AppError } from '../errors/app-error';

/** How readings are stored and read (docs/behaviour/measurements.md#readings). */

const author = alias(personalData, 'measurement_author');
const guestData = alias(personalData, 'measurement_guest');

/** SQL: a person's full name. */
export const fullName = (person: { name: AnyColumn; surname: AnyColumn }) =>
  sql<string>`${person.name} || ' ' || ${person.surname}`;

/** The clock skew a `measuredAt` may be ahead of the server by, in ms. */
const SKEW_MS = 2 * 60_000;

/** 400 E016 unless `measuredAt` lies between 7 days before `now` and 2 minutes after it. */
export function checkMeasuredAt(measuredAt: Date, now: Date): void {
  const ahead = measuredAt.getTime() - now.getTime();
  const tooEarly = ahead < -MEASUREMENT_BACKDATE_DAYS * 86_400_000;
  if (ahead > SKEW_MS || tooEarly) throw new AppError('E016', { status: 400 });
}

/** 422 E047 when the value lies beyond the data-entry limits; else the value as stored. */
export function storedValue<T extends MeasureType>(
  type: T,
  value: MeasureValue<T>,
): StoredMeasureValue {
  if (limitViolations(type, value).length > 0) throw new AppError('E047');
  if (type !== 'glycemia') return value as StoredMeasureValue;
  const { value: amount, unit } = value as MeasureValue<'glycemia'>;
  return { value: glycemiaToMgdl(amount, unit), unit: 'mg/dL' };
}

/** The columns of a reading as lists show it. */
export const readingColumns = {
  id: measurementReadings.id,
  personalDataId: guestData.id,
  guestAccountId: measurementReadings.guestAccountId,
  type: measurementReadings.type,
  outcome: measurementReadings.outcome,
  value: measurementReadings.value,
  measuredAt: measurementReadings.measuredAt,
  recordedAt: measurementReadings.recordedAt,
  authorId: measurementReadings.authorId,
  authorName: fullName(author),
  deviceId: measurementReadings.deviceId,
  note: measurementReadings.note,
  judgement: measurementReadings.judgement,
  parameters: measurementReadings.parameters,
  roundId: measurementReadings.roundId,
  enteredInErrorAt: measurementReadings.enteredInErrorAt,
};

/** A select of readings with their guest's personalDataId and their author's name. */
export function selectReadings(db: Database) {
  return db
    .select(readingColumns)
    .from(measurementReadings)
    .innerJoin(guestData, eq(guestData.accountId, measurementReadings.guestAccountId))
    .leftJoin(author, eq(author.accountId, measurementReadings.authorId))
    .$dynamic();
}

/** A row of `selectReadings`. */
export type ReadingRow = Awaited<ReturnType<typeof selectReadings>>[number];

/** A row as the contract's reading. */
export function toReading(row: ReadingRow): Reading {
  const person =
    row.authorId === null ? null : { accountId: row.authorId, name: row.authorName ?? '' };
  return {
    id: row.id,
    personalDataId: row.personalDataId,
    type: row.type,
    outcome: row.outcome,
    value: row.value,
    measuredAt: row.measuredAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    author: person,
    source: row.deviceId === null ? 'manual' : 'device',
    deviceId: row.deviceId,
    note: row.note,
    judgement: row.enteredInErrorAt === null ? row.judgement : null,
    parameters: row.enteredInErrorAt === null ? row.parameters : [],
    roundId: row.roundId,
    enteredInError: row.enteredInErrorAt !== null,
  } as Reading;
}
