// An in-memory guest API for the unit tests, on the app's test server (real HTTP).
import type { GuestRow, GuestStatus, GuestStatusChange } from '@care/api-client';
import { sendJson, type ApiTestServer } from '../../../test/api-test-server';

const BASE = '/api/care/api/v1/guest';

/** The in-memory guests and what was sent. */
export interface GuestsApi {
  guests: GuestRow[];
  history: Map<number, GuestStatusChange[]>;
  /** The status changes received: `{kind} {id} ?{query}`. */
  changes: string[];
  /** Set to an error code to refuse the next status change. */
  failNextChange: string | null;
  /** Adds a guest, in group `groupId` (default 1); a list asking for another group omits it. */
  add(overrides: Partial<GuestRow> & { name: string; surname: string }, groupId?: number): GuestRow;
}

/** Installs the guest list, history and status-change routes on `server`. */
export function installGuestsApi(server: ApiTestServer): GuestsApi {
  let nextId = 100;
  const groupOf = new Map<number, number>();
  const api: GuestsApi = {
    guests: [],
    history: new Map(),
    changes: [],
    failNextChange: null,
    add(overrides, groupId = 1) {
      const id = nextId++;
      groupOf.set(id, groupId);
      const row: GuestRow = {
        personalDataId: id,
        customerAccountId: id + 1000,
        identifierCode: `G-${id}`,
        status: 'A',
        birthDate: null,
        allergy: false,
        room: null,
        credentialGenerated: false,
        hasPhoto: false,
        ...overrides,
      };
      api.guests.push(row);
      return row;
    },
  };
  server.routes.set(`GET ${BASE}/complete-list`, (request, response) => {
    const query = new URL(request.url, 'http://x').searchParams;
    const status = query.get('status') as GuestStatus;
    const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const page = Number(query.get('page') ?? 0);
    const groupId = query.get('groupId');
    const matching = api.guests
      .filter((guest) => guest.status === status)
      .filter((guest) => groupId === null || groupOf.get(guest.personalDataId) === Number(groupId))
      .filter((guest) =>
        words.every((word) =>
          [guest.name, guest.surname, guest.identifierCode ?? ''].some((text) =>
            text.toLowerCase().includes(word),
          ),
        ),
      )
      .sort((a, b) => a.surname.localeCompare(b.surname) || a.name.localeCompare(b.name));
    sendJson(response, 200, {
      data: {
        items: matching.slice(page * 20, page * 20 + 20),
        total: matching.length,
        page,
        pageSize: 20,
      },
    });
  });
  const original = server.routes.get.bind(server.routes);
  // The test server routes by exact path: the paths with a guest's id are matched here (this
  // installation's answers first, so the latest installation wins).
  server.routes.get = (key: string) => {
    const change = /^PUT \/api\/care\/api\/v1\/guest\/(dismiss|suspend|actual)\/(\d+)$/.exec(key);
    if (change) {
      return (request, response) => {
        const [, kind, id] = change;
        const query = new URL(request.url, 'http://x').searchParams;
        api.changes.push(`${kind} ${id} ?${query.toString()}`);
        if (api.failNextChange) {
          const code = api.failNextChange;
          api.failNextChange = null;
          return sendJson(response, 409, { errorCode: code });
        }
        const guest = api.guests.find((row) => row.personalDataId === Number(id));
        if (!guest) return sendJson(response, 404, { errorCode: 'E017' });
        const from = guest.status;
        const to: GuestStatus =
          kind === 'suspend' ? 'S' : kind === 'actual' ? 'A' : from === 'W' ? 'R' : 'D';
        guest.status = to;
        const entries = api.history.get(guest.personalDataId) ?? [];
        entries.push({
          id: entries.length + 1,
          fromStatus: from,
          toStatus: to,
          cause: query.get('archiveCause') ?? kind ?? null,
          date: query.get('date') ?? '',
          changedAt: '2026-11-21T10:00:00.000Z',
          changedBy: null,
        });
        api.history.set(guest.personalDataId, entries);
        sendJson(response, 200, { data: true });
      };
    }
    const history = /^GET \/api\/care\/api\/v1\/guest\/detail\/(\d+)\/history$/.exec(key);
    if (history) {
      return (_request, response) =>
        sendJson(response, 200, { data: api.history.get(Number(history[1])) ?? [] });
    }
    return original(key);
  };
  return api;
}
