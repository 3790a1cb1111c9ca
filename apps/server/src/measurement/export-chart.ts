import {
  DEFAULT_THRESHOLDS,
  judge,
  MEASUREMENT_SERIES_MAX_POINTS,
  MEASURE_UNITS,
  type MeasureType,
  type ThresholdParameter,
  type ThresholdRange,
} from '@care/api-client/schemas';
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { measurementReadings } from '../db/schema';
import type { ChartBand, ChartLine, ChartPoint } from '../exports/chart';
import type { ExportChart, ExportGuest, ExportPeriod } from '../exports/registry';
import { downsample } from './lists';
import { ownThresholds } from './thresholds';

/**
 * The chart of a measurement export (docs/behaviour/measurements.md#exports): the period's
 * measured values (never those entered in error), down-sampled like the screen's series beyond
 * 500 points; the facility's normal band of each line's parameter, and the guest's own where a
 * doctor set one; each value beyond the range in force marked out of range or critical.
 */

const DAY = 86_400_000;

/** A line of a measure's chart: the value's field, its legend term and its parameter. */
interface MeasureLine {
  field: string;
  name: string;
  parameter: ThresholdParameter | null;
}

const one = (field: string, type: string, parameter: ThresholdParameter | null = null) => [
  { field, name: `exports.type.${type}`, parameter },
];

/** The lines of each exported measure; glycaemia in mg/dL, as the table writes it. */
export const EXPORT_CHART_LINES: Readonly<Partial<Record<MeasureType, readonly MeasureLine[]>>> = {
  pressure: [
    { field: 'systolic', name: 'exports.chart.systolic', parameter: 'systolic' },
    { field: 'diastolic', name: 'exports.chart.diastolic', parameter: 'diastolic' },
  ],
  weight: one('kg', 'WEIGHT'),
  glycemia: one('value', 'GLYCEMIA', 'glycemia'),
  heartRate: one('bpm', 'HEART_RATE', 'heartRate'),
  saturation: one('percent', 'SATURATION', 'saturation'),
  temperature: one('celsius', 'TEMPERATURE', 'temperature'),
  diuresis: one('ml', 'DIURESIS'),
};

type Point = { at: Date; values: Record<string, number> };

/** The guest's measured values of `type` in the period, oldest first. */
async function measuredPoints(
  db: Database,
  guest: ExportGuest,
  type: MeasureType,
  period: ExportPeriod,
): Promise<Point[]> {
  const r = measurementReadings;
  const rows = await db
    .select({ at: r.measuredAt, value: r.value })
    .from(r)
    .where(
      and(
        eq(r.guestAccountId, guest.accountId),
        eq(r.type, type),
        eq(r.outcome, 'measured'),
        isNull(r.enteredInErrorAt),
        gte(r.measuredAt, new Date(`${period.from}T00:00:00Z`)),
        lt(r.measuredAt, new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY)),
      ),
    )
    .orderBy(asc(r.measuredAt), asc(r.id));
  return rows.map((row) => ({
    at: row.at,
    values: Object.fromEntries(
      Object.entries(row.value ?? {}).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    ),
  }));
}

/** The normal band of a range, or none when it bounds nothing. */
function band(range: ThresholdRange, style: ChartBand['style'], name: string): ChartBand[] {
  if (range.normalMin === null && range.normalMax === null) return [];
  return [{ low: range.normalMin, high: range.normalMax, style, name }];
}

/** The facility's band of each line's parameter, and the guest's own where set. */
function bandsOf(
  lines: readonly MeasureLine[],
  own: ReadonlyMap<ThresholdParameter, ThresholdRange>,
): ChartBand[] {
  return lines.flatMap(({ parameter }) => {
    if (parameter === null) return [];
    const guests = own.get(parameter);
    return [
      ...band(DEFAULT_THRESHOLDS[parameter], 'fill', 'exports.chart.normalRange'),
      ...(guests ? band(guests, 'hatch', 'exports.chart.ownRange') : []),
    ];
  });
}

/** The chart of the guest's `type` values in the period. */
export async function measurementChart(
  db: Database,
  guest: ExportGuest,
  type: MeasureType,
  period: ExportPeriod,
): Promise<ExportChart> {
  const lines = EXPORT_CHART_LINES[type] ?? [];
  const all = await measuredPoints(db, guest, type, period);
  const downsampled = all.length > MEASUREMENT_SERIES_MAX_POINTS;
  const shown = downsampled ? downsample(all, MEASUREMENT_SERIES_MAX_POINTS) : all;
  const own = await ownThresholds(db, guest.accountId);
  const units: Record<string, string> = MEASURE_UNITS[type];
  return {
    unit: units[lines[0]?.field ?? ''] ?? '',
    downsampled,
    bands: bandsOf(lines, own),
    lines: lines.map(({ field, name, parameter }): ChartLine => {
      const range = parameter && (own.get(parameter) ?? DEFAULT_THRESHOLDS[parameter]);
      const points = shown.flatMap((point): ChartPoint[] => {
        const value = point.values[field];
        if (value === undefined) return [];
        const judgement = range ? judge(value, range) : 'normal';
        const mark = judgement === 'normal' ? undefined : judgement;
        return [{ at: point.at.getTime(), value, mark }];
      });
      return { name, points };
    }),
  };
}
