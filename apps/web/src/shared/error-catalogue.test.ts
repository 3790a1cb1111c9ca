import { ERROR_CODES, errorMessageKey, isCancelled, ApiError } from '@care/api-client';
import { SUPPORTED_LANGUAGES, createI18n } from '@care/i18n';
import { describe, expect, it } from 'vitest';
import { apiErrorMessageKey } from './api-error-message';

describe('error catalogue translations', () => {
  const shown = ERROR_CODES.filter((code) => code !== 'FEE001');

  it.each(SUPPORTED_LANGUAGES)('%s has a message for every code of the catalogue', (language) => {
    const i18n = createI18n({ language, storage: null, document: null });
    const missing = shown.filter(
      (code) => !i18n.exists(errorMessageKey(code), { lng: language, fallbackLng: [] }),
    );
    expect(missing).toEqual([]);
  });

  it('shows nothing for a cancelled request and the generic text for an unknown failure', () => {
    const cancelled = new ApiError({ code: 'FEE001', status: 0, method: 'GET', path: 'x' });
    expect(isCancelled(cancelled)).toBe(true);
    expect(apiErrorMessageKey(cancelled, () => true)).toBeNull();
    expect(apiErrorMessageKey(new Error('boom'), () => true)).toBe('error.translation.generic');
  });
});
