import {
  defaultExportPeriod,
  EXPORT_MAX_DAYS,
  exportPeriodDays,
  type ExportDefaultPeriod,
} from '@care/api-client/schemas';
import { AppError } from '../errors/app-error';
import type { ExportPeriod } from './registry';

/** Today (`YYYY-MM-DD`) in `zone` (the caller's `X-Time-Zone`), in UTC without one. */
export function todayIn(now: Date, zone: string | null): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The period of an export (docs/behaviour/exports.md#periods): the requested days, with the
 * type's default for a missing end (`from` alone: up to today; `to` alone: the default span back
 * from it). 400 E040 when the first day is after the last, E041 beyond `EXPORT_MAX_DAYS`.
 */
export function resolvePeriod(
  requested: { from?: string | undefined; to?: string | undefined },
  fallback: ExportDefaultPeriod,
  today: string,
): ExportPeriod {
  const to = requested.to ?? (requested.from && requested.from > today ? requested.from : today);
  const from = requested.from ?? defaultExportPeriod(fallback, to).from;
  const days = exportPeriodDays(from, to);
  if (days < 1) throw new AppError('E040');
  if (days > EXPORT_MAX_DAYS) throw new AppError('E041');
  return { from, to };
}
