import { describe, expect, it } from 'vitest';
import { lastStartOf, occurrenceAt, occurrencesBetween, type Schedule } from './occurrences';

const weekly: Schedule = {
  // Monday 9 March 2026, 10:00 in Rome (CET, UTC+1).
  startsAt: new Date('2026-03-09T09:00:00Z'),
  endsAt: new Date('2026-03-09T10:00:00Z'),
  timeZone: 'Europe/Rome',
  recurrence: { frequency: 'weekly', weekdays: ['MO', 'TH'], until: '2026-04-30' },
};

describe('the occurrences of an activity', () => {
  it('expands a weekly recurrence on its weekdays, keeping the wall-clock time across DST', () => {
    const starts = occurrencesBetween(
      weekly,
      new Date('2026-03-23T00:00:00Z'),
      new Date('2026-04-03T00:00:00Z'),
    ).map((o) => o.start.toISOString());
    // Summer time starts on 29 March: 10:00 in Rome is then 08:00 UTC.
    expect(starts).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-26T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-04-02T08:00:00.000Z',
    ]);
  });

  it('ends at `until`, and finds an occurrence by its start only', () => {
    expect(lastStartOf(weekly).toISOString()).toBe('2026-04-30T08:00:00.000Z');
    expect(occurrenceAt(weekly, new Date('2026-03-26T09:00:00Z'))).toBeDefined();
    expect(occurrenceAt(weekly, new Date('2026-03-27T09:00:00Z'))).toBeUndefined();
  });

  it('has one occurrence without a recurrence, when it overlaps the period', () => {
    const single = { ...weekly, recurrence: null };
    expect(
      occurrencesBetween(single, new Date('2026-03-09T09:30:00Z'), new Date('2026-03-10')),
    ).toHaveLength(1);
    expect(occurrencesBetween(single, new Date('2026-03-10'), new Date('2026-03-11'))).toEqual([]);
  });

  it('repeats daily', () => {
    const daily: Schedule = { ...weekly, recurrence: { frequency: 'daily', until: '2026-03-12' } };
    expect(occurrencesBetween(daily, new Date('2026-03-01'), new Date('2026-04-01'))).toHaveLength(
      4,
    );
  });
});
