import type { Activity } from '@care/api-client';
import { describe, expect, it } from 'vitest';
import { activityBody, activityFields } from './activity-fields';

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
      leaderName: 'Sara Verdi',
      capacity: 8,
      description: '',
      recurrence: 'weekly',
      weekdays: ['TU', 'TH'],
      untilWeekly: '2027-01-31',
    });
  });

  it('keeps a staff leader while the form keeps their name, and takes a new name as free text', () => {
    const values = { ...valuesOf(activityFields(new Date(), activity)), capacity: '10' };
    const kept = activityBody(values, 3, activity.leader);
    expect(kept).toMatchObject({ leaderAccountId: 12, capacity: 10 });
    expect(kept).not.toHaveProperty('leaderName');
    const renamed = activityBody({ ...values, leaderName: 'Volunteer Anna' }, 3, activity.leader);
    expect(renamed).toMatchObject({ leaderName: 'Volunteer Anna' });
    expect(renamed).not.toHaveProperty('leaderAccountId');
  });
});
