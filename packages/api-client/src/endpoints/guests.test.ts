import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type FullCareClient } from '../client/create-client';
import { PRODUCT_API } from '../schemas/product-paths';
import { routes, startTestServer, type TestServer } from '../testing/http-test-server';
import { memoryTokenStore } from '../transport/token-store';

let server: TestServer;
let api: FullCareClient;
beforeAll(async () => {
  server = await startTestServer();
  api = createClient({
    baseUrl: server.baseUrl,
    tokenStore: memoryTokenStore('guest_tests_token_0123'),
  });
});
afterAll(() => server.close());

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
