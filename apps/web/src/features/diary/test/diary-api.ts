// An in-memory diary API for the unit tests, on the app's test server (real HTTP).
import {
  DIARY_DEFAULT_CATEGORIES,
  DIARY_PAGE_SIZE,
  type DiaryCategory,
  type DiaryEntry,
  type DiaryFacilityRow,
  type DiaryVersion,
} from '@care/api-client';
import {
  sendJson,
  type ApiTestServer,
  type Handler,
  type SeenRequest,
} from '../../../test/api-test-server';

const BASE = '/api/care/api/v1/diary';

/** The fake's state, changed by the tests and by the app's calls. */
export interface DiaryApi {
  entries: DiaryEntry[];
  history: Map<number, DiaryVersion[]>;
  categories: DiaryCategory[];
  /** Error codes the next writes answer with (each used once). */
  failWrite: string[];
  /** The bodies of the writes, as `{ route, body }`. */
  writes: { route: string; body: unknown }[];
  /** The facility overview's quiet guests (`GET …/facility?quiet=true`). */
  quiet: DiaryFacilityRow[];
  /** Adds a category after the others, with its route of changes. */
  addCategory(category: DiaryCategory): void;
  /** Adds an entry (newest first by `occurredAt`) and its routes. */
  add(entry: Partial<DiaryEntry> & { id: number }): DiaryEntry;
}

/** An entry of the guest 21 written by the account 9, a minute ago, with `overrides`. */
export function diaryEntry(overrides: Partial<DiaryEntry> & { id: number }): DiaryEntry {
  const now = new Date(Date.now() - 60_000).toISOString();
  return {
    personalDataId: 21,
    occurredAt: now,
    recordedAt: now,
    author: { accountId: 9, name: 'Marco Verdi', role: 'RA_NURSE' },
    categories: ['health'],
    text: `Entry ${overrides.id}`,
    significance: 'routine',
    handover: false,
    status: 'active',
    version: 1,
    read: false,
    acknowledgement: null,
    acknowledgesEntryId: null,
    fall: null,
    attachments: [],
    origin: null,
    ...overrides,
  };
}

function listAnswer(api: DiaryApi, request: SeenRequest, withGuest = false) {
  const query = new URL(request.url, 'http://x').searchParams;
  const page = Number(query.get('page') ?? 0);
  const q = query.get('q')?.toLowerCase();
  const significance = query.get('significance')?.split(',');
  const items = api.entries
    .filter((entry) => !q || entry.text.toLowerCase().includes(q))
    .filter((entry) => !significance || significance.includes(entry.significance))
    .filter((entry) => query.get('unread') !== 'true' || !entry.read)
    .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || b.id - a.id);
  const start = page * DIARY_PAGE_SIZE;
  const guest = { name: 'Anna', surname: 'Rossi' };
  return {
    items: items
      .slice(start, start + DIARY_PAGE_SIZE)
      .map((entry) => (withGuest ? { ...entry, guest } : entry)),
    total: items.length,
    page,
    pageSize: DIARY_PAGE_SIZE,
  };
}

/** Keeps the content before a change as a version, then applies the change. */
function change(
  api: DiaryApi,
  entry: DiaryEntry,
  kind: DiaryVersion['kind'],
  body: Partial<DiaryEntry> & { reason?: string },
): void {
  const versions = api.history.get(entry.id) ?? [];
  versions.push({
    version: entry.version,
    text: entry.text,
    categories: entry.categories,
    significance: entry.significance,
    fall: entry.fall,
    origin: entry.origin,
    kind,
    reason: body.reason ?? null,
    changedAt: new Date().toISOString(),
    changedBy: { accountId: 7, name: 'Giulia Bianchi' },
  });
  api.history.set(entry.id, versions);
  const { reason: _reason, ...content } = body;
  const status = kind === 'correction' ? entry.status : kind === 'amendment' ? 'amended' : kind;
  Object.assign(entry, content, { version: entry.version + 1, status });
}

function entryRoutes(server: ApiTestServer, api: DiaryApi, entry: DiaryEntry): void {
  const detail = () => ({ ...entry, history: api.history.get(entry.id) ?? [] });
  const write =
    (kind: DiaryVersion['kind'], route: string): Handler =>
    (request, response) => {
      const failure = api.failWrite.shift();
      if (failure) return sendJson(response, 409, { errorCode: failure });
      const body = JSON.parse(request.body) as Partial<DiaryEntry> & { reason?: string };
      api.writes.push({ route, body });
      change(api, entry, kind, body);
      sendJson(response, 200, { data: detail() });
    };
  server.routes.set(`GET ${BASE}/entry/${entry.id}`, (_request, response) =>
    sendJson(response, 200, { data: detail() }),
  );
  server.routes.set(`PUT ${BASE}/entry/${entry.id}/correct`, write('correction', 'correct'));
  server.routes.set(`PUT ${BASE}/entry/${entry.id}/amend`, write('amendment', 'amend'));
  server.routes.set(
    `PUT ${BASE}/entry/${entry.id}/entered-in-error`,
    write('enteredInError', 'enteredInError'),
  );
}

