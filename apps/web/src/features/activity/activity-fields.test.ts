import type { Activity } from '@care/api-client';
import { describe, expect, it } from 'vitest';
import { activityBody, activityFields, twoLeaders } from './activity-fields';

const activity: Activity = {
  id: 7,
  groupId: 3,
  title: 'Choir',
  description: null,
  startsAt: new Date(2026, 11, 1, 15, 0).toISOString(),
  endsAt: new Date(2026, 11, 1, 16, 0).toISOString(),
  place: 'Chapel',
  leader: { name: 'Sara Verdi', accountId: 12 },
  capacity: 8,
  recurrence: { frequency: 'weekly', weekdays: ['TU', 'TH'], until: '2027-01-31' },
  timeZone: 'Europe/Rome',
  cancelled: false,
  enrolled: [],
};

const valuesOf = (fields: ReturnType<typeof activityFields>) =>
  Object.fromEntries(fields.map((field) => [field.fieldName, field.value]));

describe('activityFields: changing an activity', () => {
  it('starts from the activity as it is', () => {
    expect(valuesOf(activityFields(new Date(), activity))).toMatchObject({
      title: 'Choir',
      startsAt: '2026-12-01T15:00',
      endsAt: '2026-12-01T16:00',
      place: 'Chapel',
      leaderAccountId: 12,
      leaderName: '',
      capacity: 8,
      description: '',
      recurrence: 'weekly',
      weekdays: ['TU', 'TH'],
      untilWeekly: '2027-01-31',
    });
  });

  it('keeps the staff leader chosen, takes a name instead, and tells two leaders apart', () => {
    const values = { ...valuesOf(activityFields(new Date(), activity)), capacity: '10' };
    const kept = activityBody(values, 3);
    expect(kept).toMatchObject({ leaderAccountId: 12, capacity: 10 });
    expect(kept).not.toHaveProperty('leaderName');
    const named = activityBody({ ...values, leaderAccountId: null, leaderName: 'Anna' }, 3);
    expect(named).toMatchObject({ leaderName: 'Anna' });
    expect(named).not.toHaveProperty('leaderAccountId');
    expect(twoLeaders({ ...values, leaderName: 'Anna' })).toBe(true);
    expect(twoLeaders(values)).toBe(false);
    const field = activityFields(new Date(), activity).find(
      (f) => f.fieldName === 'leaderAccountId',
    );
    expect(field?.fields).toEqual([{ value: 12, label: 'Sara Verdi' }]);
  });
});
