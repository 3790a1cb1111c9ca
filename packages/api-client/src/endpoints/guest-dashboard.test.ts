import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

let server: TestServer;
let api: FullCareClient;
serveTestClient('guest_widget_token_0123', (started) => ({ server, api } = started));

const BASE = '/api/care/api/v1/guest';
const guest = { personalDataId: 7, name: 'Maria', surname: 'Rossi', room: '12' };

describe('the guest widgets', () => {
  it('ask for the counts of the selected group', async () => {
    const counts = { admitted: 40, waiting: 3, suspended: 1 };
    server.reset(routes({ [`GET ${BASE}/dashboard`]: [200, { data: counts }] }));

    await expect(api.guests.counts({ groupId: 4 })).resolves.toEqual(counts);
    expect(server.hits[0]?.url).toBe(`${BASE}/dashboard?groupId=4`);
  });

  it('ask for the allergy list of the caller’s first group when no group is given', async () => {
    const list = { items: [{ ...guest, allergies: 'Penicillin' }], total: 1 };
    server.reset(routes({ [`GET ${BASE}/with-allergy`]: [200, { data: list }] }));

    await expect(api.guests.withAllergy()).resolves.toEqual(list);
    expect(server.hits[0]?.url).toBe(`${BASE}/with-allergy`);
  });

  it('read the birthdays and refuse an answer that breaks the contract', async () => {
    const row = { ...guest, date: '2026-11-25', turns: 90, inDays: 0 };
    server.reset(routes({ [`GET ${BASE}/birthday`]: [200, { data: { items: [row], total: 1 } }] }));
    await expect(api.guests.birthdays()).resolves.toEqual({ items: [row], total: 1 });

    server.reset(
      routes({ [`GET ${BASE}/birthday`]: [200, { data: { items: [{ ...row, inDays: 9 }] } }] }),
    );
    await expect(api.guests.birthdays()).rejects.toMatchObject({ code: 'FEE002' });
  });

  it('refuse a malformed group before sending', async () => {
    server.reset(routes({}));
    await expect(api.guests.counts({ groupId: -1 })).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(0);
  });
});
