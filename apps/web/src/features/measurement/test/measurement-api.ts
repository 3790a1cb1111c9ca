// An in-memory measurements API for the unit tests, on the app's test server (real HTTP). It
// judges and refuses values with the contract's own rules, as the server does.
import {
  DEFAULT_THRESHOLDS,
  judgeReading,
  limitViolations,
  news2,
  worstJudgement,
  type MeasureType,
  type MeasureValue,
  type MeasurementAlert,
  type MeasurementGuest,
  type Reading,
  type Role,
} from '@care/api-client';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  sendJson,
  type ApiTestServer,
  type Handler,
  type SeenRequest,
} from '../../../test/api-test-server';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';

const BASE = '/api/care/api/v1/measurement';

/** The fake's state, changed by the tests and by the app's calls. */
export interface MeasurementApi {
  guests: MeasurementGuest[];
  readings: Reading[];
  alerts: MeasurementAlert[];
  /** The bodies of the writes, as `{ route, body }`. */
  writes: { route: string; body: unknown }[];
  /** Adds a measured reading of `type` for a guest. */
  add(personalDataId: number, type: MeasureType, value: MeasureValue, minutesAgo?: number): Reading;
}

/** Five guests of the group 1. */
export const GUESTS: MeasurementGuest[] = [
  { personalDataId: 21, name: 'Anna', surname: 'Rossi', room: '101' },
  { personalDataId: 22, name: 'Bruno', surname: 'Neri', room: '102' },
  { personalDataId: 23, name: 'Carla', surname: 'Gallo', room: '103' },
  { personalDataId: 24, name: 'Dario', surname: 'Conti', room: null },
  { personalDataId: 25, name: 'Elena', surname: 'Ferri', room: '105' },
];

type Body = { type: MeasureType; outcome: Reading['outcome']; value?: MeasureValue | null };

function makeReading(api: MeasurementApi, personalDataId: number, body: Body, at: string): Reading {
  const parameters =
    body.outcome === 'measured' && body.value
      ? judgeReading(body.type, body.value as never, DEFAULT_THRESHOLDS)
      : [];
  return {
    id: api.readings.length + 1,
    personalDataId,
    type: body.type,
    outcome: body.outcome,
    value: body.outcome === 'measured' ? (body.value ?? null) : null,
    measuredAt: at,
    recordedAt: at,
    author: { accountId: 7, name: 'Giulia Bianchi' },
    source: 'manual',
    deviceId: null,
    note: null,
    judgement: parameters.length > 0 ? worstJudgement(parameters) : null,
    parameters: parameters.map((p) => ({ ...p })),
    roundId: null,
    enteredInError: false,
  } as Reading;
}

const latestOf = (api: MeasurementApi, personalDataId: number, type: MeasureType) =>
  api.readings
    .filter((r) => r.personalDataId === personalDataId && r.type === type)
    .sort((a, b) => b.measuredAt.localeCompare(a.measuredAt))[0] ?? null;

const impossible = (body: Body) =>
  body.outcome === 'measured' &&
  body.value &&
  limitViolations(body.type, body.value as never).length > 0;

function installReads(server: ApiTestServer, api: MeasurementApi) {
  const query = (request: SeenRequest) => new URL(request.url, 'http://x').searchParams;
  server.routes.set(`GET ${BASE}/settings`, (_q, res) =>
    sendJson(res, 200, { data: { glycemiaUnit: 'mg/dL' } }),
  );
  server.routes.set(`GET ${BASE}/round`, (request, res) => {
    const type = query(request).get('type') as MeasureType;
    sendJson(res, 200, {
      data: api.guests.map((guest) => ({ guest, last: latestOf(api, guest.personalDataId, type) })),
    });
  });
  server.routes.set(`GET ${BASE}/latest`, (_q, res) =>
    sendJson(res, 200, {
      data: api.guests.map((guest) => ({
        guest,
        latest: [...new Set(api.readings.map((r) => r.type))]
          .map((type) => latestOf(api, guest.personalDataId, type))
          .filter((r) => r !== null),
      })),
    }),
  );
  server.routes.set(`GET ${BASE}/overdue`, (_q, res) => sendJson(res, 200, { data: [] }));
  server.routes.set(`GET ${BASE}/dashboard/critical-event`, (_q, res) => {
    const items = api.alerts.filter((a) => a.status === 'active');
    sendJson(res, 200, { data: { items, total: items.length } });
  });
}

const GUEST = `${BASE}/guest/21`;

function installGuestReads(server: ApiTestServer, api: MeasurementApi) {
  const mine = (request: SeenRequest) => {
    const type = new URL(request.url, 'http://x').searchParams.get('type');
    return api.readings
      .filter((r) => r.personalDataId === 21 && r.type === type)
      .sort((a, b) => b.measuredAt.localeCompare(a.measuredAt));
  };
  server.routes.set(`GET ${GUEST}/readings`, (request, res) => {
    const all = mine(request);
    const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? 0);
    const items = all.slice(page * 50, page * 50 + 50);
    sendJson(res, 200, { data: { items, total: all.length, page, pageSize: 50 } });
  });
  server.routes.set(`GET ${GUEST}/series`, (request, res) => {
    const type = new URL(request.url, 'http://x').searchParams.get('type');
    const points = mine(request)
      .filter((r) => r.value)
      .map((r) => ({
        at: r.measuredAt,
        values: Object.fromEntries(
          Object.entries(r.value as object).filter(([, v]) => typeof v === 'number'),
        ),
      }));
    sendJson(res, 200, { data: { type, points, downsampled: false } });
  });
  const thresholds: Handler = (_q, res) =>
    sendJson(res, 200, {
      data: {
        thresholds: Object.entries(DEFAULT_THRESHOLDS).map(([parameter, range]) => ({
          parameter,
          range,
          source: 'default',
          setBy: null,
          setAt: null,
          reason: null,
        })),
        history: [],
      },
    });
  server.routes.set(`GET ${GUEST}/thresholds`, thresholds);
  // A doctor's override of the temperature range: recorded, answered with the defaults.
  server.routes.set(`PUT ${GUEST}/thresholds/temperature`, (request, res) => {
    api.writes.push({ route: 'threshold', body: JSON.parse(request.body) as unknown });
    return thresholds(request, res);
  });
  server.routes.set(`GET ${GUEST}/schedules`, (_q, res) => sendJson(res, 200, { data: [] }));
  server.routes.set(`GET ${GUEST}/water-balance`, (_q, res) => sendJson(res, 200, { data: [] }));
}

