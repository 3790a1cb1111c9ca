import { errorBodySchema, MAX_RECORD_ID } from '@care/api-client/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedCaller,
  callRoute,
  createSessionOpener,
  exampleOf,
  routeKey,
} from '../test-support/route-calls';
import { leafPaths, valueAt, withValueAt, type JsonPath } from '../test-support/json-leaves';
import { installWriteLog } from '../test-support/table-state';
import { createTestWorld, type TestWorld } from '../test-support/test-app';
import { declaresUtf8, holdsUnstorableText } from './input-guard';
import { WRITE_METHODS, type RouteExample, type TableRoute } from './router';

/**
 * Odd input gets 400 E016, never a 500, on every route of the route table: NUL and lone surrogates
 * anywhere, ids beyond the 32-bit columns, non-canonical path ids, bodies in another charset,
 * invisible formatting in names; and "same name" means the same after NFC and case folding.
 */

/** These tests call every write route (or every :id route) several times: time grows with routes. */
const EVERY_ROUTE_TIMEOUT = 180_000;

/** Session rows change on every authenticated call (token rotation), refused or not. */
const BOOKKEEPING = ['sessions'];

let world: TestWorld;
let routes: readonly TableRoute[];
let openSession: ReturnType<typeof createSessionOpener>;
let takeWrites: () => Promise<string[]>;

beforeAll(async () => {
  world = await createTestWorld();
  await world.app.ready();
  routes = world.app.routeTable();
  openSession = createSessionOpener(world);
  takeWrites = await installWriteLog(world.database.handle.db, BOOKKEEPING);
});
afterAll(async () => {
  await world?.close();
});

async function tokenFor(route: TableRoute): Promise<string | null> {
  const caller = allowedCaller(route);
  return !caller || caller === 'anonymous' ? null : openSession(caller);
}

const codeOf = (response: LightMyRequestResponse) =>
  errorBodySchema.safeParse(JSON.parse(response.body || 'null')).data?.errorCode;

interface Case {
  route: TableRoute;
  example: RouteExample;
  what: string;
}

/** Calls every case, expecting 400 E016 and no table changed; answers the problems found. */
async function expectRefused(cases: readonly Case[], status = 400): Promise<string[]> {
  const problems: string[] = [];
  for (const { route, example, what } of cases) {
    const token = await tokenFor(route);
    await takeWrites();
    const response = await callRoute(world.app, route, example, token);
    const changed = await takeWrites();
    if (response.statusCode !== status || codeOf(response) !== 'E016') {
      problems.push(`${routeKey(route)} ${what}: ${response.statusCode} ${response.body}`);
    }
    if (changed.length > 0) problems.push(`${routeKey(route)} ${what} changed ${changed.join()}`);
  }
  return problems;
}

/** Every write route's example with `replace(leaf)` put at each leaf the predicate selects. */
async function bodyCases(
  select: (leaf: unknown, path: JsonPath) => boolean,
  replace: (leaf: unknown) => unknown,
): Promise<Case[]> {
  const cases: Case[] = [];
  for (const route of routes.filter((r) => WRITE_METHODS.includes(r.method))) {
    const base = await exampleOf(route, world);
    if (!base || base.body === undefined) continue;
    for (const path of leafPaths(base.body)) {
      const leaf = valueAt(base.body, path);
      if (!select(leaf, path)) continue;
      // A fresh example per case: some are one-time (a new document, a new link).
      const example = (await exampleOf(route, world)) ?? base;
      const body = withValueAt(example.body, path, replace(valueAt(example.body, path)));
      cases.push({ route, example: { ...example, body }, what: `at ${path.join('.')}` });
    }
  }
  return cases;
}

function routeOf(key: string): TableRoute {
  const route = routes.find((r) => routeKey(r) === key);
  if (!route) throw new Error(`no route ${key}`);
  return route;
}

