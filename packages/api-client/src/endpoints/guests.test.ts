import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { PRODUCT_API } from '../schemas/product-paths';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

let server: TestServer;
let api: FullCareClient;
serveTestClient('guest_tests_token_0123', (started) => ({ server, api } = started));

describe('dismiss', () => {
  it('PUTs the date and archive cause on the given path', async () => {
    server.reset(routes({ 'PUT /api/care/api/v1/guest/dismiss/12': [200, { data: true }] }));

    await api.guests.dismiss(PRODUCT_API.guest.dismiss(12), {
      date: '2026-03-31',
      archiveCause: 'transferToAnotherStructure',
    });

    expect(server.hits[0]).toMatchObject({
      method: 'PUT',
      url: '/api/care/api/v1/guest/dismiss/12?date=2026-03-31&archiveCause=transferToAnotherStructure',
      body: '',
    });
  });

  it('sends a Date as its local calendar day, and no cause when there is none', async () => {
    server.reset(routes({ 'PUT /api/care/api/v1/doctor/archived/3': [200, { data: true }] }));

    // 23:30 local time: in UTC this may already be the next day; the user picked the 5th.
    await api.guests.dismiss('care/api/v1/doctor/archived/3', {
      date: new Date(2026, 0, 5, 23, 30),
    });

    expect(server.hits[0]?.url).toBe('/api/care/api/v1/doctor/archived/3?date=2026-01-05');
  });

  it('refuses a malformed date or an unknown cause before sending', async () => {
    server.reset(routes({}));

    await expect(api.guests.dismiss('x', { date: '31/03/2026' })).rejects.toThrow(TypeError);
    await expect(api.guests.dismiss('x', { date: '2026-02-30' })).rejects.toThrow(TypeError);
    await expect(
      api.guests.dismiss('x', { date: '2026-03-31', archiveCause: 'bored' as 'death' }),
    ).rejects.toThrow(TypeError);
    await expect(api.guests.dismiss('x', { date: new Date(Number.NaN) })).rejects.toThrow(
      RangeError,
    );
    expect(server.hits).toHaveLength(0);
  });

  it('passes the server refusal on', async () => {
    server.reset(routes({ 'PUT /api/care/api/v1/guest/dismiss/12': [409, { errorCode: 'E009' }] }));

    await expect(
      api.guests.dismiss(PRODUCT_API.guest.dismiss(12), { date: '2026-03-31' }),
    ).rejects.toMatchObject({ code: 'E009', status: 409 });
  });
});

const row = {
  personalDataId: 40,
  customerAccountId: 41,
  name: 'Maria',
  surname: 'Rossi',
  identifierCode: 'RSSMRA40A41H501X',
  status: 'A',
  birthDate: '1940-01-01',
  allergy: true,
  room: '104',
  credentialGenerated: false,
  hasPhoto: false,
};

describe('list', () => {
  it('GETs one page of a status tab with the trimmed search, and reads the total', async () => {
    server.reset(
      routes({
        'GET /api/care/api/v1/guest/complete-list': [
          200,
          { data: { items: [row], total: 61, page: 2, pageSize: 20 } },
        ],
      }),
    );

    const page = await api.guests.list({ status: 'A', q: '  ross ', page: 2 });

    expect(server.hits[0]?.url).toBe('/api/care/api/v1/guest/complete-list?status=A&q=ross&page=2');
    expect(page).toEqual({ items: [row], total: 61, page: 2, pageSize: 20 });
  });

  it('leaves a blank search out and starts at page 0', async () => {
    server.reset(
      routes({
        'GET /api/care/api/v1/guest/complete-list': [
          200,
          { data: { items: [], total: 0, page: 0, pageSize: 20 } },
        ],
      }),
    );

    await api.guests.list({ status: 'D', q: '   ' });

    expect(server.hits[0]?.url).toBe('/api/care/api/v1/guest/complete-list?status=D&page=0');
  });

  it('sends the selected group, and refuses a group id that is not a positive integer', async () => {
    server.reset(
      routes({
        'GET /api/care/api/v1/guest/complete-list': [
          200,
          { data: { items: [], total: 0, page: 0, pageSize: 20 } },
        ],
      }),
    );

    await api.guests.list({ status: 'A', groupId: 2 });
    await expect(api.guests.list({ status: 'A', groupId: 0 })).rejects.toThrow(TypeError);

    expect(server.hits.map((hit) => hit.url)).toEqual([
      '/api/care/api/v1/guest/complete-list?status=A&page=0&groupId=2',
    ]);
  });

  it('refuses an unknown status before sending', async () => {
    server.reset(routes({}));
    await expect(api.guests.list({ status: 'X' as 'A' })).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(0);
  });
});

describe('history', () => {
  it('GETs the status changes of a guest', async () => {
    const change = {
      id: 1,
      fromStatus: 'A',
      toStatus: 'D',
      cause: 'death',
      date: '2026-03-31',
      changedAt: '2026-03-31T10:00:00.000Z',
      changedBy: { customerAccountId: 4, name: 'Francesca', surname: 'Romano' },
    };
    server.reset(
      routes({ 'GET /api/care/api/v1/guest/detail/40/history': [200, { data: [change] }] }),
    );

    await expect(api.guests.history(40)).resolves.toEqual([change]);
  });
});

describe('chartHeader', () => {
  const header = {
    personalDataId: 40,
    customerAccountId: 41,
    name: 'Maria',
    surname: 'Rossi',
    hasPhoto: false,
    birthDate: '1938-05-02',
    status: 'A',
    room: '112',
    group: { id: 1, name: 'First floor' },
    allergies: 'Penicillin',
    diet: 'soft',
    mainDiagnoses: ['Type 2 diabetes'],
    attendingDoctor: { customerAccountId: 3, name: 'Luca', surname: 'Bianchi' },
    contact: { name: 'Anna Rossi', relation: 'daughter', phone: '+39 333 1234567' },
    latestVitals: null,
  };

  it('GETs the chart header of a guest', async () => {
    server.reset(
      routes({ 'GET /api/care/api/v1/guest/detail/40/chart-header': [200, { data: header }] }),
    );

    await expect(api.guests.chartHeader(40)).resolves.toEqual(header);
  });

  it('refuses an answer that breaks the contract (FEE002)', async () => {
    server.reset(
      routes({
        'GET /api/care/api/v1/guest/detail/40/chart-header': [
          200,
          { data: { ...header, mainDiagnoses: 'diabetes' } },
        ],
      }),
    );

    await expect(api.guests.chartHeader(40)).rejects.toMatchObject({ code: 'FEE002' });
  });
});
