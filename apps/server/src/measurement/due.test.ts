import type { MeasurementSchedule } from '@care/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { dueOf } from './due';

/** Fixed times in Rome (UTC+1 in January): glycaemia before meals. */
const ZONE = 'Europe/Rome';
const MEALS: MeasurementSchedule = {
  type: 'glycemia',
  kind: 'times',
  times: ['07:30', '11:30', '18:30'],
};
/** An instant given as Rome's wall-clock time on a January day of 2026. */
const rome = (day: number, time: string) =>
  new Date(`2026-01-${String(day).padStart(2, '0')}T${time}:00+01:00`);
const SET_AT = rome(1, '09:00');

function due(now: Date, lastAt: Date | null, schedule = MEALS, setAt = SET_AT) {
  const { dueAt, overdue } = dueOf(schedule, setAt, lastAt, now, ZONE);
  return { dueAt, overdue };
}

describe('a measure due at fixed times of day', () => {
  it('is due at the next time, not overdue, until that time comes', () => {
    expect(due(rome(10, '07:29'), rome(9, '18:20'))).toEqual({
      dueAt: rome(10, '07:30').toISOString(),
      overdue: false,
    });
  });

  it('is overdue from the very minute of its time without a reading', () => {
    expect(due(rome(10, '07:30'), rome(9, '18:20'))).toEqual({
      dueAt: rome(10, '07:30').toISOString(),
      overdue: true,
    });
    expect(due(rome(10, '11:29'), rome(9, '18:20')).overdue).toBe(true);
  });

  it('counts a reading taken up to an hour early for the time, and not one earlier', () => {
    expect(due(rome(10, '07:31'), rome(10, '06:30'))).toEqual({
      dueAt: rome(10, '11:30').toISOString(),
      overdue: false,
    });
    expect(due(rome(10, '07:31'), rome(10, '06:29')).overdue).toBe(true);
  });

  it('after the day’s last time is covered, is due at the first time of the next day', () => {
    expect(due(rome(10, '23:59'), rome(10, '18:35'))).toEqual({
      dueAt: rome(11, '07:30').toISOString(),
      overdue: false,
    });
  });

  it('stays overdue past midnight when the evening’s time was missed', () => {
    expect(due(rome(11, '00:30'), rome(10, '11:40'))).toEqual({
      dueAt: rome(10, '18:30').toISOString(),
      overdue: true,
    });
  });

  it('ignores the times before the schedule was set', () => {
    expect(due(rome(1, '10:00'), null)).toEqual({
      dueAt: rome(1, '11:30').toISOString(),
      overdue: false,
    });
    expect(due(rome(1, '11:30'), null).overdue).toBe(true);
  });

  it('follows the local clock across the change to summer time', () => {
    // 29 March 2026: Rome moves from UTC+1 to UTC+2 at 02:00.
    const before = new Date('2026-03-28T19:00:00+01:00');
    expect(due(new Date('2026-03-29T07:00:00+02:00'), before)).toEqual({
      dueAt: new Date('2026-03-29T07:30:00+02:00').toISOString(),
      overdue: false,
    });
  });
});

describe('a measure due every n days', () => {
  const WEIGHT: MeasurementSchedule = { type: 'weight', kind: 'interval', everyDays: 30 };

  it('is due n days after the last reading, overdue from that instant', () => {
    const last = rome(1, '10:00');
    expect(due(rome(31, '09:59'), last, WEIGHT)).toEqual({
      dueAt: rome(31, '10:00').toISOString(),
      overdue: false,
    });
    expect(due(rome(31, '10:00'), last, WEIGHT).overdue).toBe(true);
  });

  it('is due when set, never measured', () => {
    expect(due(rome(1, '09:00'), null, WEIGHT)).toEqual({
      dueAt: SET_AT.toISOString(),
      overdue: true,
    });
  });
});
