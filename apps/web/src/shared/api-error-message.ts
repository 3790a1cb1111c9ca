import { isApiError, isCancelled } from '@care/api-client';

/** The generic message when a failure has no code of its own with a translation. */
export const GENERIC_ERROR_KEY = 'error.translation.generic';

/**
 * The i18n key to show for a failed call: the code's `error.translation.code.{code}` when it is
 * translated, else `fallbackKey`; `null` for a cancelled request (FEE001), which shows nothing.
 */
export function apiErrorMessageKey(
  error: unknown,
  exists: (key: string) => boolean,
  fallbackKey: string = GENERIC_ERROR_KEY,
): string | null {
  if (isCancelled(error)) return null;
  if (isApiError(error) && exists(error.messageKey)) return error.messageKey;
  return fallbackKey;
}
