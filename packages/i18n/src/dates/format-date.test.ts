import { describe, expect, it } from 'vitest';
import {
  dateFnsLocale,
  formatDate,
  formatDateTime,
  formatDateWith,
  formatLongDate,
  parseServerDate,
} from './format-date';

// vitest.config.ts runs the tests in Europe/Rome (UTC+1 in November, UTC+2 in July).

describe('date formatting', () => {
  it('shows dates as DD/MM/YYYY and date-times as DD/MM/YYYY HH:mm in every language', () => {
    for (const language of ['it', 'en', 'de', 'es']) {
      expect(formatDate('2026-03-05T10:00:00Z', language)).toBe('05/03/2026');
      expect(formatDateTime('2026-03-05T10:07:00Z', language)).toBe('05/03/2026 11:07');
    }
  });

  it.each([
    ['it', 'sabato 21 novembre 2026'],
    ['en', 'Saturday, 21 November 2026'],
    ['de', 'Samstag, 21. November 2026'],
    ['es', 'sábado, 21 de noviembre de 2026'],
  ])('spells the long date in %s', (language, expected) => {
    expect(formatLongDate(new Date(2026, 10, 21, 12), language)).toBe(expected);
  });

  it('uses the language of a regional tag and English for an unknown one', () => {
    expect(formatDateWith('2026-07-01', 'MMMM', 'de-CH')).toBe('Juli');
    expect(formatDateWith('2026-07-01', 'MMMM', 'fr')).toBe('July');
    expect(dateFnsLocale('es').code).toBe('es');
    expect(dateFnsLocale('en').code).toBe('en-GB');
  });
});

describe('server dates (UTC to local time)', () => {
  it('reads a date-time without an offset as UTC', () => {
    expect(formatDateTime('2026-11-21T23:30:00')).toBe('22/11/2026 00:30');
    expect(formatDateTime('2026-07-01 06:15')).toBe('01/07/2026 08:15');
  });

  it('respects an explicit offset', () => {
    expect(formatDateTime('2026-11-21T23:30:00Z')).toBe('22/11/2026 00:30');
    expect(formatDateTime('2026-11-21T23:30:00+01:00')).toBe('21/11/2026 23:30');
  });

  it('keeps a calendar date on its day', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 2, 3, 4))).toBe('02/01/2026 04:04');
    expect(formatDate(new Date(2026, 0, 2))).toBe('02/01/2026');
  });

  it('shows nothing for missing or invalid input', () => {
    for (const value of [
      null,
      undefined,
      '',
      'yesterday',
      '2026-13-45',
      '2026-02-30',
      '21/11/2026',
      Number.NaN,
    ]) {
      expect(parseServerDate(value)).toBeNull();
      expect(formatDateTime(value)).toBe('');
    }
  });
});
