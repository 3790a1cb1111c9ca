// The routes of one activity for the unit tests, on the app's test server: the week, the activity,
// and its occurrence's attendance.
import type { Activity, ActivityAttendance, AttendanceRecord } from '@care/api-client';
import { sendJson, type ApiTestServer } from '../../../test/api-test-server';

const ACTIVITY = '/api/care/api/v1/activity';

/** The activity's attendance as stored, and the bodies of every attendance saved. */
export interface ActivityApi {
  attendance: ActivityAttendance;
  saved: AttendanceRecord[][];
}

/**
 * Installs activity 5, "Memory games" in group 1, started a minute ago (or at midnight, early in
 * the day) with Anna Rossi enrolled and no attendance yet.
 */
export function installActivityApi(server: ApiTestServer): ActivityApi {
  // A minute ago, but never before today's midnight: the occurrence stays in this week's
  // programme whatever the time the test runs at (Monday 00:00:30 included).
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const start = new Date(Math.max(Date.now() - 60_000, midnight.getTime()));
  start.setMilliseconds(0);
  const end = new Date(start.getTime() + 3_600_000);
  const times = { start: start.toISOString(), end: end.toISOString() };
  const anna = { personalDataId: 21, name: 'Anna', surname: 'Rossi' };
  const activity: Activity = {
    id: 5,
    groupId: 1,
    title: 'Memory games',
    description: null,
    startsAt: times.start,
    endsAt: times.end,
    place: 'Garden room',
    leader: null,
    capacity: null,
    recurrence: null,
    timeZone: 'Europe/Rome',
    cancelled: false,
    enrolled: [anna],
  };
  const api: ActivityApi = {
    attendance: {
      activityId: 5,
      ...times,
      started: true,
      guests: [{ ...anna, status: null, note: null, diaryEntryId: null }],
    },
    saved: [],
  };
  const occurrence = { activityId: 5, ...times, title: activity.title, place: activity.place };
  server.routes.set(`GET ${ACTIVITY}`, (_request, response) =>
    sendJson(response, 200, {
      data: [
        {
          ...occurrence,
          groupId: 1,
          capacity: null,
          enrolled: 1,
          recurring: false,
          cancelled: false,
        },
      ],
    }),
  );
  server.routes.set(`GET ${ACTIVITY}/5`, (_request, response) =>
    sendJson(response, 200, { data: activity }),
  );
  server.routes.set(`GET ${ACTIVITY}/5/attendance`, (_request, response) =>
    sendJson(response, 200, { data: api.attendance }),
  );
  server.routes.set(`PUT ${ACTIVITY}/5/attendance`, (request, response) => {
    const { records } = JSON.parse(request.body) as { records: AttendanceRecord[] };
    api.saved.push(records);
    const guests = api.attendance.guests.map((guest) => {
      const record = records.find((each) => each.personalDataId === guest.personalDataId);
      return record ? { ...guest, status: record.status, note: record.note ?? null } : guest;
    });
    api.attendance = { ...api.attendance, guests };
    sendJson(response, 200, { data: api.attendance });
  });
  return api;
}
