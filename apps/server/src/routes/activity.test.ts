import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, customerGroups, diaryEntries, personalData } from '../db/schema';
import { diaryCall, newDiaryGuest, diaryWorldOfFile, outcome } from '../test-support/diary';

const ACTIVITY = '/api/care/api/v1/activity';
const HOUR = 3_600_000;

const env = diaryWorldOfFile(['admin', 'nurse', 'doctor', 'assistance', 'guest']);
let floors: number[];

beforeAll(async () => {
  const rows = await env.world.database.handle.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .orderBy(asc(customerGroups.id));
  floors = rows.map((row) => row.id);
});

function call(
  name: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return env.app.inject({
    method,
    url: `${ACTIVITY}${url}`,
    headers: { authorization: `Bearer ${env.as(name)}`, 'x-time-zone': 'Europe/Rome' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const at = (offsetMs: number) => new Date(env.world.clock().getTime() + offsetMs).toISOString();

/** A body for an activity of the first floor starting `offsetMs` from now, an hour long. */
const body = (offsetMs: number, extra: Record<string, unknown> = {}) => ({
  groupId: floors[0],
  title: 'Gym class',
  startsAt: at(offsetMs),
  endsAt: at(offsetMs + HOUR),
  place: 'Room 2',
  leaderName: 'Paola Gentile',
  ...extra,
});

async function created(name: string, payload: unknown): Promise<number> {
  const response = await call(name, 'POST', '', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}

async function activityEntries(accountId: number) {
  return env.world.database.handle.db
    .select()
    .from(diaryEntries)
    .where(
      and(eq(diaryEntries.guestAccountId, accountId), eq(diaryEntries.categories, ['activities'])),
    );
}

describe('the programme', () => {
  it('creates an activity and lists its weekly occurrences with the guests enrolled', async () => {
    const id = await created(
      'nurse',
      body(-HOUR, {
        description: 'Gentle exercises on chairs.',
        capacity: 10,
        recurrence: { frequency: 'daily', until: at(20 * 24 * HOUR).slice(0, 10) },
      }),
    );
    expect(
      (
        await call('nurse', 'POST', `/${id}/enrolments`, {
          personalDataId: env.guest.personalDataId,
        })
      ).statusCode,
    ).toBe(200);
    const week = await call(
      'doctor',
      'GET',
      `?groupId=${floors[0]}&from=${at(-2 * HOUR)}&to=${at(7 * 24 * HOUR - 2 * HOUR)}`,
    );
    expect(week.statusCode, week.body).toBe(200);
    const mine = week
      .json<{ data: { activityId: number; enrolled: number; recurring: boolean }[] }>()
      .data.filter((o) => o.activityId === id);
    expect(mine).toHaveLength(7);
    expect(mine[0]).toMatchObject({ enrolled: 1, recurring: true });
    const detail = await call('doctor', 'GET', `/${id}`);
    expect(detail.json()).toMatchObject({
      data: {
        title: 'Gym class',
        capacity: 10,
        leader: { name: 'Paola Gentile', accountId: null },
        timeZone: 'Europe/Rome',
        enrolled: [{ personalDataId: env.guest.personalDataId }],
      },
    });
  });

  it('refuses bad input with the catalogue’s code, never a 500', async () => {
    const cases: [unknown, string][] = [
      [body(0, { title: '' }), 'E012'],
      [body(0, { title: 'x'.repeat(121) }), 'E015'],
      [body(0, { endsAt: at(-HOUR) }), 'E016'],
      [body(0, { capacity: 0 }), 'E016'],
      [body(0, { capacity: 201 }), 'E016'],
      [
        body(0, { recurrence: { frequency: 'weekly', until: at(HOUR * 24 * 7).slice(0, 10) } }),
        'E016',
      ],
      [
        body(0, { recurrence: { frequency: 'daily', until: at(HOUR * 24 * 400).slice(0, 10) } }),
        'E016',
      ],
      [body(0, { colour: 'red' }), 'E016'],
    ];
    for (const [payload, code] of cases) {
      const response = await call('nurse', 'POST', '', payload);
      expect({ payload, ...outcome(response) }).toEqual({
        payload,
        status: 400,
        errorCode: code,
      });
    }
  });

  it('keeps write for the roles with `activity` write and the caller’s groups', async () => {
    expect(outcome(await call('doctor', 'POST', '', body(0)))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(outcome(await call('guest', 'GET', `?from=${at(0)}&to=${at(HOUR)}`))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    // The demo nurse is on the first floor only, the demo assistant on the second.
    expect(
      outcome(
        await call('assistance', 'GET', `?groupId=${floors[0]}&from=${at(0)}&to=${at(HOUR)}`),
      ),
    ).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(outcome(await call('nurse', 'POST', '', body(0, { groupId: floors[1] })))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    const other = await created('admin', body(0, { groupId: floors[1] }));
    expect(outcome(await call('nurse', 'GET', `/${other}`))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(outcome(await call('nurse', 'GET', '/2000000000'))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
  });

  it('cancels an activity: kept, marked, and closed to changes', async () => {
    const id = await created('nurse', body(HOUR));
    const cancelled = await call('nurse', 'PUT', `/${id}/cancel`);
    expect(cancelled.json()).toMatchObject({ data: { cancelled: true } });
    // Cancelled already: no change, no refusal.
    expect(outcome(await call('nurse', 'PUT', `/${id}/cancel`))).toEqual({ status: 200 });
    expect(
      outcome(
        await call('nurse', 'POST', `/${id}/enrolments`, {
          personalDataId: env.guest.personalDataId,
        }),
      ),
    ).toEqual({
      status: 409,
      errorCode: 'E034',
    });
  });
});

describe('enrolment', () => {
  it('takes guests up to the capacity, then answers 409 E045', async () => {
    const id = await created('nurse', body(HOUR, { capacity: 1 }));
    const second = await newDiaryGuest(env.world.database.handle.db);
    expect(
      (
        await call('nurse', 'POST', `/${id}/enrolments`, {
          personalDataId: env.guest.personalDataId,
        })
      ).statusCode,
    ).toBe(200);
    // Enrolled already: no change, no refusal.
    expect(
      (
        await call('nurse', 'POST', `/${id}/enrolments`, {
          personalDataId: env.guest.personalDataId,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      outcome(
        await call('nurse', 'POST', `/${id}/enrolments`, { personalDataId: second.personalDataId }),
      ),
    ).toEqual({ status: 409, errorCode: 'E045' });
    const left = await call('nurse', 'DELETE', `/${id}/enrolments/${env.guest.personalDataId}`);
    expect(left.json()).toMatchObject({ data: { enrolled: [] } });
    expect(
      (await call('nurse', 'POST', `/${id}/enrolments`, { personalDataId: second.personalDataId }))
        .statusCode,
    ).toBe(200);
    expect(outcome(await call('nurse', 'PUT', `/${id}`, body(HOUR, { capacity: 0 })))).toEqual({
      status: 400,
      errorCode: 'E016',
    });
  });

  it('takes only guests of the activity’s group', async () => {
    const other = await created('admin', body(HOUR, { groupId: floors[1] }));
    expect(
      outcome(
        await call('admin', 'POST', `/${other}/enrolments`, {
          personalDataId: env.guest.personalDataId,
        }),
      ),
    ).toEqual({
      status: 400,
      errorCode: 'E016',
    });
    const id = await created('nurse', body(HOUR));
    expect(
      outcome(await call('nurse', 'POST', `/${id}/enrolments`, { personalDataId: 2_000_000_000 })),
    ).toEqual({ status: 404, errorCode: 'E017' });
  });
});

describe('attendance', () => {
  it('is refused before the occurrence started (409 E046) and for a start that is no occurrence', async () => {
    const id = await created('nurse', body(HOUR));
    await call('nurse', 'POST', `/${id}/enrolments`, { personalDataId: env.guest.personalDataId });
    const records = [{ personalDataId: env.guest.personalDataId, status: 'present' }];
    expect(
      outcome(await call('nurse', 'PUT', `/${id}/attendance`, { start: at(HOUR), records })),
    ).toEqual({ status: 409, errorCode: 'E046' });
    expect(
      outcome(await call('nurse', 'PUT', `/${id}/attendance`, { start: at(2 * HOUR), records })),
    ).toEqual({ status: 400, errorCode: 'E016' });
  });

  it('writes one diary entry per guest, and amends it when the attendance changes', async () => {
    const id = await created('nurse', body(-HOUR, { title: 'Music', place: 'Garden' }));
    await call('nurse', 'POST', `/${id}/enrolments`, { personalDataId: env.guest.personalDataId });
    const before = (await activityEntries(env.guest.accountId)).length;
    const start = at(-HOUR);
    const first = await call('nurse', 'PUT', `/${id}/attendance`, {
      start,
      records: [
        { personalDataId: env.guest.personalDataId, status: 'present', note: 'Sang along.' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: {
        started: true,
        guests: [
          { personalDataId: env.guest.personalDataId, status: 'present', note: 'Sang along.' },
        ],
      },
    });
    const diary = await diaryCall(
      env.app,
      env.as('nurse'),
      'GET',
      `/guest/${env.guest.personalDataId}/entries`,
    );
    const written = diary
      .json<{ data: { items: { text: string; origin: unknown }[] } }>()
      .data.items.find((e) => e.text === 'Took part in: Music (Garden)\nSang along.');
    const origin = {
      kind: 'activity',
      activityId: id,
      occurrenceStart: start,
      title: 'Music',
      place: 'Garden',
    };
    expect(written?.origin).toEqual({ ...origin, status: 'present', note: 'Sang along.' });

    const changed = await call('nurse', 'PUT', `/${id}/attendance`, {
      start,
      records: [{ personalDataId: env.guest.personalDataId, status: 'refused' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await activityEntries(env.guest.accountId);
    expect(entries).toHaveLength(before + 1);
    const entry = entries.find((e) => e.text.startsWith('Refused: Music'));
    expect(entry).toMatchObject({ status: 'amended', version: 2, significance: 'routine' });
    expect(entry?.origin).toEqual({ ...origin, status: 'refused', note: null });
    // The export writes the origin in its own language (docs/behaviour/diary.md#entries-from-other-modules).
    const exported = await env.app.inject({
      url: `/api/exports/DIARY?guestId=${env.guest.personalDataId}&format=csv&lang=de`,
      headers: { authorization: `Bearer ${env.as('nurse')}`, 'x-time-zone': 'UTC' },
    });
    expect(exported.body).toContain('Abgelehnt: Music (Garden)');
    const detail = await diaryCall(env.app, env.as('nurse'), 'GET', `/entry/${entry?.id}`);
    expect(detail.json().data.history[0].origin).toEqual({
      ...origin,
      status: 'present',
      note: 'Sang along.',
    });

    const got = await call('doctor', 'GET', `/${id}/attendance?start=${encodeURIComponent(start)}`);
    expect(got.json()).toMatchObject({ data: { guests: [{ status: 'refused', note: null }] } });
    const mine = await call('nurse', 'GET', `/guest/${env.guest.personalDataId}/participation`);
    expect(mine.json<{ data: unknown[] }>().data).toContainEqual(
      expect.objectContaining({ activityId: id, title: 'Music', status: 'refused' }),
    );
  });

  it('refuses a guest who is not enrolled, and a role that only reads', async () => {
    const id = await created('nurse', body(-HOUR));
    const records = [{ personalDataId: env.guest.personalDataId, status: 'absent' }];
    expect(
      outcome(await call('nurse', 'PUT', `/${id}/attendance`, { start: at(-HOUR), records })),
    ).toEqual({ status: 400, errorCode: 'E016' });
    await call('nurse', 'POST', `/${id}/enrolments`, { personalDataId: env.guest.personalDataId });
    expect(
      outcome(await call('doctor', 'PUT', `/${id}/attendance`, { start: at(-HOUR), records })),
    ).toEqual({ status: 403, errorCode: 'E013' });
  });
});

describe('a guest’s own programme', () => {
  it('lists the guest’s groups’ activities that are not cancelled, with the guest’s own enrolment', async () => {
    const open = await created('nurse', body(2 * HOUR, { title: 'Choir' }));
    const taking = await created('nurse', body(3 * HOUR, { title: 'Bingo' }));
    const [me] = await env.world.database.handle.db
      .select({ personalDataId: personalData.id })
      .from(personalData)
      .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
      .where(eq(customerAccounts.username, 'guest'));
    const enrolled = await call('nurse', 'POST', `/${taking}/enrolments`, {
      personalDataId: me?.personalDataId,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const cancelled = await created('nurse', body(4 * HOUR));
    await call('nurse', 'PUT', `/${cancelled}/cancel`);
    const elsewhere = await created('admin', body(2 * HOUR, { groupId: floors[1] }));

    const response = await call('guest', 'GET', `/mine?from=${at(0)}&to=${at(24 * HOUR)}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: { activityId: number; takingPart: boolean }[] }>().data;
    const byId = new Map(data.map((occurrence) => [occurrence.activityId, occurrence]));
    expect(byId.get(open)).toMatchObject({ title: 'Choir', takingPart: false, enrolled: 0 });
    expect(byId.get(taking)).toMatchObject({ title: 'Bingo', takingPart: true, enrolled: 1 });
    expect(byId.has(cancelled)).toBe(false);
    expect(byId.has(elsewhere)).toBe(false);
    expect(response.body).not.toContain('"enrolled":[');
  });

  it('is for guests only, and refuses a period over 31 days', async () => {
    expect(outcome(await call('nurse', 'GET', `/mine?from=${at(0)}&to=${at(HOUR)}`))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(
      outcome(await call('guest', 'GET', `/mine?from=${at(0)}&to=${at(32 * 24 * HOUR)}`)),
    ).toEqual({ status: 400, errorCode: 'E016' });
  });
});

describe('the leader', () => {
  const leaders = async (name: string, query: string) => {
    const response = await call(name, 'GET', `/leaders?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { id: number; name: string; role: string | null }[] }>().data;
  };

  it('suggests the active staff of the activity’s group by name, never a guest', async () => {
    const all = await leaders('nurse', `groupId=${floors[0]}`);
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((leader) => leader.role !== null && leader.role !== 'RA_GUEST')).toBe(true);
    const [nurse] = await env.world.database.handle.db
      .select({ id: customerAccounts.id, name: personalData.name, surname: personalData.surname })
      .from(customerAccounts)
      .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
      .where(eq(customerAccounts.username, 'nurse'));
    if (!nurse) throw new Error('no demo nurse');
    const found = await leaders('nurse', `groupId=${floors[0]}&q=${nurse.surname.toLowerCase()}`);
    expect(found).toContainEqual({
      id: nurse.id,
      name: `${nurse.name} ${nurse.surname}`,
      role: 'RA_NURSE',
    });
    expect(found.every((leader) => leader.name.includes(nurse.surname))).toBe(true);
    expect(await leaders('nurse', `groupId=${floors[0]}&q=%25`)).toEqual([]);
  });

  it('takes a suggested leader for an activity and refuses a guest as its leader', async () => {
    const [first] = await leaders('nurse', `groupId=${floors[0]}`);
    const id = await created('nurse', body(HOUR, { leaderName: null, leaderAccountId: first?.id }));
    const got = await call('nurse', 'GET', `/${id}`);
    expect(got.json().data.leader).toEqual({ accountId: first?.id, name: first?.name });
    const refused = await call('nurse', 'POST', '', {
      ...body(HOUR, { leaderName: null, leaderAccountId: env.guest.accountId }),
    });
    expect(outcome(refused)).toEqual({ status: 400, errorCode: 'E016' });
  });

  it('answers only staff who write the programme, on their own groups', async () => {
    const other = floors.find((floor) => floor !== floors[0]);
    expect(outcome(await call('nurse', 'GET', `/leaders?groupId=${other}`))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect((await call('admin', 'GET', `/leaders?groupId=${other}`)).statusCode).toBe(200);
    for (const name of ['doctor', 'guest']) {
      expect(outcome(await call(name, 'GET', `/leaders?groupId=${floors[0]}`)), name).toEqual({
        status: 403,
        errorCode: 'E013',
      });
    }
    expect(outcome(await call('nurse', 'GET', `/leaders?q=${'x'.repeat(101)}`))).toEqual({
      status: 400,
      errorCode: 'E015',
    });
  });
});
