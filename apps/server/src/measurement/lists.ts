import {
  MEASUREMENT_PAGE_SIZE,
  MEASUREMENT_SERIES_MAX_POINTS,
  type MeasureType,
  type ReadingPage,
  type Series,
} from '@care/api-client/schemas';
import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { measurementReadings } from '../db/schema';
import type { MeasurementGuest } from './access';
import { selectReadings, toReading } from './readings';

/** Reading a guest's readings (docs/behaviour/measurements.md#performance): pages and series. */

const r = measurementReadings;

function guestRange(
  guest: MeasurementGuest,
  filter: { type?: MeasureType | undefined; from?: string | undefined; to?: string | undefined },
) {
  return and(
    eq(r.guestAccountId, guest.accountId),
    filter.type === undefined ? undefined : eq(r.type, filter.type),
    filter.from === undefined ? undefined : gte(r.measuredAt, new Date(filter.from)),
    filter.to === undefined ? undefined : lte(r.measuredAt, new Date(filter.to)),
  );
}

/** A page of the guest's readings, newest first, 50 a page, with the filtered total. */
export async function listReadings(
  db: Database,
  guest: MeasurementGuest,
  query: { type?: MeasureType; from?: string; to?: string; page: number },
): Promise<ReadingPage> {
  const where = guestRange(guest, query);
  const [total] = await db.select({ total: count() }).from(r).where(where);
  const rows = await selectReadings(db)
    .where(where)
    .orderBy(desc(r.measuredAt), desc(r.id))
    .limit(MEASUREMENT_PAGE_SIZE)
    .offset(query.page * MEASUREMENT_PAGE_SIZE);
  return {
    items: rows.map(toReading),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: MEASUREMENT_PAGE_SIZE,
  };
}

type Point = { at: Date; values: Record<string, number> };

/** Each bucket's minimum and maximum of the first field, in time order. */
export function downsample(points: Point[], max: number): Point[] {
  const buckets = Math.max(1, Math.floor(max / 2));
  const size = Math.ceil(points.length / buckets);
  const out: Point[] = [];
  for (let start = 0; start < points.length; start += size) {
    const bucket = points.slice(start, start + size);
    const field = Object.keys(bucket[0]?.values ?? {})[0] ?? '';
    const by = (p: Point) => p.values[field] ?? 0;
    const low = bucket.reduce((a, b) => (by(b) < by(a) ? b : a));
    const high = bucket.reduce((a, b) => (by(b) > by(a) ? b : a));
    out.push(...(low === high ? [low] : low.at <= high.at ? [low, high] : [high, low]));
  }
  return out;
}

/** The chart series of one type: the numeric fields of each measured reading, oldest first. */
export async function readSeries(
  db: Database,
  guest: MeasurementGuest,
  query: { type: MeasureType; from: string; to: string },
): Promise<Series> {
  const rows = await db
    .select({ at: r.measuredAt, value: r.value, error: r.enteredInErrorAt })
    .from(r)
    .where(and(guestRange(guest, query), eq(r.outcome, 'measured')))
    .orderBy(asc(r.measuredAt), asc(r.id));
  const points = rows
    .filter((row) => row.error === null && row.value !== null)
    .map((row) => ({
      at: row.at,
      values: Object.fromEntries(
        Object.entries(row.value ?? {}).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number',
        ),
      ),
    }));
  const downsampled = points.length > MEASUREMENT_SERIES_MAX_POINTS;
  const shown = downsampled ? downsample(points, MEASUREMENT_SERIES_MAX_POINTS) : points;
  return {
    type: query.type,
    downsampled,
    points: shown.map((point) => ({ at: point.at.toISOString(), values: point.values })),
  };
}
