import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

let server: TestServer;
let api: FullCareClient;
serveTestClient('handover_tests_token_0123', (started) => ({ server, api } = started));

const BASE = '/api/care/api/v1/diary/handover';
const FROM = '2026-03-31T00:00:00.000Z';
const TO = '2026-03-31T08:00:00.000Z';
const sheet = {
  from: FROM,
  to: TO,
  mode: 'full',
  scope: 'guests',
  groupId: null,
  guests: [],
  total: 0,
};

describe('the handover endpoints', () => {
  it('sends the period, the chosen guests as a comma list and the mode', async () => {
    server.reset(routes({ [`GET ${BASE}`]: [200, { data: sheet }] }));
    await expect(
      api.diary.handover({ from: FROM, to: TO, guests: [4, 9], mode: 'full' }),
    ).resolves.toEqual(sheet);
    const sent = new URL(server.hits[0]?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(sent)).toEqual({ from: FROM, to: TO, guests: '4,9', mode: 'full' });
  });

  it('refuses two scopes or a malformed instant before sending anything', async () => {
    server.reset(routes({}));
    await expect(api.diary.handover({ groupId: 1, mine: 'true' })).rejects.toThrow(TypeError);
    await expect(api.diary.handover({ from: 'yesterday' })).rejects.toThrow(TypeError);
    await expect(api.diary.markHandoverRead({ to: 'now' })).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(0);
  });

  it('records a read and lists the readers of a group', async () => {
    const read = { readUpTo: TO, at: '2026-03-31T08:01:00.000Z' };
    const readers = {
      groupId: 2,
      items: [
        { accountId: 5, name: 'Chiara', surname: 'Colombo', role: 'RA_NURSE', lastRead: read },
      ],
    };
    server.reset(
      routes({
        [`POST ${BASE}/read`]: [200, { data: read }],
        [`GET ${BASE}/readers`]: [200, { data: readers }],
      }),
    );
    await expect(api.diary.markHandoverRead({ to: TO })).resolves.toEqual(read);
    expect(server.hits[0]?.body).toBe(JSON.stringify({ to: TO }));
    await expect(api.diary.handoverReaders({ groupId: 2 })).resolves.toEqual(readers);
    expect(server.hits[1]?.url).toBe(`${BASE}/readers?groupId=2`);
  });

  it('downloads the PDF as a Blob in the language asked for', async () => {
    const pdf = Buffer.from('%PDF-1.7 handover');
    server.reset((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/pdf' });
      response.end(pdf);
    });
    const blob = await api.diary.handoverPdf({ mine: 'true', lang: 'de' });
    expect(blob.type).toBe('application/pdf');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(pdf);
    expect(server.hits[0]?.url).toBe(`${BASE}/pdf?mine=true&lang=de`);
  });
});
