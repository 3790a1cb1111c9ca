import {
  EXPORT_DEFAULT_PERIODS,
  levelAllows,
  MEASURE_UNITS,
  type MeasureType,
} from '@care/api-client/schemas';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { measurementReadings } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { ExportRegistry } from '../exports/registry';
import { levelOf } from '../modules/access';
import type { ScopeCaller } from '../people/scope';
import { measurementChart } from './export-chart';
import { selectReadings } from './readings';

/**
 * The measurement exports (docs/behaviour/measurements.md#exports): every reading of one type in
 * the period, oldest first, never down-sampled; readings entered in error included, marked. A PDF
 * draws the period's chart above the table (`export-chart.ts`). Each type may also be exported
 * for a whole group (one guest after the other, an audit line per guest).
 */

const DAY = 86_400_000;

/** The export types and the measure each one lists. */
export const MEASUREMENT_EXPORTS = {
  GLYCEMIA: 'glycemia',
  WEIGHT: 'weight',
  PRESSURE: 'pressure',
  HEART_RATE: 'heartRate',
  TEMPERATURE: 'temperature',
  SATURATION: 'saturation',
  DIURESIS: 'diuresis',
} as const satisfies Record<string, MeasureType>;

/** A value as text with its units: `120/80 mmHg · pulse 72 bpm`, `37.2 °C`. */
export function valueText(type: MeasureType, value: Record<string, unknown> | null): string {
  if (value === null) return '';
  const units: Record<string, string> = MEASURE_UNITS[type];
  if (type === 'pressure') {
    const pulse = value['pulse'] === undefined ? '' : ` · ${String(value['pulse'])} bpm`;
    return `${String(value['systolic'])}/${String(value['diastolic'])} mmHg${pulse}`;
  }
  return Object.entries(value)
    .filter(([key]) => key !== 'unit')
    .map(([key, amount]) => `${String(amount)}${units[key] ? ` ${units[key]}` : ''}`)
    .join(' · ');
}

async function requireMeasurementRead(db: Database, caller: ScopeCaller) {
  const level = await levelOf(db, 'measurement', caller.role);
  if (!levelAllows(level, 'read')) throw new AppError('E013');
}

/** Registers the measurement exports. */
export function registerMeasurementExports(exports: ExportRegistry): void {
  for (const [type, measure] of Object.entries(MEASUREMENT_EXPORTS)) {
    exports.register({
      type,
      group: true,
      module: 'measurement',
      titleKey: `exports.type.${type}`,
      defaultPeriod: EXPORT_DEFAULT_PERIODS.measurement,
      columns: [
        { key: 'measuredAt', label: 'exports.measurement.measuredAt', width: 'auto' },
        { key: 'value', label: 'exports.measurement.value', width: 'auto' },
        { key: 'outcome', label: 'exports.measurement.outcome', width: 'auto' },
        { key: 'judgement', label: 'exports.measurement.judgement', width: 'auto' },
        { key: 'source', label: 'exports.measurement.source', width: 'auto' },
        { key: 'recordedBy', label: 'exports.measurement.recordedBy' },
        { key: 'note', label: 'exports.measurement.note' },
      ],
      chart: (db, guest, period) => measurementChart(db, guest, measure, period),
      async rows(db, guest, period, caller) {
        await requireMeasurementRead(db, caller);
        const r = measurementReadings;
        const rows = await selectReadings(db)
          .where(
            and(
              eq(r.guestAccountId, guest.accountId),
              eq(r.type, measure),
              gte(r.measuredAt, new Date(`${period.from}T00:00:00Z`)),
              lt(r.measuredAt, new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY)),
            ),
          )
          .orderBy(asc(r.measuredAt), asc(r.id));
        return rows.map((row) => ({
          measuredAt: { instant: row.measuredAt },
          value: valueText(measure, row.value),
          outcome: { term: `exports.measurement.outcomes.${row.outcome}` },
          judgement:
            row.enteredInErrorAt !== null
              ? { term: 'exports.measurement.enteredInError' }
              : row.judgement === null
                ? null
                : { term: `exports.measurement.judgements.${row.judgement}` },
          source: {
            term: `exports.measurement.sources.${row.deviceId === null ? 'manual' : 'device'}`,
          },
          recordedBy: row.authorName ?? null,
          note: row.note,
        }));
      },
    });
  }
}
