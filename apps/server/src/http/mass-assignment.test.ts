import { errorBodySchema } from '@care/api-client/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedCaller,
  callRoute,
  createSessionOpener,
  exampleOf,
  routeKey,
  openFullApp,
  type FullApp,
} from '../test-support/route-calls';
import type { Caller } from '../authz/matrix';
import { type TestWorld } from '../test-support/test-app';
import {
  BODY_LIMITS,
  MAX_ATTACHMENT_BYTES,
  MAX_PROFILE_IMAGE_BYTES,
  WRITE_METHODS,
  type RouteExample,
  type TableRoute,
} from './router';

/**
 * Mass assignment and prototype pollution, for EVERY write route of the route table (so a new
 * route is covered the day it is added): its example body plus server-owned fields must change
 * nothing those fields name, and `__proto__` / `constructor.prototype` keys anywhere in the raw
 * JSON are refused and pollute nothing.
 */

const N = 987_654_321;
const TEXT = 'zz-mass-assign-zz';
const DATE = '1999-12-31T23:59:59.000Z';
const MARKER = 'zzMassAssign';

/** Fields only the server may set, with values that must never show up anywhere afterwards. */
const SERVER_OWNED: Record<string, unknown> = {
  id: N,
  personalDataId: N,
  customerAccountId: N,
  accountId: N,
  ownerId: N,
  userId: N,
  groupId: N,
  documentId: N,
  createdBy: N,
  updatedBy: N,
  status: 'S',
  role: 'RA_ADMIN',
  roleIdentifier: 'RA_ADMIN',
  permission: { [MARKER]: { all: true } },
  credentialGenerated: true,
  isAdmin: true,
  admin: true,
  createdAt: DATE,
  updatedAt: DATE,
  insertDate: DATE,
  deletedAt: DATE,
  expiresAt: DATE,
  lastSeenAt: DATE,
  passwordHash: `$argon2id$${TEXT}`,
  tokenHash: TEXT,
  prototype: { [MARKER]: true },
  constructor: { [MARKER]: true },
};

/** Server-owned fields whose sentinel is an ordinary value: checked against the rows they name. */
const VALUE_FIELDS = ['status', 'role', 'credentialGenerated', 'isAdmin', 'admin'] as const;

/** Text that must not appear in any answer or row after a polluted write. */
const NEEDLES = [String(N), TEXT, '1999-12-31', MARKER, 'zzPolluted'];

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server-owned fields a body does not legitimately carry itself. */
function ownedFor(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(SERVER_OWNED).filter(([key]) => !(key in body)));
}

/** `body` with server-owned fields at the top and one level down. */
function withServerOwned(body: unknown): unknown {
  if (body === undefined) return { ...SERVER_OWNED };
  if (Array.isArray(body)) return body.map(withServerOwned);
  if (!isPlainObject(body)) return body;
  const nested = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      isPlainObject(value) ? { ...ownedFor(value), ...value } : value,
    ]),
  );
  return { ...ownedFor(body), ...nested };
}

/**
 * Raw JSON texts smuggling prototype keys (JSON.stringify cannot write an own `__proto__`): at
 * the top, in a new nested object, and inside each object the example already has.
 */
function poisonedBodies(body: unknown): string[] {
  const base = JSON.stringify(body === undefined ? {} : body);
  const asObject = base.startsWith('{') && base !== '{}';
  const add = (entry: string) => (asObject ? `{${entry},${base.slice(1)}` : `{${entry}}`);
  const texts = [
    add('"__proto__":{"zzPolluted":"yes"}'),
    add('"nested":{"deeper":{"__proto__":{"zzPolluted":"yes"}}}'),
    // The same key spelled with JSON escapes.
    add('"\\u005f\\u005fproto\\u005f\\u005f":{"zzPolluted":"yes"}'),
    add('"constructor":{"prototype":{"zzPolluted":"yes"}}'),
    add('"nested":{"constructor":{"prototype":{"zzPolluted":"yes"}}}'),
  ];
  if (isPlainObject(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (!isPlainObject(value)) continue;
      const inner = JSON.stringify(value);
      const poisoned = `{"__proto__":{"zzPolluted":"yes"}${inner === '{}' ? '' : `,${inner.slice(1, -1)}`}}`;
      texts.push(JSON.stringify({ ...body, [key]: '__HERE__' }).replace('"__HERE__"', poisoned));
    }
  }
  if (Array.isArray(body)) {
    texts.push(`[{"__proto__":{"zzPolluted":"yes"}},${base.slice(1)}`);
  }
  return texts;
}

type Snapshot = Map<string, Map<string, Record<string, unknown>>>;

/**
 * These tests call every write route of the app and read every table around each one: their time
 * grows with the routes and the tables (about 15 s on a quiet two-core machine, three times that
 * on a busy one).
 */
