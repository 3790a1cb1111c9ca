import { errorBodySchema, outranksOrEquals, ROLES, type Role } from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import {
  accountGroups,
  customerAccounts,
  customerGroups,
  customerRoles,
  personalData,
} from '../db/schema';
import type { RouteExample, TableRoute } from '../http/router';
import {
  createSessionOpener,
  exampleOf,
  routeKey,
  openFullApp,
  type FullApp,
} from '../test-support/route-calls';
import { type TestWorld } from '../test-support/test-app';
import { CALLERS, outcomeText, type Caller } from './matrix';
import {
  MAY_ACT_ON,
  MISSING_ID,
  NOT_A_PERSON,
  TARGET_MATRIX,
  TARGETS,
  targetOutcome,
  type TargetEntry,
  type TargetKind,
} from './matrix-targets';

/** Every person route × every caller × every target: about 1 200 calls. */
const EVERY_CELL_TIMEOUT = 300_000;
/** Body keys that name a person: a route whose example body has one must be classified. */
const PERSON_KEYS = /^(accountId|atCustomerAccountId|customerAccountId|personalDataId)$/;

let full: FullApp;
let world: TestWorld;
let app: FastifyInstance;
let routes: readonly TableRoute[];

beforeAll(async () => {
  full = await openFullApp();
  ({ world, app, routes } = full);
});
afterAll(async () => {
  await full?.close();
});

interface PersonIds {
  accountId: number;
  personalDataId: number;
}

let created = 0;
/**
 * A new account of `role` in `status`, in every group, with an e-mail and credentials but no
 * password yet.
 */
async function freshAccount(role: Role, status: 'A' | 'S'): Promise<PersonIds> {
  const db = world.database.handle.db;
  created += 1;
  const [account] = await db
    .insert(customerAccounts)
    .values({ username: `target-${created}`, status, credentialGenerated: true })
    .returning({ id: customerAccounts.id });
  if (!account) throw new Error('no account inserted');
  await db.insert(customerRoles).values({ accountId: account.id, role });
  // In every group: this matrix is about roles; the groups have their own (matrix-groups).
  const groups = await db.select({ id: customerGroups.id }).from(customerGroups);
  await db
    .insert(accountGroups)
    .values(groups.map((group) => ({ accountId: account.id, groupId: group.id })));
  const [person] = await db
    .insert(personalData)
    .values({
      accountId: account.id,
      name: 'Target',
      surname: `Number ${created}`,
      email: `target-${created}@casaserena.test`,
    })
    .returning({ id: personalData.id });
  if (!person) throw new Error('no personal data inserted');
  return { accountId: account.id, personalDataId: person.id };
}

/** The demo account of `role`, the caller of the matrix. */
async function demoPerson(role: Role): Promise<PersonIds> {
  const username = DEMO_ACCOUNTS.find((account) => account.role === role)?.username ?? '';
  const [row] = await world.database.handle.db
    .select({ accountId: customerAccounts.id, personalDataId: personalData.id })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(eq(customerAccounts.username, username));
  if (!row) throw new Error(`the demo account of ${role} is not seeded`);
  return row;
}

async function targetIds(entry: TargetEntry, caller: Caller, target: TargetKind) {
  if (target === 'missing') return { accountId: MISSING_ID, personalDataId: MISSING_ID };
  if (target === 'self') return demoPerson(caller === 'anonymous' ? 'RA_GUEST' : caller);
  return freshAccount(target, entry.status ?? 'A');
}

