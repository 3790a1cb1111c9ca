import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

let server: TestServer;
let api: FullCareClient;
serveTestClient('measurement_token_0123', (started) => ({ server, api } = started));

const BASE = '/api/care/api/v1/measurement';
const reading = {
  id: 9,
  personalDataId: 4,
  type: 'temperature',
  outcome: 'measured',
  value: { celsius: 38.2 },
  measuredAt: '2026-11-29T08:00:00.000Z',
  recordedAt: '2026-11-29T08:01:00.000Z',
  author: { accountId: 2, name: 'Nina Nurse' },
  source: 'manual',
  deviceId: null,
  note: null,
  judgement: 'outOfRange',
  parameters: [{ parameter: 'temperature', value: 38.2, judgement: 'outOfRange' }],
  roundId: null,
  enteredInError: false,
};

describe('the measurement endpoints', () => {
  it('send a reading and answer the judged reading', async () => {
    server.reset(routes({ [`POST ${BASE}/guest/4/readings`]: [200, { data: reading }] }));
    const body = { type: 'temperature', outcome: 'measured', value: { celsius: 38.2 } } as const;
    await expect(api.measurement.create(4, body)).resolves.toEqual(reading);
    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual(body);
  });

  it('ask for a page of one type, leaving absent filters out', async () => {
    const page = { items: [reading], total: 1, page: 0, pageSize: 50 };
    server.reset(routes({ [`GET ${BASE}/guest/4/readings`]: [200, { data: page }] }));
    await expect(api.measurement.list(4, { type: 'temperature' })).resolves.toEqual(page);
    expect(server.hits[0]?.url).toBe(`${BASE}/guest/4/readings?type=temperature`);
  });

  it('read the critical events of a group and refuse an answer that breaks the contract', async () => {
    server.reset(
      routes({
        [`GET ${BASE}/dashboard/critical-event`]: [200, { data: { items: [], total: 0 } }],
      }),
    );
    await expect(api.measurement.criticalEvents({ groupId: 3 })).resolves.toEqual({
      items: [],
      total: 0,
    });
    expect(server.hits[0]?.url).toBe(`${BASE}/dashboard/critical-event?groupId=3`);
    server.reset(
      routes({ [`GET ${BASE}/dashboard/critical-value`]: [200, { data: { items: [{}] } }] }),
    );
    await expect(api.measurement.criticalValues()).rejects.toMatchObject({ code: 'FEE002' });
  });

  it('refuse a malformed body before sending', async () => {
    server.reset(routes({}));
    const refused = { type: 'weight', outcome: 'refused', value: { kg: 60 } } as const;
    await expect(api.measurement.create(4, refused)).rejects.toThrow(TypeError);
    await expect(api.measurement.acknowledge(1, { note: ' ' })).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(0);
  });

  it('create a device and answer its key once', async () => {
    const device = {
      id: 1,
      type: 'bloodPressureMonitor',
      model: 'Cuff 3',
      serial: 'SN-1',
      assignment: { kind: 'group', groupId: 2, name: 'First floor' },
      keyHint: 'ab12',
      createdAt: '2026-11-29T08:00:00.000Z',
      revokedAt: null,
      lastReadingAt: null,
    };
    server.reset(
      routes({ [`POST ${BASE}/device`]: [200, { data: { device, key: 'dk_secret_ab12' } }] }),
    );
    const body = {
      type: 'bloodPressureMonitor',
      model: 'Cuff 3',
      serial: 'SN-1',
      assignment: { kind: 'group', groupId: 2 },
    } as const;
    await expect(api.measurement.createDevice(body)).resolves.toEqual({
      device,
      key: 'dk_secret_ab12',
    });
  });
});
