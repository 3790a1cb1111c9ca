import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { diaryCreateSchema, diaryListQuerySchema } from '../schemas/diary-requests';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

let server: TestServer;
let api: FullCareClient;
serveTestClient('diary_tests_token_0123', (started) => ({ server, api } = started));

const BASE = '/api/care/api/v1/diary';

const entry = {
  id: 7,
  personalDataId: 40,
  occurredAt: '2026-03-31T08:00:00.000Z',
  recordedAt: '2026-03-31T08:05:00.000Z',
  author: { accountId: 5, name: 'Chiara Colombo', role: 'RA_NURSE' },
  categories: ['health'],
  text: 'Slept well, ate breakfast.',
  significance: 'routine',
  handover: false,
  status: 'active',
  version: 1,
  read: true,
  acknowledgement: null,
  acknowledgesEntryId: null,
  fall: null,
  attachments: [],
  origin: null,
};

describe('create', () => {
  it('POSTs the entry to the guest’s diary and reads the new entry', async () => {
    server.reset(routes({ [`POST ${BASE}/guest/40/entries`]: [200, { data: entry }] }));

    const body = { categories: ['health'], text: 'Slept well, ate breakfast.' };
    await expect(api.diary.create(40, body)).resolves.toEqual(entry);

    expect(server.hits[0]).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
  });

  it('refuses a body the contract refuses before sending: empty categories, 4 001 characters', async () => {
    server.reset(routes({}));
    await expect(api.diary.create(40, { categories: [], text: 'x' })).rejects.toThrow(TypeError);
    await expect(
      api.diary.create(40, { categories: ['health'], text: 'x'.repeat(4001) }),
    ).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(0);
  });

  it('passes the server’s refusal on', async () => {
    server.reset(routes({ [`POST ${BASE}/guest/40/entries`]: [400, { errorCode: 'E016' }] }));
    await expect(
      api.diary.create(40, {
        categories: ['health'],
        text: 'x',
        occurredAt: '2020-01-01T00:00:00Z',
      }),
    ).rejects.toMatchObject({ code: 'E016', status: 400 });
  });
});

describe('list', () => {
  it('GETs a page with the filters, leaving blanks out', async () => {
    const page = { items: [entry], total: 41, page: 2, pageSize: 20 };
    server.reset(routes({ [`GET ${BASE}/guest/40/entries`]: [200, { data: page }] }));

    await expect(
      api.diary.list(40, { categories: 'health,sleep', unread: 'true', q: '  ', page: 2 }),
    ).resolves.toEqual(page);

    expect(server.hits[0]?.url).toBe(
      `${BASE}/guest/40/entries?categories=health%2Csleep&unread=true&page=2`,
    );
  });

  it('refuses an unknown significance before sending', async () => {
    server.reset(routes({}));
    await expect(api.diary.list(40, { significance: 'urgent' })).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(0);
  });
});

describe('one entry and its changes', () => {
  const detail = {
    ...entry,
    status: 'amended',
    version: 2,
    history: [
      {
        version: 1,
        text: 'Slept badly.',
        categories: ['sleep'],
        significance: 'routine',
        fall: null,
        origin: null,
        kind: 'amendment',
        reason: 'Wrong guest’s night',
        changedAt: '2026-03-31T10:00:00.000Z',
        changedBy: { accountId: 1, name: 'Giulia Bianchi' },
      },
    ],
  };

  it('GETs the entry with its history, and PUTs an amendment', async () => {
    server.reset(
      routes({
        [`GET ${BASE}/entry/7`]: [200, { data: detail }],
        [`PUT ${BASE}/entry/7/amend`]: [200, { data: detail }],
      }),
    );

    await expect(api.diary.entry(7)).resolves.toEqual(detail);
    await api.diary.amend(7, { text: 'Slept well.', reason: 'Wrong guest’s night' });

    expect(server.hits.map((hit) => `${hit.method} ${hit.url}`)).toEqual([
      `GET ${BASE}/entry/7`,
      `PUT ${BASE}/entry/7/amend`,
    ]);
  });

  it('refuses a correction with nothing to change and an amendment without a reason', async () => {
    server.reset(routes({}));
    await expect(api.diary.correct(7, {})).rejects.toThrow(TypeError);
    await expect(api.diary.amend(7, { text: 'x', reason: ' ' })).rejects.toThrow(TypeError);
    await expect(api.diary.enteredInError(7, { reason: '' })).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(0);
  });

  it('refuses an answer that breaks the contract (FEE002)', async () => {
    server.reset(routes({ [`GET ${BASE}/entry/7`]: [200, { data: { ...detail, history: 1 } }] }));
    await expect(api.diary.entry(7)).rejects.toMatchObject({ code: 'FEE002' });
  });
});

