import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

let server: TestServer;
let api: FullCareClient;
serveTestClient('attachment_tests_token_0123', (started) => ({ server, api } = started));

const BASE = '/api/care/api/v1/diary';
const attachment = {
  id: 8,
  entryId: 3,
  name: 'heel.png',
  mimeType: 'image/png',
  size: 4,
  attachedAt: '2026-03-31T08:00:00.000Z',
  attachedBy: { accountId: 5, name: 'Chiara Colombo' },
  archivedAt: null,
  archivedBy: null,
};

describe('the diary attachment endpoints', () => {
  it('attaches a file without its data-URL prefix, with the idempotency key given', async () => {
    server.reset(routes({ [`POST ${BASE}/entry/3/attachments`]: [200, { data: attachment }] }));
    const file = { name: 'heel.png', size: 4, data: 'data:image/png;base64,iVBORw==' };
    await expect(api.diary.attach(3, file, { idempotencyKey: 'key-1' })).resolves.toEqual(
      attachment,
    );
    expect(JSON.parse(server.hits[0]?.body ?? '{}')).toEqual({ ...file, data: 'iVBORw==' });
    expect(server.hits[0]?.headers['idempotency-key']).toBe('key-1');
  });

  it('lists, archives and downloads an entry’s files', async () => {
    const archived = {
      ...attachment,
      archivedAt: '2026-03-31T09:00:00.000Z',
      archivedBy: { accountId: 6, name: 'Luca Bianchi' },
    };
    server.reset(
      routes({
        [`GET ${BASE}/entry/3/attachments`]: [200, { data: [attachment] }],
        [`PUT ${BASE}/attachment/8/archive`]: [200, { data: archived }],
      }),
    );
    await expect(api.diary.attachments(3)).resolves.toEqual([attachment]);
    await expect(api.diary.archiveAttachment(8)).resolves.toEqual(archived);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    server.reset((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(png);
    });
    const blob = await api.diary.attachmentFile(8);
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(png);
    expect(server.hits[0]?.url).toBe(`${BASE}/attachment/8`);
  });

  it('asks for the staff who may lead an activity of a group', async () => {
    const leaders = [{ id: 5, name: 'Chiara Colombo', role: 'RA_NURSE' }];
    server.reset(routes({ [`GET /api/care/api/v1/activity/leaders`]: [200, { data: leaders }] }));
    await expect(api.activity.leaders({ groupId: 2, q: ' Col ' })).resolves.toEqual(leaders);
    expect(server.hits[0]?.url).toBe('/api/care/api/v1/activity/leaders?groupId=2&q=Col');
  });
});
