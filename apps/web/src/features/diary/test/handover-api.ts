// An in-memory handover API for the unit tests, on the app's test server (real HTTP).
import type { DiaryHandoverGuest, DiaryHandoverReader } from '@care/api-client';
import { sendJson, type ApiTestServer, type SeenRequest } from '../../../test/api-test-server';
import { diaryEntry } from './diary-api';

const BASE = '/api/care/api/v1/diary/handover';

/** The fake's state, changed by the tests and by the app's calls. */
export interface HandoverApi {
  guests: DiaryHandoverGuest[];
  readers: DiaryHandoverReader[];
  /** The sheet's calls, as their query parameters. */
  sheets: URLSearchParams[];
  /** The `to` of each recorded read. */
  reads: string[];
  /** The PDF's calls, as their query parameters. */
  pdfs: URLSearchParams[];
  /** True: the sheet answers 500. */
  failSheet: boolean;
}

/** A guest of the sheet with `texts` as their entries (the first one for the handover). */
export function handoverGuest(
  personalDataId: number,
  surname: string,
  room: string | null,
  texts: readonly string[],
): DiaryHandoverGuest {
  const entries = texts.map((text, index) =>
    diaryEntry({ id: personalDataId * 100 + index, personalDataId, text, handover: index === 0 }),
  );
  return {
    personalDataId,
    name: 'Anna',
    surname,
    room,
    counts: { entries: entries.length, critical: 0, significant: 0, handover: 1 },
    entries,
  };
}

function params(request: SeenRequest): URLSearchParams {
  return new URL(request.url, 'http://x').searchParams;
}

/** Installs the handover routes on `server`. */
export function installHandoverApi(server: ApiTestServer): HandoverApi {
  const api: HandoverApi = {
    guests: [],
    readers: [],
    sheets: [],
    reads: [],
    pdfs: [],
    failSheet: false,
  };
  server.routes.set(`GET ${BASE}`, (request, response) => {
    const query = params(request);
    api.sheets.push(query);
    if (api.failSheet) return sendJson(response, 500, { errorCode: 'E008' });
    const from = query.get('from') ?? new Date(Date.now() - 8 * 3_600_000).toISOString();
    const to = query.get('to') ?? new Date().toISOString();
    const total = api.guests.reduce((sum, guest) => sum + guest.entries.length, 0);
    const scope = query.get('mine') ? 'mine' : query.get('guests') ? 'guests' : 'group';
    const mode = query.get('mode') ?? 'summary';
    sendJson(response, 200, {
      data: { from, to, mode, scope, groupId: null, guests: api.guests, total },
    });
  });
  server.routes.set(`POST ${BASE}/read`, (request, response) => {
    const { to } = JSON.parse(request.body) as { to: string };
    api.reads.push(to);
    sendJson(response, 200, { data: { readUpTo: to, at: new Date().toISOString() } });
  });
  server.routes.set(`GET ${BASE}/readers`, (_request, response) =>
    sendJson(response, 200, { data: { groupId: 1, items: api.readers } }),
  );
  server.routes.set(`GET ${BASE}/pdf`, (request, response) => {
    api.pdfs.push(params(request));
    response.writeHead(200, { 'content-type': 'application/pdf' });
    response.end('%PDF-1.7 handover');
  });
  return api;
}
