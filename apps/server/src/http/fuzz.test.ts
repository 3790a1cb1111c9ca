import { errorBodySchema, MAX_RECORD_ID, type Role } from '@care/api-client/schemas';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedCaller,
  createSessionOpener,
  exampleOf,
  routeKey,
} from '../test-support/route-calls';
import { leafPaths, withValueAt } from '../test-support/json-leaves';
import { installWriteLog } from '../test-support/table-state';
import { bearerOf, createTestWorld, type TestWorld } from '../test-support/test-app';
import { WRITE_METHODS, type RouteExample, type TableRoute } from './router';

/**
 * Fuzzing every write route of the route table (a new route is covered the day it is added) with
 * arbitrary JSON, mutated examples, odd path ids and raw text: never a 500, always a catalogue
 * error body, and a refused request stores nothing. One app and one database for every run.
 */

// 5,000 per database: `pnpm test` runs the suite on PGlite and on PostgreSQL, 10,000 in all.
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);

/**
 * What a refused request is meant to leave behind: the sessions (an authenticated call rotates
 * its token, refused or not), the count of failed sign-ins (the throttle counts every wrong
 * password) and the audit log (a refused read of health data is audited).
 */
const BOOKKEEPING = ['sessions', 'sign_in_failures', 'document_audit'];

let world: TestWorld;
let writes: { route: TableRoute; example: RouteExample; leaves: (string | number)[][] }[];
let takeWrites: () => Promise<string[]>;
let openSession: ReturnType<typeof createSessionOpener>;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  world = await createTestWorld();
  await world.app.ready();
  openSession = createSessionOpener(world);
  writes = [];
  for (const route of world.app.routeTable()) {
    if (!WRITE_METHODS.includes(route.method)) continue;
    const example = (await exampleOf(route, world)) ?? {};
    writes.push({ route, example, leaves: leafPaths(example.body) as (string | number)[][] });
  }
  takeWrites = await installWriteLog(world.database.handle.db, BOOKKEEPING);
});
afterAll(async () => {
  await world?.close();
});

/** Where refusals themselves are recorded: failed sign-ins, the documents' audit of denials. */
const REFUSAL_RECORDS = ['sign_in_attempts', 'document_audit'];

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    'inv\u202eoice',
    'zero\u200bwidth',
    '\ufeff',
    ' ',
    '',
    'x'.repeat(2000),
    '0x5',
    '1e0',
  ),
);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(MAX_RECORD_ID, MAX_RECORD_ID + 1, 2 ** 53, -1, 0, 1.5, 1e308, -1e308),
);
const oddValue = fc.oneof(
  oddText,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(oddText, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2, stringUnit: 'binary' }),
);
const oddId = fc.oneof(
  fc.constantFrom('0x5', '1e0', '+5', '5.0', '05', '-1', '0', 'abc', '%00', '%E2%80%AE1'),
  fc.constantFrom(String(MAX_RECORD_ID + 1), '99999999999999999999', '1'),
);

/** One request: which route, what body, what path. */
const requestArbitrary = fc.record({
  index: fc.nat(),
  body: fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('leaf'), at: fc.nat(), value: oddValue }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('key'), key: oddText, value: oddValue }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('json'),
        value: fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw'), text: oddText }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('string'), value: oddText }) },
  ),
  id: fc.option(oddId, { freq: 3 }),
});
type FuzzRequest = typeof requestArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The payload text of a fuzz request, built from the route's example. */
function payloadOf(write: (typeof writes)[number], body: FuzzRequest['body']): string {
  const base = write.example.body ?? {};
  switch (body.kind) {
    case 'leaf': {
      const path = write.leaves[body.at % Math.max(1, write.leaves.length)] ?? [];
      return JSON.stringify(withValueAt(base, path, body.value));
    }
    case 'key':
      return JSON.stringify({ ...(base as object), [body.key]: body.value });
    case 'json':
    case 'string':
      return JSON.stringify(body.value);
    case 'raw':
      return body.text;
  }
}

async function tokenFor(route: TableRoute): Promise<string | null> {
  const caller = allowedCaller(route);
  if (!caller || caller === 'anonymous') return null;
  const token = tokens.get(caller) ?? (await openSession(caller));
  tokens.set(caller, token);
  return token;
}

/** Keeps the rotated token; forgets a revoked one (after a sign-out). */
function rememberToken(route: TableRoute, response: LightMyRequestResponse): void {
  const caller = allowedCaller(route);
  if (!caller || caller === 'anonymous') return;
  const rotated = bearerOf(response);
  if (rotated) tokens.set(caller, rotated);
  if (response.statusCode === 401) tokens.delete(caller);
}

describe('fuzzing every write route', () => {
  it(`answers ${RUNS} odd requests without a 500, and a refused one stores nothing`, async () => {
    expect(writes.length).toBeGreaterThanOrEqual(20);
    await takeWrites();
    const seen = new Map<string, Set<number>>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (request) => {
        const write = writes[request.index % writes.length];
        if (!write) throw new Error('no write routes');
        const { route, example } = write;
        const payload = payloadOf(write, request.body);
        const path = (example.path ?? route.url).replace(
          /\/\d+(?=\/|\?|$)/,
          request.id === null ? '$&' : `/${request.id}`,
        );
        const token = await tokenFor(route);
        const response = await world.app.inject({
          method: route.method,
          url: path,
          headers: {
            'content-type': example.contentType ?? 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          payload,
        });
        rememberToken(route, response);
        const status = response.statusCode;
        const key = routeKey(route);
        seen.set(key, (seen.get(key) ?? new Set()).add(status));
        // Work a request starts after its answer (a mailed link) belongs to that request: settle
        // it now, or it lands among the next request's writes.
        await world.app.backgroundWork();
        const written = await takeWrites();
        expect(status, `${key} ${path} ${payload.slice(0, 300)}`).toBeLessThan(500);
        if (status < 400) return;
        expect(errorBodySchema.safeParse(JSON.parse(response.body)).success).toBe(true);
        const allowed = status === 400 || status === 413 || status === 415 ? [] : REFUSAL_RECORDS;
        const stored = written.filter((table) => !allowed.includes(table));
        expect(stored, `${key} ${status} ${payload.slice(0, 300)}`).toEqual([]);
      }),
      { numRuns: RUNS, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
    );
    // Every write route was reached.
    expect([...seen.keys()].sort()).toEqual(writes.map((w) => routeKey(w.route)).sort());
  }, 600_000);
});