/** The route's example, aimed at `ids`: the `:id` of the path (other parameters as in the example) or the body's key. */
function aimed(route: TableRoute, example: RouteExample, entry: TargetEntry, ids: PersonIds) {
  const id = ids[entry.id.kind];
  if ('key' in entry.id) {
    return { url: route.url, body: { ...(example.body as object), [entry.id.key]: id } };
  }
  if ('query' in entry.id) {
    const [path = '', search = ''] = (example.path ?? route.url).split('?');
    const query = new URLSearchParams(search);
    query.set(entry.id.query, String(id));
    return { url: `${path}?${query}`, body: example.body };
  }
  const query = example.path?.includes('?') ? example.path.slice(example.path.indexOf('?')) : '';
  // Other parameters (`:parameter`) keep the example's value.
  const given = (example.path ?? route.url).split('?')[0]?.split('/') ?? [];
  const path = route.url
    .split('/')
    .map((part, i) => (part === ':id' ? String(id) : part.startsWith(':') ? given[i] : part))
    .join('/');
  return { url: path + query, body: example.body };
}

/** Which routes name a person: a path parameter, or a person key in the example body. */
async function namesSomeone(route: TableRoute): Promise<boolean> {
  if (/[:*]/.test(route.url)) return true;
  const body = (await exampleOf(route, world))?.body;
  return (
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).some((key) => PERSON_KEYS.test(key))
  );
}

describe('the authorization matrix by target (caller role × target role × route)', () => {
  it('classifies every route that names a person, and lists no route that does not exist', async () => {
    const unclassified: string[] = [];
    for (const route of routes) {
      const key = routeKey(route);
      if ((await namesSomeone(route)) && !TARGET_MATRIX[key] && !NOT_A_PERSON[key]) {
        unclassified.push(key);
      }
    }
    const registered = new Set(routes.map(routeKey));
    const stale = [...Object.keys(TARGET_MATRIX), ...Object.keys(NOT_A_PERSON)].filter(
      (key) => !registered.has(key as never),
    );
    expect(
      { unclassified, stale },
      'add the route to TARGET_MATRIX or NOT_A_PERSON in src/authz/matrix-targets.ts',
    ).toEqual({ unclassified: [], stale: [] });
  });

  it('spells out the same hierarchy as outranksOrEquals of @care/api-client', () => {
    for (const caller of ROLES) {
      expect(ROLES.filter((target) => outranksOrEquals(caller, target))).toEqual(
        ROLES.filter((target) => MAY_ACT_ON[caller].includes(target)),
      );
    }
  });

  it(
    'gives every caller the outcome the hierarchy says, on every target, on every person route',
    async () => {
      const openSession = createSessionOpener(world);
      const mismatches: string[] = [];
      let calls = 0;
      for (const route of routes) {
        const entry = TARGET_MATRIX[routeKey(route)];
        if (!entry) continue;
        for (const caller of CALLERS) {
          for (const target of TARGETS) {
            const example = (await exampleOf(route, world)) ?? {};
            const call = aimed(route, example, entry, await targetIds(entry, caller, target));
            const token = caller === 'anonymous' ? null : await openSession(caller);
            const response = await app.inject({
              method: route.method,
              url: call.url,
              headers: token ? { authorization: `Bearer ${token}` } : {},
              ...(call.body === undefined ? {} : { payload: call.body as object }),
            });
            calls += 1;
            const expected = targetOutcome(entry, caller, target);
            // A success may be a download (CSV, PDF): only an expected failure is read as JSON.
            const body = expected.errorCode
              ? errorBodySchema.safeParse(JSON.parse(response.body || 'null'))
              : undefined;
            const actual = body?.success
              ? `${response.statusCode} ${body.data.errorCode}`
              : String(response.statusCode);
            if (actual !== outcomeText(expected)) {
              mismatches.push(
                `${routeKey(route)} as ${caller} on ${target}: expected ${outcomeText(expected)}, got ${actual}`,
              );
            }
          }
        }
      }
      expect(mismatches).toEqual([]);
      const personRoutes = routes.filter((route) => TARGET_MATRIX[routeKey(route)]).length;
      expect(personRoutes).toBe(Object.keys(TARGET_MATRIX).length);
      expect(calls).toBe(personRoutes * CALLERS.length * TARGETS.length);
    },
    EVERY_CELL_TIMEOUT,
  );
});
