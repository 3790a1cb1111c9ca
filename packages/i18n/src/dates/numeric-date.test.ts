import { describe, expect, it } from 'vitest';
import { formatNumericDate } from './numeric-date';

// vitest.config.ts runs the tests in Europe/Rome (UTC+1 in November, UTC+2 in July).

describe('formatNumericDate', () => {
  it('shows a calendar date as DD/MM/YYYY, that very day', () => {
    expect(formatNumericDate('2026-03-05')).toBe('05/03/2026');
    expect(formatNumericDate('1926-01-09')).toBe('09/01/1926');
  });

  it('shows a date-time as DD/MM/YYYY HH:mm in local time, 24-hour clock', () => {
    // Without an offset a server date-time is UTC.
    expect(formatNumericDate('2026-11-21T23:30:00', true)).toBe('22/11/2026 00:30');
    expect(formatNumericDate('2026-07-01T13:05:00Z', true)).toBe('01/07/2026 15:05');
    expect(formatNumericDate(new Date(2026, 0, 2, 9, 4), true)).toBe('02/01/2026 09:04');
    expect(formatNumericDate('2026-07-01T13:05:00Z')).toBe('01/07/2026');
  });

  it('gives an empty string for what is no date', () => {
    for (const value of [null, undefined, '', 'soon', '2026-02-30', Number.NaN]) {
      expect(formatNumericDate(value, true)).toBe('');
    }
  });
});
