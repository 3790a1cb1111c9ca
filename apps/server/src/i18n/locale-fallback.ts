import { z } from 'zod';

/** A language code of a path: `it`, `en`, `de-ch`… (lower case); `gb` means English. */
export const languageCodeSchema = z
  .string()
  .toLowerCase()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/)
  .transform((code) => (code === 'gb' ? 'en' : code));

/**
 * The languages to try, in order, for a wanted language code: itself, its base language (`de`
 * for `de-ch`), then English (docs/behaviour/languages.md#fallbacks). The legal texts and the help
 * pages are served this way.
 */
export function localeFallbacks(wanted: string): string[] {
  return [...new Set([wanted, wanted.split('-')[0] ?? wanted, 'en'])];
}

/** The first of `localeFallbacks(wanted)` that `has`, or undefined. */
export function pickLocale(wanted: string, has: (locale: string) => boolean): string | undefined {
  return localeFallbacks(wanted).find(has);
}