/** An active critical temperature alert of the guest 21. */
export function temperatureAlert(id: number): MeasurementAlert {
  const at = new Date(Date.now() - 10 * 60_000).toISOString();
  return {
    id,
    personalDataId: 21,
    guest: { name: 'Anna', surname: 'Rossi' },
    kind: 'threshold',
    parameter: 'temperature',
    value: 39.6,
    judgement: 'critical',
    detail: null,
    readingId: 1,
    measuredAt: at,
    raisedAt: at,
    status: 'active',
    action: null,
  };
}

function installAcknowledge(server: ApiTestServer, api: MeasurementApi) {
  server.routes.set(`POST ${BASE}/alert/1/acknowledge`, (request, res) => {
    const { note } = JSON.parse(request.body) as { note: string };
    api.writes.push({ route: 'acknowledge', body: { note } });
    const alert = api.alerts.find((a) => a.id === 1) as MeasurementAlert;
    alert.status = 'actioned';
    alert.action = {
      at: new Date().toISOString(),
      by: { accountId: 7, name: 'Giulia Bianchi' },
      note,
      diaryEntryId: 99,
    };
    sendJson(res, 200, { data: alert });
  });
}

/** The device register: empty, and a new device answered with its key. */
function installDevices(server: ApiTestServer, api: MeasurementApi) {
  server.routes.set(`GET ${BASE}/device`, (_q, res) => sendJson(res, 200, { data: [] }));
  server.routes.set(`GET ${BASE}/device/queue`, (_q, res) => sendJson(res, 200, { data: [] }));
  server.routes.set(`POST ${BASE}/device`, (request, res) => {
    const body = JSON.parse(request.body) as { type: string; model: string; serial: string };
    api.writes.push({ route: 'device', body });
    const device = {
      ...body,
      id: 1,
      assignment: { kind: 'group', groupId: 1, name: 'Villa Serena' },
      keyHint: 'a1b2',
      createdAt: new Date().toISOString(),
      revokedAt: null,
      lastReadingAt: null,
    };
    sendJson(res, 200, { data: { device, key: 'device-key-0123456789abcdef' } });
  });
}

function installWrites(server: ApiTestServer, api: MeasurementApi) {
  installAcknowledge(server, api);
  server.routes.set(`POST ${GUEST}/vital-signs`, (request, res) => {
    const body = JSON.parse(request.body) as Record<string, { value?: Record<string, never> }>;
    api.writes.push({ route: 'vital-signs', body });
    const v = (part: string, field: string) => body[part]?.value?.[field];
    const result = news2({
      systolic: v('pressure', 'systolic'),
      pulse: v('heartRate', 'bpm'),
      saturation: v('saturation', 'percent'),
      oxygen: v('saturation', 'oxygen'),
      temperature: v('temperature', 'celsius'),
      respirationRate: v('respirationRate', 'perMinute'),
      consciousness: v('consciousness', 'acvpu'),
    });
    const at = new Date().toISOString();
    sendJson(res, 200, {
      data: {
        id: 1,
        personalDataId: 21,
        measuredAt: at,
        news2: { ...result, scale: 1 },
        readings: [],
      },
    });
  });
  server.routes.set(`POST ${GUEST}/readings`, (request, res) => {
    const body = JSON.parse(request.body) as Body;
    api.writes.push({ route: 'reading', body });
    const reading = makeReading(api, 21, body, new Date().toISOString());
    api.readings.push(reading);
    sendJson(res, 200, { data: reading });
  });
  installDevices(server, api);
  server.routes.set(`POST ${BASE}/round`, (request, res) => {
    const body = JSON.parse(request.body) as { entries: (Body & { personalDataId: number })[] };
    api.writes.push({ route: 'round', body });
    if (body.entries.some(impossible)) return sendJson(res, 422, { errorCode: 'E047' });
    const now = new Date().toISOString();
    const saved = body.entries.map((entry) => {
      const reading = makeReading(api, entry.personalDataId, entry, now);
      api.readings.push(reading);
      return reading;
    });
    sendJson(res, 200, { data: saved });
  });
}

/** Installs the measurements routes on `server` over a fresh state. */
export function installMeasurementApi(server: ApiTestServer): MeasurementApi {
  const api: MeasurementApi = {
    guests: [...GUESTS],
    readings: [],
    alerts: [],
    writes: [],
    add(personalDataId, type, value, minutesAgo = 60) {
      const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
      const reading = makeReading(api, personalDataId, { type, outcome: 'measured', value }, at);
      api.readings.push(reading);
      return reading;
    },
  };
  installReads(server, api);
  installGuestReads(server, api);
  installWrites(server, api);
  return api;
}

/** A fresh server state: `role` signed in (the session stored), and the measurements API. */
export function signInWithMeasurements(server: ApiTestServer, role: Role): MeasurementApi {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server, myInfo({ role }));
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
  return installMeasurementApi(server);
}
