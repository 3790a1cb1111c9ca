/** Share of the maximum above which the counter turns to its first alert colour (80 %). */
export const COUNTER_CAUTION_RATIO = 0.8;
/** Share of the maximum above which the counter turns to its second alert colour (90 %). */
export const COUNTER_HIGH_RATIO = 0.9;

/** How close a text is to its maximum length. */
export type CounterLevel = 'normal' | 'caution' | 'high' | 'limit';

/** The alert level for `count` characters out of `max`: above 80 %, above 90 %, at 100 %. */
export function getCounterLevel(count: number, max: number): CounterLevel {
  if (max <= 0 || count >= max) return 'limit';
  const ratio = count / max;
  if (ratio > COUNTER_HIGH_RATIO) return 'high';
  if (ratio > COUNTER_CAUTION_RATIO) return 'caution';
  return 'normal';
}

/** Whether screen readers should hear the remaining count (from 80 % of the maximum on). */
export function isNearLimit(count: number, max: number): boolean {
  return max <= 0 || count / max >= COUNTER_CAUTION_RATIO;
}