describe('text no column can store', () => {
  it('is found in keys and values at any depth, and only there', () => {
    expect(holdsUnstorableText({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(holdsUnstorableText({ 'k\u0000': 1 })).toBe(true);
    expect(holdsUnstorableText(['\ud800'])).toBe(true);
    expect(holdsUnstorableText('a\udc00b')).toBe(true);
    expect(holdsUnstorableText({ emoji: '😀 \u00e9 \u202e', n: 5, t: true, z: null })).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(holdsUnstorableText(deep)).toBe(true);
  });

  it(
    'is refused with 400 E016 in every text of every write route’s body, storing nothing',
    async () => {
      const cases = await bodyCases(
        (leaf) => typeof leaf === 'string',
        (leaf) => `${String(leaf)}\u0000`,
      );
      const tried = new Set(cases.map((c) => routeKey(c.route)));
      // Sign-in, documents (name, description), myInfo, translations, personal data, settings...
      expect(tried.size).toBeGreaterThanOrEqual(11);
      expect(await expectRefused(cases)).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );

  it(
    'is refused in a lone surrogate too, in a body key, in the query and in the path',
    async () => {
      const lone = await bodyCases(
        (leaf) => typeof leaf === 'string',
        (leaf) => `${String(leaf)}\ud800`,
      );
      const guests = routeOf('GET /api/care/api/v1/guest/complete-list');
      const translation = routeOf('GET /api/personal/translation/:locale');
      const signIn = routeOf('POST /api/auth/sign-in');
      const signInBody = { username: 'admin', password: 'x', 'x\u0000': 1 };
      expect(
        await expectRefused([
          ...lone,
          { route: signIn, example: { body: signInBody }, what: 'NUL in a key' },
          {
            route: guests,
            example: { path: `${guests.url}?status=A&q=bianchi%00` },
            what: 'q with NUL',
          },
          {
            route: translation,
            example: { path: '/api/personal/translation/e%00n' },
            what: 'path',
          },
        ]),
      ).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );
});

describe('record ids', () => {
  it(
    'of 2^31 and more in a JSON body are refused with 400 E016 on every write route',
    async () => {
      // Ids: `id`, `…Id`, or the items of a `…Dtos` list.
      const isId = (path: JsonPath) =>
        path.some(
          (key, i) =>
            typeof key === 'string' && /(?:^id|Id|Dtos)$/.test(key) && i >= path.length - 2,
        );
      const cases = await bodyCases(
        (leaf, path) => typeof leaf === 'number' && isId(path),
        () => MAX_RECORD_ID + 1,
      );
      const named = ['POST /api/document', 'PUT /api/document/:id', 'POST /api/notifications'];
      const tried = new Set(cases.map((c) => routeKey(c.route)));
      for (const key of [...named, 'POST /api/auth/credential-invitation']) {
        expect(tried).toContain(key);
      }
      // documentTagId is null in the examples: set it explicitly.
      const post = routeOf('POST /api/document');
      const example = (await exampleOf(post, world)) as RouteExample;
      cases.push({
        route: post,
        example: { body: { ...(example.body as object), documentTagId: 2 ** 31 } },
        what: 'at documentTagId',
      });
      expect(await expectRefused(cases)).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );

  it(
    'in a path are canonical decimals only: 0x5, 1e0, +5, 5.0, 05 never reach record 5',
    async () => {
      const cases: Case[] = [];
      for (const route of routes.filter((r) => r.url.includes(':id'))) {
        const example = await exampleOf(route, world);
        const id = /\/(\d+)(?=\/|\?|$)/.exec(example?.path ?? '')?.[1];
        if (!example?.path || !id) continue;
        const n = Number(id);
        for (const spelling of [`0x${n.toString(16)}`, `${n}e0`, `+${n}`, `${n}.0`, `0${n}`]) {
          const path = example.path.replace(`/${id}`, `/${encodeURIComponent(spelling)}`);
          cases.push({ route, example: { ...example, path }, what: spelling });
        }
        const tooBig = example.path.replace(`/${id}`, `/${MAX_RECORD_ID + 1}`);
        cases.push({ route, example: { ...example, path: tooBig }, what: 'id 2^31' });
      }
      expect(new Set(cases.map((c) => routeKey(c.route))).size).toBeGreaterThanOrEqual(15);
      expect(await expectRefused(cases)).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );

  it('in a query are canonical decimals only', async () => {
    const audit = routeOf('GET /api/document/audit');
    const list = routeOf('GET /api/document');
    const cases = ['0x1', '1e0', '+1', '1.0', String(MAX_RECORD_ID + 1)].flatMap((id) => [
      { route: audit, example: { path: `/api/document/audit?before=${id}` }, what: id },
      { route: audit, example: { path: `/api/document/audit?documentId=${id}` }, what: id },
      { route: list, example: { path: `/api/document?atCustomerAccountId=${id}` }, what: id },
    ]);
    expect(await expectRefused(cases)).toEqual([]);
  });
});

describe('the charset of a JSON body', () => {
  it('is UTF-8 or unstated; anything else is refused with 415 E016, not read as UTF-8', async () => {
    expect(declaresUtf8('application/json')).toBe(true);
    expect(declaresUtf8('application/json; charset=UTF-8')).toBe(true);
    expect(declaresUtf8('application/json;charset="utf8"')).toBe(true);
    expect(declaresUtf8('application/json; charset=utf-16')).toBe(false);
    expect(declaresUtf8('application/json; charset=iso-8859-1')).toBe(false);

    const signIn = routeOf('POST /api/auth/sign-in');
    const body = { username: 'admin', password: 'Care-admin-2026!' };
    const cases = ['utf-16', 'UTF-16LE', 'iso-8859-1'].map((charset) => ({
      route: signIn,
      example: { body, contentType: `application/json; charset=${charset}` },
      what: charset,
    }));
    expect(await expectRefused(cases, 415)).toEqual([]);
    const utf16 = await world.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: Buffer.from(JSON.stringify(body), 'utf16le'),
    });
    expect([utf16.statusCode, codeOf(utf16)]).toEqual([415, 'E016']);
  });
});

describe('names people read', () => {
  const invisible = [
    '\u202e',
    '\u202a',
    '\u2066',
    '\u2069',
    '\u200b',
    '\u200d',
    '\ufeff',
    '\u2060',
  ];

  it('refuse bidirectional overrides and zero-width characters: 400 E016', async () => {
    const post = routeOf('POST /api/document');
    const put = routeOf('PUT /api/document/:id');
    const upload = routeOf('POST /api/document/:id/attachment');
    const cases: Case[] = [];
    for (const mark of invisible) {
      for (const route of [post, put, upload]) {
        const example = (await exampleOf(route, world)) as RouteExample;
        const name = route === upload ? `invoice${mark}txt.exe` : `Consent${mark}form`;
        cases.push({
          route,
          example: { ...example, body: { ...(example.body as object), name } },
          what: `U+${(mark.codePointAt(0) ?? 0).toString(16)}`,
        });
      }
    }
    expect(await expectRefused(cases)).toEqual([]);
  });

  it('are the same attachment name after NFC and case folding (409 E019)', async () => {
    const upload = routeOf('POST /api/document/:id/attachment');
    const example = (await exampleOf(upload, world)) as RouteExample;
    const token = await tokenFor(upload);
    const send = (name: string, text: string) =>
      callRoute(
        world.app,
        upload,
        {
          ...example,
          body: { name, size: text.length, data: Buffer.from(text).toString('base64') },
        },
        token,
      );
    expect((await send('sec-test.txt', 'first file\n')).statusCode).toBe(200);
    expect((await send('sec-t\u00e9st.txt', 'second file\n')).statusCode).toBe(200);
    for (const [name, text] of [
      ['SEC-TEST.txt', 'third file\n'],
      ['Sec-Test.TXT', 'fourth file\n'],
      ['sec-te\u0301st.txt', 'fifth file\n'],
      ['SEC-TE\u0301ST.txt', 'sixth file\n'],
    ] as const) {
      const response = await send(name, text);
      expect([name, response.statusCode, codeOf(response)]).toEqual([name, 409, 'E019']);
    }
  });

  it('are stored in NFC', async () => {
    const post = routeOf('POST /api/document');
    const example = (await exampleOf(post, world)) as RouteExample;
    const token = await tokenFor(post);
    const created = await callRoute(
      world.app,
      post,
      { ...example, body: { ...(example.body as object), name: 'Conse\u0301nt' } },
      token,
    );
    const id = (created.json() as { data: number }).data;
    const read = await world.app.inject({
      url: `/api/document/${id}`,
      headers: { authorization: `Bearer ${await tokenFor(post)}` },
    });
    expect((read.json() as { data: { name: string } }).data.name).toBe('Cons\u00e9nt');
  });
});
