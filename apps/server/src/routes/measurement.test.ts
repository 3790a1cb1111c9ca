import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  accountGroups,
  customerAccounts,
  diaryEntries,
  measurementReadings,
  notifications,
} from '../db/schema';
import { newDiaryGuest, diaryWorldOfFile, outcome } from '../test-support/diary';

const BASE = '/api/care/api/v1/measurement';

const env = diaryWorldOfFile([
  'admin',
  'nurse',
  'doctor',
  'oss',
  'assistance',
  'secretary',
  'guest',
]);

function call(
  name: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return env.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: { authorization: `Bearer ${env.as(name)}`, 'x-time-zone': 'Europe/Rome' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const measured = (type: string, value: unknown) => ({ type, outcome: 'measured', value });

async function recorded(name: string, body: unknown, who = env.guest.personalDataId) {
  const response = await call(name, 'POST', `/guest/${who}/readings`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Record<string, unknown> & { id: number } }>().data;
}

async function alertedUsers(alertId: number): Promise<string[]> {
  const rows = await env.world.database.handle.db
    .select({ channel: notifications.channel, payload: notifications.payload })
    .from(notifications)
    .where(eq(notifications.name, 'measurement.alert'));
  const ids = rows
    .filter((row) => (row.payload as { alertId?: number }).alertId === alertId)
    .map((row) => Number(row.channel.replace('account-', '')));
  if (ids.length === 0) return [];
  const accounts = await env.world.database.handle.db
    .select({ username: customerAccounts.username })
    .from(customerAccounts)
    .where(inArray(customerAccounts.id, ids));
  return accounts.map((account) => account.username).sort();
}

async function activeAlerts(personalDataId = env.guest.personalDataId) {
  const response = await call('nurse', 'GET', `/guest/${personalDataId}/alerts?status=active`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { items: { id: number; parameter: string; kind: string }[] } }>()
    .data.items;
}

describe('recording a reading', () => {
  it('saves a normal value judged normal, without an alert', async () => {
    const reading = await recorded('nurse', measured('temperature', { celsius: 36.8 }));
    expect(reading).toMatchObject({
      type: 'temperature',
      outcome: 'measured',
      value: { celsius: 36.8 },
      judgement: 'normal',
      source: 'manual',
      author: { name: expect.any(String) },
      enteredInError: false,
    });
    expect(await activeAlerts()).toEqual([]);
  });

  it('stores glycaemia in mg/dL whatever the unit entered', async () => {
    const reading = await recorded('nurse', measured('glycemia', { value: 5.5, unit: 'mmol/L' }));
    expect(reading.value).toEqual({ value: 99.1, unit: 'mg/dL' });
  });

  it('refuses a physically impossible value with 422 E047 and saves nothing', async () => {
    const other = await newDiaryGuest(env.world.database.handle.db);
    const answers = await Promise.all([
      call(
        'nurse',
        'POST',
        `/guest/${other.personalDataId}/readings`,
        measured('temperature', { celsius: 46 }),
      ),
      call(
        'nurse',
        'POST',
        `/guest/${other.personalDataId}/readings`,
        measured('heartRate', { bpm: 19 }),
      ),
      call(
        'nurse',
        'POST',
        `/guest/${other.personalDataId}/readings`,
        measured('pressure', { systolic: 80, diastolic: 90 }),
      ),
    ]);
    expect(answers.map(outcome)).toEqual(Array(3).fill({ status: 422, errorCode: 'E047' }));
    const rows = await env.world.database.handle.db
      .select()
      .from(measurementReadings)
      .where(eq(measurementReadings.guestAccountId, other.accountId));
    expect(rows).toEqual([]);
  });

  it('keeps "refused" and "not measurable" as values of their own, never with a value', async () => {
    const refused = await recorded('nurse', { type: 'weight', outcome: 'refused' });
    expect(refused).toMatchObject({ outcome: 'refused', value: null, judgement: null });
    const both = await call('nurse', 'POST', `/guest/${env.guest.personalDataId}/readings`, {
      type: 'weight',
      outcome: 'notMeasurable',
      value: { kg: 60 },
    });
    expect(outcome(both)).toEqual({ status: 400, errorCode: 'E016' });
  });

  it('accepts an alarming value, flags it and alerts the staff with measurement alerts', async () => {
    const reading = await recorded(
      'nurse',
      measured('pressure', { systolic: 190, diastolic: 95, pulse: 80 }),
    );
    expect(reading).toMatchObject({
      judgement: 'critical',
      parameters: expect.arrayContaining([
        { parameter: 'systolic', value: 190, judgement: 'critical' },
      ]),
    });
    const alert = (await activeAlerts()).find((item) => item.parameter === 'systolic');
    expect(alert).toBeDefined();
    const users = await alertedUsers(alert?.id ?? 0);
    expect(users).toEqual(expect.arrayContaining(['admin', 'doctor', 'oss']));
    for (const nobody of ['nurse', 'assistance', 'secretary', 'guest']) {
      expect(users).not.toContain(nobody);
    }
  });

  it('is for the staff who write measurements, on the guests of their groups', async () => {
    const body = measured('step', { count: 1200 });
    const answers = await Promise.all(
      ['assistance', 'secretary', 'guest'].map((name) =>
        call(name, 'POST', `/guest/${env.guest.personalDataId}/readings`, body),
      ),
    );
    expect(answers.map(outcome)).toEqual(Array(3).fill({ status: 403, errorCode: 'E013' }));
    const missing = await call('nurse', 'POST', '/guest/2000000000/readings', body);
    expect(outcome(missing)).toEqual({ status: 404, errorCode: 'E017' });
  });

  it('refuses a time more than 7 days back or in the future', async () => {
    const late = new Date(env.world.clock().getTime() - 8 * 86_400_000).toISOString();
    const ahead = new Date(env.world.clock().getTime() + 10 * 60_000).toISOString();
    for (const measuredAt of [late, ahead]) {
      const body = { ...measured('step', { count: 10 }), measuredAt };
      const response = await call(
        'nurse',
        'POST',
        `/guest/${env.guest.personalDataId}/readings`,
        body,
      );
      expect(outcome(response)).toEqual({ status: 400, errorCode: 'E016' });
    }
  });
});

describe('the vital-signs round', () => {
  const full = {
    pressure: { outcome: 'measured', value: { systolic: 105, diastolic: 70 } },
    heartRate: { outcome: 'measured', value: { bpm: 95 } },
    saturation: { outcome: 'measured', value: { percent: 95, oxygen: false } },
    temperature: { outcome: 'measured', value: { celsius: 38.2 } },
    respirationRate: { outcome: 'measured', value: { perMinute: 22 } },
    consciousness: { outcome: 'measured', value: { acvpu: 'A' } },
  };

  it('saves one reading per part and computes NEWS2 with its response', async () => {
    const response = await call(
      'nurse',
      'POST',
      `/guest/${env.guest.personalDataId}/vital-signs`,
      full,
    );
    expect(response.statusCode, response.body).toBe(200);
    const round = response.json<{
      data: { id: number; news2: unknown; readings: { roundId: number }[] };
    }>().data;
    // systolic 105: 1, pulse 95: 1, SpO2 95: 1, air: 0, 38.2 °C: 1, RR 22: 2, alert: 0
    expect(round.news2).toMatchObject({
      score: 6,
      response: 'urgentReview',
      missing: [],
      scale: 1,
    });
    expect(round.readings).toHaveLength(6);
    expect(round.readings.every((reading) => reading.roundId === round.id)).toBe(true);
    expect((await activeAlerts()).some((alert) => alert.kind === 'news2')).toBe(true);
  });

  it('gives no score with a parameter refused or left out, and names the missing ones', async () => {
    const partial = { ...full, temperature: { outcome: 'refused' }, respirationRate: undefined };
    const response = await call(
      'nurse',
      'POST',
      `/guest/${env.guest.personalDataId}/vital-signs`,
      partial,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { news2: unknown } }>().data.news2).toMatchObject({
      score: null,
      response: null,
      missing: ['respirationRate', 'temperature'],
    });
  });

  it('uses SpO2 scale 2 once a doctor sets it, and only a doctor may', async () => {
    const other = await newDiaryGuest(env.world.database.handle.db);
    const path = `/guest/${other.personalDataId}/profile`;
    expect(outcome(await call('nurse', 'PUT', path, { spo2Scale: 2 }))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(outcome(await call('nurse', 'PUT', path, { heightCm: 160 }))).toEqual({ status: 200 });
    expect(outcome(await call('doctor', 'PUT', path, { spo2Scale: 2 }))).toEqual({ status: 200 });
    const body = {
      ...full,
      saturation: { outcome: 'measured', value: { percent: 89, oxygen: false } },
    };
    const response = await call(
      'nurse',
      'POST',
      `/guest/${other.personalDataId}/vital-signs`,
      body,
    );
    const news2 = response.json<{
      data: { news2: { points: { saturation: number }; scale: number } };
    }>().data.news2;
    expect(news2).toMatchObject({ scale: 2, points: { saturation: 0 } });
    const profile = await call('guest', 'GET', path);
    expect(outcome(profile)).toEqual({ status: 403, errorCode: 'E013' });
  });
});

describe('alerts', () => {
  it('are acknowledged with a note written in the guest’s diary, once', async () => {
    const other = await newDiaryGuest(env.world.database.handle.db);
    await recorded('nurse', measured('temperature', { celsius: 39.5 }), other.personalDataId);
    const [alert] = await activeAlerts(other.personalDataId);
    const path = `/alert/${alert?.id}/acknowledge`;
    expect(outcome(await call('oss', 'POST', path, { note: 'x' }))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    const done = await call('doctor', 'POST', path, { note: 'Paracetamol given.' });
    expect(done.statusCode, done.body).toBe(200);
    const actioned = done.json<{ data: { status: string; action: { diaryEntryId: number } } }>()
      .data;
    expect(actioned).toMatchObject({ status: 'actioned', action: { note: 'Paracetamol given.' } });
    const [entry] = await env.world.database.handle.db
      .select()
      .from(diaryEntries)
      .where(eq(diaryEntries.id, actioned.action.diaryEntryId));
    expect(entry).toMatchObject({ guestAccountId: other.accountId, categories: ['health'] });
    expect(entry?.text).toContain('Paracetamol given.');
    expect(outcome(await call('nurse', 'POST', path, { note: 'again' }))).toEqual({
      status: 409,
      errorCode: 'E034',
    });
    expect(await activeAlerts(other.personalDataId)).toEqual([]);
  });

  it('fill the home widgets of the group, and not of another group', async () => {
    const other = await newDiaryGuest(env.world.database.handle.db);
    await recorded(
      'nurse',
      measured('saturation', { percent: 88, oxygen: false }),
      other.personalDataId,
    );
    const events = await env.app.inject({
      method: 'GET',
      url: '/api/care/api/v1/measurement/dashboard/critical-event',
      headers: { authorization: `Bearer ${env.as('nurse')}` },
    });
    const items = events.json<{ data: { items: { personalDataId: number }[] } }>().data.items;
    expect(items.some((item) => item.personalDataId === other.personalDataId)).toBe(true);
    const values = await call('nurse', 'GET', '/dashboard/critical-value');
    const critical = values.json<{
      data: {
        items: { guest: { personalDataId: number }; parameter: string; judgement: string }[];
      };
    }>().data.items;
    expect(critical).toContainEqual(
      expect.objectContaining({
        guest: expect.objectContaining({ personalDataId: other.personalDataId }),
        parameter: 'saturation',
        judgement: 'critical',
      }),
    );
    const stranger = await call('assistance', 'GET', '/dashboard/critical-event');
    expect(outcome(stranger)).toEqual({ status: 403, errorCode: 'E013' });
  });

  it('warn of a weight loss of 5 % in 30 days', async () => {
    const other = await newDiaryGuest(env.world.database.handle.db);
    const day = 86_400_000;
    const before = new Date(env.world.clock().getTime() - 6 * day).toISOString();
    await recorded(
      'nurse',
      { ...measured('weight', { kg: 70 }), measuredAt: before },
      other.personalDataId,
    );
    await recorded('nurse', measured('weight', { kg: 66 }), other.personalDataId);
    const alerts = await activeAlerts(other.personalDataId);
    expect(alerts).toContainEqual(expect.objectContaining({ kind: 'weightLoss' }));
  });
});

describe('thresholds', () => {
  it('are overridden per guest by a doctor with a reason, and the history kept', async () => {
    const other = await newDiaryGuest(env.world.database.handle.db);
    const path = `/guest/${other.personalDataId}/thresholds/saturation`;
    const body = {
      range: { criticalBelow: 85, normalMin: 88, normalMax: 92, criticalAbove: null },
      reason: 'COPD',
    };
    expect(outcome(await call('nurse', 'PUT', path, body))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    const set = await call('doctor', 'PUT', path, body);
    expect(set.statusCode, set.body).toBe(200);
    const reading = await recorded(
      'nurse',
      measured('saturation', { percent: 90, oxygen: false }),
      other.personalDataId,
    );
    expect(reading.judgement).toBe('normal');
    await call('doctor', 'PUT', path, { range: null, reason: 'Back to the default' });
    const read = await call('nurse', 'GET', `/guest/${other.personalDataId}/thresholds`);
    const data = read.json<{
      data: {
        thresholds: { parameter: string; source: string }[];
        history: { reason: string; range: unknown }[];
      };
    }>().data;
    expect(data.thresholds.find((item) => item.parameter === 'saturation')?.source).toBe('default');
    expect(data.history.map((change) => change.reason)).toEqual(['Back to the default', 'COPD']);
    const disordered = { range: { ...body.range, normalMin: 80 }, reason: 'x' };
    expect(outcome(await call('doctor', 'PUT', path, disordered))).toEqual({
      status: 400,
      errorCode: 'E016',
    });
  });
});

describe('rounds, lists and schedules', () => {
  it('takes a round across guests, all or none', async () => {
    const other = await newDiaryGuest(env.world.database.handle.db);
    const entries = [
      { personalDataId: env.guest.personalDataId, ...measured('weight', { kg: 61 }) },
      { personalDataId: other.personalDataId, ...measured('weight', { kg: 500 }) },
    ];
    expect(outcome(await call('nurse', 'POST', '/round', { entries }))).toEqual({
      status: 422,
      errorCode: 'E047',
    });
    const fine = [entries[0], { ...entries[1], value: { kg: 72 } }];
    const saved = await call('nurse', 'POST', '/round', { entries: fine });
    expect(saved.statusCode, saved.body).toBe(200);
    const sheet = await call('nurse', 'GET', '/round?type=weight');
    const rows = sheet.json<{
      data: { guest: { personalDataId: number }; last: { value: unknown } | null }[];
    }>().data;
    expect(
      rows.find((row) => row.guest.personalDataId === other.personalDataId)?.last?.value,
    ).toEqual({ kg: 72 });
  });

  it('lists a guest’s readings newest first and marks one entered in error', async () => {
    const reading = await recorded('nurse', measured('heartRate', { bpm: 125 }));
    const marked = await call('nurse', 'PUT', `/reading/${reading.id}/entered-in-error`, {
      reason: 'Wrong guest',
    });
    expect(marked.json<{ data: unknown }>().data).toMatchObject({
      enteredInError: true,
      judgement: null,
    });
    const page = await call(
      'assistance',
      'GET',
      `/guest/${env.guest.personalDataId}/readings?type=heartRate`,
    );
    expect(outcome(page)).toEqual({ status: 403, errorCode: 'E013' });
    const mine = await call(
      'doctor',
      'GET',
      `/guest/${env.guest.personalDataId}/readings?type=heartRate`,
    );
    expect(mine.json<{ data: { items: { id: number }[] } }>().data.items[0]?.id).toBe(reading.id);
  });

  it('says what is overdue, on the guest and in the header', async () => {
    const other = await newDiaryGuest(env.world.database.handle.db);
    const put = await call('nurse', 'PUT', `/guest/${other.personalDataId}/schedules`, {
      schedules: [{ type: 'weight', kind: 'interval', everyDays: 30 }],
    });
    expect(put.json<{ data: { type: string; overdue: boolean }[] }>().data).toEqual([
      expect.objectContaining({ type: 'weight', overdue: true }),
    ]);
    const overdue = await call('nurse', 'GET', '/overdue');
    const rows = overdue.json<{ data: { guest: { personalDataId: number } }[] }>().data;
    expect(rows.some((row) => row.guest.personalDataId === other.personalDataId)).toBe(true);
    await recorded('nurse', measured('weight', { kg: 70 }), other.personalDataId);
    const header = await env.app.inject({
      method: 'GET',
      url: `/api/care/api/v1/guest/detail/${other.personalDataId}/chart-header`,
      headers: { authorization: `Bearer ${env.as('nurse')}` },
    });
    expect(header.json<{ data: { latestVitals: unknown } }>().data.latestVitals).toMatchObject({
      readings: [{ type: 'weight', value: { kg: 70 } }],
      overdue: [],
      activeAlerts: 0,
    });
  });
});

describe('devices', () => {
  async function ingest(key: string, readings: unknown[]) {
    return env.app.inject({
      method: 'POST',
      url: `${BASE}/device/readings`,
      headers: { 'x-device-key': key },
      payload: { readings },
    });
  }

  it('send an assigned device’s readings to its guest, until the key is revoked', async () => {
    const created = await call('nurse', 'POST', '/device', {
      type: 'bloodPressureMonitor',
      model: 'Cuff 3',
      serial: 'SN-1',
      assignment: { kind: 'guest', personalDataId: env.guest.personalDataId },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { device, key } = created.json<{
      data: { device: { id: number; keyHint: string }; key: string };
    }>().data;
    expect(key.endsWith(device.keyHint)).toBe(true);
    const cuff = measured('pressure', { systolic: 132, diastolic: 84, pulse: 70 });
    const sent = await ingest(key, [cuff]);
    expect(sent.json()).toEqual({ data: { saved: 1, queued: 0 } });
    const [reading] = await env.world.database.handle.db
      .select()
      .from(measurementReadings)
      .where(and(eq(measurementReadings.deviceId, device.id)));
    expect(reading).toMatchObject({ authorId: null, guestAccountId: env.guest.accountId });
    await call('nurse', 'POST', `/device/${device.id}/revoke`);
    expect(outcome(await ingest(key, [cuff]))).toEqual({ status: 401, errorCode: 'E048' });
    expect(outcome(await ingest('dk_nonsense', [cuff]))).toEqual({
      status: 401,
      errorCode: 'E048',
    });
  });

  it('save a batch sent again with its Idempotency-Key once; the keys are each device’s', async () => {
    const cuffKey = async (serial: string) =>
      (
        await call('nurse', 'POST', '/device', {
          type: 'bloodPressureMonitor',
          model: 'Cuff 3',
          serial,
          assignment: { kind: 'guest', personalDataId: env.guest.personalDataId },
        })
      ).json<{ data: { device: { id: number }; key: string } }>().data;
    const [first, second] = [await cuffKey('SN-IDEM-1'), await cuffKey('SN-IDEM-2')];
    const send = (key: string, readings: unknown[]) =>
      env.app.inject({
        method: 'POST',
        url: `${BASE}/device/readings`,
        headers: { 'x-device-key': key, 'idempotency-key': 'cuff-batch-0001' },
        payload: { readings },
      });
    const savedBy = async (deviceId: number) =>
      (
        await env.world.database.handle.db
          .select({ id: measurementReadings.id })
          .from(measurementReadings)
          .where(eq(measurementReadings.deviceId, deviceId))
      ).length;
    const batch = [measured('pressure', { systolic: 141, diastolic: 91, pulse: 77 })];
    const sent = await send(first.key, batch);
    const again = await send(first.key, batch);
    expect(again.json()).toEqual(sent.json());
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await savedBy(first.device.id)).toBe(1);
    const other = await send(second.key, batch);
    expect(other.json()).toEqual({ data: { saved: 1, queued: 0 } });
    expect(other.headers['idempotency-replayed']).toBeUndefined();
    expect(await savedBy(second.device.id)).toBe(1);
    const changed = await send(first.key, [measured('pressure', { systolic: 150, diastolic: 95 })]);
    expect(outcome(changed)).toEqual({ status: 422, errorCode: 'E050' });
    expect(await savedBy(first.device.id)).toBe(1);
    expect(outcome(await send('dk_nonsense', batch))).toEqual({ status: 401, errorCode: 'E048' });
  });

  it('follow a new assignment and a new key from the very next batch', async () => {
    const created = await call('nurse', 'POST', '/device', {
      type: 'thermometer',
      model: 'Thermo 2',
      serial: 'SN-3',
      assignment: { kind: 'guest', personalDataId: env.guest.personalDataId },
    });
    const { device, key } = created.json<{ data: { device: { id: number }; key: string } }>().data;
    const fever = measured('temperature', { celsius: 39.4 });
    expect((await ingest(key, [measured('temperature', { celsius: 36.6 })])).json()).toEqual({
      data: { saved: 1, queued: 0 },
    });
    const alertsBefore = (await activeAlerts()).length;
    expect((await ingest(key, [fever])).json()).toEqual({ data: { saved: 1, queued: 0 } });
    expect(await activeAlerts()).toHaveLength(alertsBefore + 1);
    const [floor] = await env.world.database.handle.db
      .select({ groupId: accountGroups.groupId })
      .from(accountGroups)
      .where(eq(accountGroups.accountId, env.guest.accountId));
    const moved = await call('nurse', 'PUT', `/device/${device.id}`, {
      assignment: { kind: 'group', groupId: floor?.groupId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await ingest(key, [fever])).json()).toEqual({ data: { saved: 0, queued: 1 } });
    const renewed = await call('nurse', 'POST', `/device/${device.id}/key`);
    const fresh = renewed.json<{ data: { key: string } }>().data.key;
    expect(outcome(await ingest(key, [fever]))).toEqual({ status: 401, errorCode: 'E048' });
    expect((await ingest(fresh, [fever])).json()).toEqual({ data: { saved: 0, queued: 1 } });
  });

  it('queue a shared device’s readings until a nurse assigns them', async () => {
    const groups = await call('nurse', 'GET', '/device');
    expect(groups.statusCode).toBe(200);
    const [floor] = await env.world.database.handle.db
      .select({ groupId: accountGroups.groupId })
      .from(accountGroups)
      .where(eq(accountGroups.accountId, env.guest.accountId));
    const created = await call('nurse', 'POST', '/device', {
      type: 'scale',
      model: 'Scale 1',
      serial: 'SN-2',
      assignment: { kind: 'group', groupId: floor?.groupId },
    });
    const { key } = created.json<{ data: { key: string } }>().data;
    expect((await ingest(key, [measured('weight', { kg: 63.2 })])).json()).toEqual({
      data: { saved: 0, queued: 1 },
    });
    const queue = await call('nurse', 'GET', '/device/queue');
    const [item] = queue.json<{ data: { id: number; value: unknown }[] }>().data.slice(-1);
    expect(item?.value).toEqual({ kg: 63.2 });
    const assigned = await call('nurse', 'POST', `/device/queue/${item?.id}/assign`, {
      personalDataId: env.guest.personalDataId,
    });
    expect(assigned.json<{ data: unknown }>().data).toMatchObject({
      source: 'device',
      value: { kg: 63.2 },
    });
    const twice = await call('nurse', 'POST', `/device/queue/${item?.id}/assign`, {
      personalDataId: env.guest.personalDataId,
    });
    expect(outcome(twice)).toEqual({ status: 409, errorCode: 'E034' });
  });
});
