import { describe, expect, it } from 'vitest';
import { localIsoDate, localIsoMinute } from './local-iso';

describe('local ISO dates', () => {
  it('writes the local day as YYYY-MM-DD, zero-padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 21))).toBe('2026-11-21');
  });

  it('writes the local minute as YYYY-MM-DDTHH:mm, 24-hour clock, seconds dropped', () => {
    expect(localIsoMinute(new Date(2027, 4, 6, 7, 8, 59))).toBe('2027-05-06T07:08');
    expect(localIsoMinute(new Date(2026, 11, 31, 23, 5))).toBe('2026-12-31T23:05');
  });

  it('refuses an invalid date', () => {
    expect(() => localIsoDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => localIsoMinute(new Date('soon'))).toThrow(RangeError);
  });
});