const EVERY_ROUTE_TIMEOUT = 480_000;
let full: FullApp;
let world: TestWorld;
let app: FastifyInstance;
let routes: readonly TableRoute[];
let openSession: ReturnType<typeof createSessionOpener>;

beforeAll(async () => {
  full = await openFullApp();
  ({ world, app, routes } = full);
  openSession = createSessionOpener(world);
});
afterAll(async () => {
  await full?.close();
});

/** Every row of every table, by table and by id (or by content for tables without an id). */
async function snapshot(): Promise<Snapshot> {
  const db = world.database.handle.db;
  const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(
    sql.raw(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    ),
  );
  const result: Snapshot = new Map();
  for (const { table_name: table } of tables) {
    const rows = await rowsOf(sql.raw(`select * from "${String(table)}"`));
    result.set(
      String(table),
      new Map(
        rows.map((row) => [row.id === undefined ? JSON.stringify(row) : String(row.id), row]),
      ),
    );
  }
  return result;
}

/** What a write changed that it must not have: sentinels in any row, server-owned values set. */
function forbiddenChanges(before: Snapshot, after: Snapshot, allowed: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [table, rows] of after) {
    for (const [key, row] of rows) {
      const old = before.get(table)?.get(key);
      const text = JSON.stringify(row);
      if (old && JSON.stringify(old) === text) continue;
      for (const needle of NEEDLES) {
        if (text.includes(needle)) problems.push(`${table} row ${key} holds ${needle}`);
      }
      for (const field of VALUE_FIELDS) {
        if (allowed.includes(field)) continue;
        const column = snake(field);
        if (!(column in row)) continue;
        const value = row[column];
        if (value === SERVER_OWNED[field] && (!old || old[column] !== value)) {
          problems.push(`${table} row ${key}: ${column} was set to ${String(value)}`);
        }
      }
    }
  }
  return problems;
}

/** The answers of every readable route, as each of `tokens` (null: anonymous), holding a sentinel. */
async function sentinelsReadBack(tokens: ReadonlySet<string | null>): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    if (route.method !== 'GET') continue;
    const example = await exampleOf(route, world);
    if (/[:*]/.test(route.url) && !example?.path) continue;
    for (const caller of tokens) {
      const response = await callRoute(app, route, example, caller);
      for (const needle of NEEDLES) {
        if (response.body.includes(needle)) found.push(`${routeKey(route)} answers ${needle}`);
      }
    }
  }
  return found;
}

async function tokenFor(route: TableRoute): Promise<string | null> {
  const caller = allowedCaller(route);
  if (!caller) throw new Error(`${routeKey(route)}: the matrix lets nobody call it`);
  return caller === 'anonymous' ? null : openSession(caller);
}

const prototypeNames = () => ({
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  fn: Object.getOwnPropertyNames(Function.prototype).sort(),
});

