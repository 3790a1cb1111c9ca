import { describe, expect, it } from 'vitest';
import { ageTurned, birthdayWindow } from './birthdays';

describe('birthdayWindow', () => {
  it('covers today and the following days, across the new year', () => {
    const window = birthdayWindow('2026-12-29', 7);
    expect([...window.keys()]).toEqual([
      '12-29',
      '12-30',
      '12-31',
      '01-01',
      '01-02',
      '01-03',
      '01-04',
    ]);
    expect(window.get('01-02')).toEqual({ date: '2027-01-02', inDays: 4 });
  });

  it('celebrates 29 February on 28 February in a common year, on the day in a leap year', () => {
    expect(birthdayWindow('2027-02-27', 3).get('02-29')).toEqual({ date: '2027-02-28', inDays: 1 });
    const leap = birthdayWindow('2028-02-27', 3);
    expect(leap.get('02-29')).toEqual({ date: '2028-02-29', inDays: 2 });
    expect(leap.get('02-28')).toEqual({ date: '2028-02-28', inDays: 1 });
  });
});

describe('ageTurned', () => {
  it('is the difference of the years on the birthday itself', () => {
    expect(ageTurned('1936-01-02', '2027-01-02')).toBe(91);
    expect(ageTurned('1940-02-29', '2027-02-28')).toBe(87);
  });
});
