import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { defaultExportPeriod, exportPeriodDays } from '../schemas/exports';
import { exportFileName } from './exports';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

const TOKEN = 'export_test_token_0123456789';
const PDF = Buffer.from('%PDF-1.3\n%%EOF\n');

let server: TestServer;
let api: FullCareClient;
serveTestClient(TOKEN, (started) => ({ server, api } = started));

const january = {
  type: 'STATUS_HISTORY',
  guestId: 31,
  from: '2026-01-01',
  to: '2026-01-31',
  format: 'pdf',
  lang: 'it',
} as const;

describe('exports', () => {
  it('builds the export’s address, leaving out absent days', () => {
    expect(api.exports.url(january)).toBe(
      'exports/STATUS_HISTORY?guestId=31&from=2026-01-01&to=2026-01-31&format=pdf&lang=it',
    );
    expect(api.exports.url({ ...january, from: undefined, to: undefined, format: 'csv' })).toBe(
      'exports/STATUS_HISTORY?guestId=31&format=csv&lang=it',
    );
    expect(exportFileName(january)).toBe('STATUS_HISTORY_2026-01-01_2026-01-31.pdf');
    expect(exportFileName(january, { name: 'Maria Luisa', surname: "D'Amico/Rossi" })).toBe(
      "STATUS_HISTORY_D'Amico_Rossi-Maria_Luisa_2026-01-01_2026-01-31.pdf",
    );
  });

  it('addresses a group’s export and names its file after the group', () => {
    const group = { ...january, guestId: undefined, groupId: 4 };
    expect(api.exports.url(group)).toBe(
      'exports/STATUS_HISTORY/group?groupId=4&from=2026-01-01&to=2026-01-31&format=pdf&lang=it',
    );
    expect(exportFileName(group, { groupName: 'Casa Serena – Piano 1' })).toBe(
      'STATUS_HISTORY_Casa_Serena_–_Piano_1_2026-01-01_2026-01-31.pdf',
    );
  });

  it('refuses a request that breaks the contract before sending anything', () => {
    expect(() => api.exports.url({ ...january, type: '../x' })).toThrow(TypeError);
    expect(() => api.exports.url({ ...january, from: '2026-02-30' })).toThrow(TypeError);
  });

  it('downloads the file as a Blob with the bearer token', async () => {
    server.reset((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/pdf' });
      response.end(PDF);
    });
    const blob = await api.exports.download(january);
    expect(blob.type).toBe('application/pdf');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(PDF);
    expect(server.hits[0]?.url).toBe(`/api/${api.exports.url(january)}`);
    expect(server.hits[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('fails with the server’s code for a bad period', async () => {
    server.reset(routes({ [`GET /api/exports/STATUS_HISTORY`]: [400, { errorCode: 'E040' }] }));
    await expect(api.exports.download(january)).rejects.toMatchObject({
      code: 'E040',
      status: 400,
      messageKey: 'error.translation.code.E040',
    });
  });

  it('computes the default periods: days back, or a month back', () => {
    expect(defaultExportPeriod({ days: 7 }, '2026-03-10')).toEqual({
      from: '2026-03-03',
      to: '2026-03-10',
    });
    expect(defaultExportPeriod({ months: 1 }, '2026-03-31').from).toBe('2026-02-28');
    expect(exportPeriodDays('2026-01-01', '2026-12-31')).toBe(365);
  });
});