describe('mass assignment and prototype pollution, on every write route', () => {
  const pristine = prototypeNames();

  it('finds the write routes in the route table, each with a valid example', async () => {
    const writes = routes.filter((route) => WRITE_METHODS.includes(route.method));
    expect(writes.length).toBeGreaterThanOrEqual(5);
    const missing: string[] = [];
    for (const route of writes) {
      if (!(await exampleOf(route, world))) missing.push(routeKey(route));
    }
    expect(missing, 'add `example` (a valid call) beside these routes').toEqual([]);
  });

  it(
    'strips server-owned fields: nothing they name is stored, answered or read back',
    async () => {
      const problems: string[] = [];
      const writers = new Set<Caller>();
      for (const route of routes.filter((r) => WRITE_METHODS.includes(r.method))) {
        const example = (await exampleOf(route, world)) as RouteExample;
        const token = await tokenFor(route);
        writers.add(allowedCaller(route) ?? 'anonymous');
        const clean = await callRoute(app, route, example, await tokenFor(route));
        const before = await snapshot();
        const polluted = { ...example, body: withServerOwned(example.body) };
        const response = await callRoute(app, route, polluted, token);
        const after = await snapshot();

        // Stripped (the clean call's status), or refused as incorrect data: never more than that.
        const refused =
          response.statusCode === 400 &&
          errorBodySchema.safeParse(response.json()).data?.errorCode === 'E016';
        if (response.statusCode !== clean.statusCode && !refused) {
          problems.push(`${routeKey(route)}: ${response.statusCode} (clean: ${clean.statusCode})`);
        }
        for (const needle of NEEDLES) {
          if (response.body.includes(needle))
            problems.push(`${routeKey(route)} answered ${needle}`);
        }
        problems.push(
          ...forbiddenChanges(before, after, example.changes ?? []).map(
            (p) => `${routeKey(route)}: ${p}`,
          ),
        );
      }
      // What was stored is checked after each write (the rows); what is answered from anywhere
      // else too, once all are written, as every caller that wrote and anonymously. (After each
      // write it took 70 % of the file's time for nothing the rows had not shown.)
      const readers = new Set(
        await Promise.all(
          [...writers].map((caller) => (caller === 'anonymous' ? null : openSession(caller))),
        ),
      );
      problems.push(
        ...(await sentinelsReadBack(readers.add(null))).map((p) => `after the writes: ${p}`),
      );
      expect(problems).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );

  it(
    'refuses __proto__ and constructor.prototype keys anywhere in the JSON: 400 E016, nothing stored',
    async () => {
      const problems: string[] = [];
      // Every poisoned call is refused, so no row may change at all in the whole run: the tables
      // are compared once, after every example was prepared and after the last call.
      const calls: [TableRoute, RouteExample][] = [];
      for (const route of routes.filter((r) => WRITE_METHODS.includes(r.method))) {
        calls.push([route, (await exampleOf(route, world)) as RouteExample]);
      }
      const before = await snapshot();
      for (const [route, example] of calls) {
        for (const rawBody of poisonedBodies(example.body)) {
          const response = await callRoute(app, route, example, await tokenFor(route), { rawBody });
          const body = errorBodySchema.safeParse(JSON.parse(response.body || 'null'));
          if (response.statusCode !== 400 || body.data?.errorCode !== 'E016') {
            problems.push(`${routeKey(route)} took ${rawBody}: ${response.statusCode}`);
          }
        }
      }
      problems.push(...forbiddenChanges(before, await snapshot(), []));
      expect(problems).toEqual([]);
      expect(prototypeNames()).toEqual(pristine);
    },
    EVERY_ROUTE_TIMEOUT,
  );

  it('leaves the prototypes of this process (where the server runs) unchanged', () => {
    expect(prototypeNames()).toEqual(pristine);
    expect(({} as Record<string, unknown>).zzPolluted).toBeUndefined();
    expect(({} as Record<string, unknown>)[MARKER]).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('zzPolluted');
  });

  it('builds the poisoned texts it claims to (a check of the test itself)', () => {
    const texts = poisonedBodies({ a: 1, inner: { b: 2 } });
    expect(texts).toContain('{"__proto__":{"zzPolluted":"yes"},"a":1,"inner":{"b":2}}');
    expect(texts).toContain('{"a":1,"inner":{"__proto__":{"zzPolluted":"yes"},"b":2}}');
    expect(poisonedBodies(undefined)[0]).toBe('{"__proto__":{"zzPolluted":"yes"}}');
    // Parsed by a naive parser these would pollute: the server's must refuse them.
    expect(Object.keys(JSON.parse(texts[0] ?? '{}') as object)).toContain('__proto__');
    expect(withServerOwned({ id: 'mine', x: { y: 1 } })).toMatchObject({
      id: 'mine',
      status: 'S',
      x: { y: 1, id: N },
    });
  });
});

describe('request body limits, on every write route', () => {
  it('are the small default unless a route declares one of BODY_LIMITS', () => {
    expect(app.initialConfig.bodyLimit).toBe(BODY_LIMITS.default);
    const oversized = routes
      .filter((route) => WRITE_METHODS.includes(route.method))
      .filter(
        (r) =>
          r.bodyLimit > BODY_LIMITS.default &&
          !(Object.values(BODY_LIMITS) as number[]).includes(r.bodyLimit),
      )
      .map((r) => `${routeKey(r)}: ${r.bodyLimit}`);
    expect(oversized).toEqual([]);
  });

  it('refuse one byte more than the limit with 413 E015, before authentication or parsing', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => WRITE_METHODS.includes(r.method))) {
      const example = await exampleOf(route, world);
      const rawBody = `{"pad":"${'x'.repeat(route.bodyLimit - 9)}"}`;
      expect(rawBody.length).toBe(route.bodyLimit + 1);
      const response = await callRoute(app, route, example, null, { rawBody });
      const code = errorBodySchema.safeParse(JSON.parse(response.body || 'null')).data?.errorCode;
      if (response.statusCode !== 413 || code !== 'E015') {
        problems.push(`${routeKey(route)}: ${response.statusCode} ${code ?? ''}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leave room for the largest profile photo, base64 in JSON', () => {
    const largest = JSON.stringify({
      profileImageData: Buffer.alloc(MAX_PROFILE_IMAGE_BYTES).toString('base64'),
      profileImageName: 'n'.repeat(255),
    });
    expect(largest.length).toBeLessThanOrEqual(BODY_LIMITS.profileImage);
  });

  it('leave room for the largest attachment, base64 in JSON', () => {
    const largest = JSON.stringify({
      name: 'n'.repeat(255),
      size: MAX_ATTACHMENT_BYTES,
      data: Buffer.alloc(MAX_ATTACHMENT_BYTES).toString('base64'),
    });
    expect(largest.length).toBeLessThanOrEqual(BODY_LIMITS.attachment);
    expect(BODY_LIMITS.attachment).toBeLessThan(14 * 1024 * 1024);
  });
});
