import { isApiError } from '@care/api-client';

/** The seconds a refused sign-in (429 E020) says to wait, when the answer said. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!isApiError(error) || error.code !== 'E020') return undefined;
  return error.retryAfterSeconds;
}

/**
 * A wait in words of `language`: seconds under a minute, else whole minutes rounded up
 * ("45 seconds", "2 minuti", "15 Minuten"), so the time is never shorter than the real wait.
 */
export function formatWait(seconds: number, language: string): string {
  const [value, unit] =
    seconds < 60 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}