describe('read state, categories and critical events', () => {
  it('marks read, counts unread, lists categories and critical events', async () => {
    const critical = {
      ...entry,
      significance: 'critical',
      guest: { name: 'Maria', surname: 'Rossi' },
    };
    server.reset(
      routes({
        [`POST ${BASE}/read`]: [200, { data: { marked: 2 } }],
        [`GET ${BASE}/unread-count`]: [200, { data: { unread: 5 } }],
        [`GET ${BASE}/categories`]: [
          200,
          {
            data: [{ id: 'health', termKey: 'diary.category.health', labels: null, active: true }],
          },
        ],
        [`GET ${BASE}/dashboard/critical-event`]: [200, { data: { items: [critical], total: 1 } }],
      }),
    );

    await expect(api.diary.markRead({ ids: [7, 8] })).resolves.toBe(2);
    await expect(api.diary.unreadCount()).resolves.toBe(5);
    await expect(api.diary.categories()).resolves.toHaveLength(1);
    await expect(api.diary.criticalEvents({ groupId: 2 })).resolves.toEqual({
      items: [critical],
      total: 1,
    });
    expect(server.hits.at(-1)?.url).toBe(`${BASE}/dashboard/critical-event?groupId=2`);
  });

  it('reads a guest’s significant events; an entry without a fall record, files or origin reads so', async () => {
    const { fall: _none, attachments: _files, origin: _origin, ...older } = entry;
    server.reset(
      routes({
        [`GET ${BASE}/dashboard/significant-events/40`]: [
          200,
          { data: { items: [older], total: 3 } },
        ],
      }),
    );
    await expect(api.diary.significantEvents(40)).resolves.toEqual({
      items: [entry],
      total: 3,
    });
  });

  it('acknowledges a critical entry with the note of the action taken', async () => {
    server.reset(routes({ [`POST ${BASE}/entry/7/acknowledge`]: [200, { data: entry }] }));
    await api.diary.acknowledge(7, { note: 'Called the doctor' });
    expect(server.hits[0]?.body).toBe('{"note":"Called the doctor"}');
    await expect(api.diary.acknowledge(7, { note: 'x'.repeat(1001) })).rejects.toThrow(TypeError);
  });
});

describe('addCategory', () => {
  it('POSTs the new category and reads every category back; refuses a bad id before sending', async () => {
    const labels = { it: 'Dentista', en: 'Dentist', de: 'Zahnarzt', es: 'Dentista' };
    const list = [{ id: 'dental', termKey: null, labels, active: true }];
    server.reset(routes({ [`POST ${BASE}/categories`]: [200, { data: list }] }));
    await expect(api.diary.addCategory({ id: 'dental', labels })).resolves.toEqual(list);
    await expect(api.diary.addCategory({ id: 'Dental care', labels })).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(1);
  });
});

describe('changeCategory', () => {
  it('PUTs the change to the category and reads every category back; refuses an empty change', async () => {
    const list = [{ id: 'sleep', termKey: 'diary.category.sleep', labels: null, active: false }];
    server.reset(routes({ [`PUT ${BASE}/categories/sleep`]: [200, { data: list }] }));
    await expect(api.diary.changeCategory('sleep', { active: false })).resolves.toEqual(list);
    expect(server.hits[0]).toMatchObject({ method: 'PUT', body: '{"active":false}' });
    await expect(api.diary.changeCategory('sleep', {})).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(1);
  });
});

describe('facility', () => {
  it('GETs the overview of a group, quiet guests only', async () => {
    const page = {
      items: [
        {
          personalDataId: 40,
          name: 'Maria',
          surname: 'Rossi',
          room: '104',
          lastEntryAt: null,
          quiet: true,
        },
      ],
      total: 1,
      page: 0,
      pageSize: 20,
    };
    server.reset(routes({ [`GET ${BASE}/facility`]: [200, { data: page }] }));
    await expect(api.diary.facility({ groupId: 2, quiet: 'true' })).resolves.toEqual(page);
    expect(server.hits[0]?.url).toBe(`${BASE}/facility?page=0&groupId=2&quiet=true`);
  });

  it('GETs the entries of a group with the diary’s filters, each with its guest', async () => {
    const page = {
      items: [{ ...entry, guest: { name: 'Maria', surname: 'Rossi' } }],
      total: 1,
      page: 1,
      pageSize: 20,
    };
    server.reset(routes({ [`GET ${BASE}/facility/entries`]: [200, { data: page }] }));
    const query = { groupId: 2, significance: 'critical,significant', q: ' fall ', page: 1 };
    await expect(api.diary.facilityEntries(query)).resolves.toEqual(page);
    const url = new URL(server.hits[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      groupId: '2',
      significance: 'critical,significant',
      q: 'fall',
      page: '1',
    });
  });

  it('refuses a malformed filter before sending', async () => {
    server.reset(routes({}));
    await expect(api.diary.facilityEntries({ significance: 'urgent' })).rejects.toThrow(TypeError);
    expect(server.hits).toHaveLength(0);
  });
});

describe('the schemas', () => {
  it('are strict: an unknown key is refused, not dropped', () => {
    const result = diaryCreateSchema.safeParse({ categories: ['health'], text: 'x', status: 'S' });
    expect(result.success).toBe(false);
  });

  it('trim the text and default the significance and handover', () => {
    expect(diaryCreateSchema.parse({ categories: ['sleep'], text: '  ok  ' })).toEqual({
      categories: ['sleep'],
      text: 'ok',
      significance: 'routine',
      handover: false,
    });
  });

  it('split the comma lists of the list query', () => {
    expect(diaryListQuerySchema.parse({ categories: 'health,sleep', page: '1' })).toMatchObject({
      categories: ['health', 'sleep'],
      page: 1,
    });
  });
});
