import { describe, expect, it } from 'vitest';
import { activityBody } from './activity-fields';
import { addDays, dayKey, daysOf, mondayOf, weekFromParam } from './week';

describe('the week of the programme', () => {
  it('starts on Monday, takes ?week= and falls back to this week', () => {
    const sunday = new Date(2026, 10, 29, 18, 0);
    expect(dayKey(mondayOf(sunday))).toBe('2026-11-23');
    expect(dayKey(weekFromParam('2026-12-02', sunday))).toBe('2026-11-30');
    expect(dayKey(weekFromParam('next tuesday', sunday))).toBe('2026-11-23');
    expect(daysOf(mondayOf(sunday)).map(dayKey)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(dayKey(addDays(new Date(2026, 11, 28), 7))).toBe('2027-01-04');
  });
});

describe('the body of a new activity', () => {
  it('sends instants, leaves out what is empty, and the recurrence chosen', () => {
    const body = activityBody(
      {
        title: ' Gym ',
        startsAt: '2026-11-30T10:00',
        endsAt: '2026-11-30T11:00',
        place: 'Room 2',
        leaderName: '',
        capacity: '12',
        description: '',
        recurrence: 'weekly',
        weekdays: 'TH;MO',
        untilWeekly: '2027-01-31',
        untilDaily: '2026-12-31',
      },
      3,
    );
    expect(body).toEqual({
      groupId: 3,
      title: 'Gym',
      startsAt: new Date(2026, 10, 30, 10, 0).toISOString(),
      endsAt: new Date(2026, 10, 30, 11, 0).toISOString(),
      place: 'Room 2',
      capacity: 12,
      recurrence: { frequency: 'weekly', weekdays: ['MO', 'TH'], until: '2027-01-31' },
    });
    expect(
      activityBody(
        {
          recurrence: 'none',
          capacity: '',
          startsAt: '2026-11-30T10:00',
          endsAt: '2026-11-30T11:00',
        },
        3,
      ),
    ).not.toHaveProperty('recurrence');
  });
});
