import { DIARY_HANDOVER_MAX_DAYS, localIsoMinute } from '@care/api-client';

/** The periods the handover offers: the last 8, 12 or 24 hours, or a chosen range. */
export const HANDOVER_PERIODS = ['last8', 'last12', 'last24', 'range'] as const;
/** A period choice. */
export type HandoverPeriodChoice = (typeof HANDOVER_PERIODS)[number];

const HOURS: Record<Exclude<HandoverPeriodChoice, 'range'>, number> = {
  last8: 8,
  last12: 12,
  last24: 24,
};
const HOUR = 3_600_000;

/** A period as the handover query sends it (ISO instants). */
export interface HandoverPeriod {
  from: string;
  to: string;
}

/** The last `choice` hours up to `now` (counted from when it was chosen). */
export function lastHours(
  choice: Exclude<HandoverPeriodChoice, 'range'>,
  now: Date,
): HandoverPeriod {
  return {
    from: new Date(now.getTime() - HOURS[choice] * HOUR).toISOString(),
    to: now.toISOString(),
  };
}

/**
 * A range of two `datetime-local` values as instants, or null when one is missing, the start is
 * not before the end, or they lie over 7 days apart (the server's limit).
 */
export function rangePeriod(from: string, to: string): HandoverPeriod | null {
  const start = new Date(from);
  const end = new Date(to);
  if (!from || !to || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const span = end.getTime() - start.getTime();
  if (span <= 0 || span > DIARY_HANDOVER_MAX_DAYS * 24 * HOUR) return null;
  return { from: start.toISOString(), to: end.toISOString() };
}

/** The `datetime-local` values of the last 24 hours: where a chosen range starts. */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: localIsoMinute(new Date(now.getTime() - 24 * HOUR)), to: localIsoMinute(now) };
}
