import { describe, expect, it } from 'vitest';
import { localToInstant } from './local-time';

describe('localToInstant', () => {
  it('reads local time in the caller’s zone, across daylight saving time', () => {
    expect(localToInstant('2031-01-15T10:00', 'Europe/Rome')?.toISOString()).toBe(
      '2031-01-15T09:00:00.000Z',
    );
    expect(localToInstant('2031-07-15T10:00', 'Europe/Rome')?.toISOString()).toBe(
      '2031-07-15T08:00:00.000Z',
    );
    expect(localToInstant('2031-07-15T10:00', 'America/New_York')?.toISOString()).toBe(
      '2031-07-15T14:00:00.000Z',
    );
    expect(localToInstant('2031-07-15T10:00', null)?.toISOString()).toBe(
      '2031-07-15T10:00:00.000Z',
    );
  });

  it('refuses dates and times that do not exist', () => {
    expect(localToInstant('2031-02-29T10:00', null)).toBeNull();
    expect(localToInstant('2031-04-31T10:00', 'Europe/Rome')).toBeNull();
    expect(localToInstant('2031-01-01T24:00', null)).toBeNull();
    expect(localToInstant('2031-01-01 10:00', null)).toBeNull();
  });
});