/** `PUT …/categories/{id}`: applies the change (`labels`, `active`) to the category. */
function categoryRoute(server: ApiTestServer, api: DiaryApi, id: string): void {
  server.routes.set(`PUT ${BASE}/categories/${id}`, (request, response) => {
    const failure = api.failWrite.shift();
    if (failure) return sendJson(response, 409, { errorCode: failure });
    const body = JSON.parse(request.body) as Partial<DiaryCategory>;
    api.writes.push({ route: `changeCategory ${id}`, body });
    Object.assign(api.categories.find((category) => category.id === id) ?? {}, body);
    sendJson(response, 200, { data: api.categories });
  });
}

/** The administrators' category writes: add one, change one (docs/behaviour/diary.md#categories). */
function installCategoryWrites(server: ApiTestServer, api: DiaryApi): void {
  server.routes.set(`POST ${BASE}/categories`, (request, response) => {
    const failure = api.failWrite.shift();
    if (failure) return sendJson(response, 409, { errorCode: failure });
    const body = JSON.parse(request.body) as Pick<DiaryCategory, 'id' | 'labels'>;
    api.writes.push({ route: 'addCategory', body });
    api.addCategory({ ...body, termKey: null, active: true });
    sendJson(response, 200, { data: api.categories });
  });
  for (const category of api.categories) categoryRoute(server, api, category.id);
}

/** Installs the diary routes of the guest 21 on `server`, with the default categories. */
export function installDiaryApi(server: ApiTestServer): DiaryApi {
  const api: DiaryApi = {
    entries: [],
    history: new Map(),
    categories: DIARY_DEFAULT_CATEGORIES.map((id) => ({
      id,
      termKey: `diary.category.${id}`,
      labels: null,
      active: true,
    })),
    failWrite: [],
    writes: [],
    quiet: [],
    addCategory(category) {
      api.categories.push(category);
      categoryRoute(server, api, category.id);
    },
    add(overrides) {
      const entry = diaryEntry(overrides);
      api.entries.push(entry);
      entryRoutes(server, api, entry);
      return entry;
    },
  };
  server.routes.set(`GET ${BASE}/categories`, (_request, response) =>
    sendJson(response, 200, { data: api.categories }),
  );
  installCategoryWrites(server, api);
  server.routes.set(`GET ${BASE}/dashboard/significant-events/21`, (_request, response) => {
    const items = api.entries.filter(
      (entry) => entry.significance !== 'routine' && entry.status !== 'enteredInError',
    );
    sendJson(response, 200, { data: { items: items.slice(0, 20), total: items.length } });
  });
  server.routes.set(`GET ${BASE}/guest/21/entries`, (request, response) =>
    sendJson(response, 200, { data: listAnswer(api, request) }),
  );
  server.routes.set(`POST ${BASE}/guest/21/entries`, (request, response) => {
    const failure = api.failWrite.shift();
    if (failure) return sendJson(response, 400, { errorCode: failure });
    const body = JSON.parse(request.body) as Partial<DiaryEntry>;
    api.writes.push({ route: 'create', body });
    const id = Math.max(0, ...api.entries.map((entry) => entry.id)) + 1;
    const author = { accountId: 7, name: 'Giulia Bianchi', role: 'RA_NURSE' as const };
    const entry = api.add({
      ...body,
      id,
      author,
      read: true,
      recordedAt: new Date().toISOString(),
    });
    sendJson(response, 201, { data: entry });
  });
  server.routes.set(`GET ${BASE}/facility/entries`, (request, response) =>
    sendJson(response, 200, { data: listAnswer(api, request, true) }),
  );
  server.routes.set(`GET ${BASE}/facility`, (_request, response) =>
    sendJson(response, 200, {
      data: { items: api.quiet, total: api.quiet.length, page: 0, pageSize: DIARY_PAGE_SIZE },
    }),
  );
  server.routes.set(`POST ${BASE}/read`, (request, response) => {
    const { ids } = JSON.parse(request.body) as { ids: number[] };
    const marked = api.entries.filter((entry) => ids.includes(entry.id) && !entry.read);
    marked.forEach((entry) => (entry.read = true));
    sendJson(response, 200, { data: { marked: marked.length } });
  });
  server.routes.set(`GET ${BASE}/unread-count`, (_request, response) =>
    sendJson(response, 200, {
      data: { unread: api.entries.filter((entry) => !entry.read).length },
    }),
  );
  return api;
}
