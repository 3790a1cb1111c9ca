import { errorBodySchema, type Role } from '@care/api-client/schemas';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_GRACE_MS } from '../app';
import { createSessionStore } from '../auth/sessions';
import { DEMO_ACCOUNTS, DEMO_GROUPS } from '../db/demo-accounts';
import {
  accountGroups,
  customerAccounts,
  customerGroups,
  customerRoles,
  personalData,
} from '../db/schema';
import type { TableRoute } from '../http/router';
import {
  callRoute,
  exampleOf,
  routeKey,
  openFullApp,
  type FullApp,
} from '../test-support/route-calls';
import { type TestWorld } from '../test-support/test-app';
import { outcomeText, type RouteKey } from './matrix';
import {
  GROUP_SCOPE_CALLERS,
  GROUP_SCOPE_MATRIX,
  GUEST_ROUTE_TAGS,
  groupScopeOutcome,
  renderGroupScopeMatrix,
  type GuestGroup,
} from './matrix-groups';

/** Every guest route, as every staff role, in two groups: the time grows with the routes. */
const EVERY_ROUTE_TIMEOUT = 180_000;
let full: FullApp;
let world: TestWorld;
let app: FastifyInstance;
let routes: readonly TableRoute[];
/** Piano 1 and Piano 2: the callers' own group and the other one. */
let groups: Record<GuestGroup, number>;

/**
 * One staff account per role, in Piano 1 only (the demo accounts of some roles have both), with
 * the permission map of the role's demo account.
 */
async function createCallers(): Promise<Map<Role, number>> {
  const db = world.database.handle.db;
  const ids = new Map<Role, number>();
  for (const role of GROUP_SCOPE_CALLERS) {
    const [account] = await db
      .insert(customerAccounts)
      .values({ username: `scope.${role.toLowerCase()}`, status: 'A' })
      .returning({ id: customerAccounts.id });
    if (!account) throw new Error('no account');
    await db.insert(personalData).values({ accountId: account.id, name: 'Scope', surname: role });
    // The demo account's permission map: the flags (`diary.manager`…) as the matrix's callers.
    const permission = DEMO_ACCOUNTS.find((demo) => demo.role === role)?.permission ?? null;
    await db.insert(customerRoles).values({ accountId: account.id, role, permission });
    await db.insert(accountGroups).values({ accountId: account.id, groupId: groups.own });
    ids.set(role, account.id);
  }
  return ids;
}

/** The contract's routes tagged as touching guests, as matrix keys (`{id}` → `:id`). */
async function taggedGuestRoutes(): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
  const paths = (JSON.parse(response.body) as { paths: Record<string, Record<string, unknown>> })
    .paths;
  const keys: string[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tags = (operation as { tags?: string[] }).tags ?? [];
      if (tags.some((tag) => GUEST_ROUTE_TAGS.includes(tag))) {
        keys.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
  }
  return keys.sort();
}

beforeAll(async () => {
  full = await openFullApp();
  ({ world, app, routes } = full);
  const rows = await world.database.handle.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(inArray(customerGroups.name, [...DEMO_GROUPS]))
    .orderBy(asc(customerGroups.id));
  groups = { own: rows[0]?.id ?? 0, other: rows[1]?.id ?? 0 };
});
afterAll(async () => {
  await full?.close();
});

describe('the group scope of the guest routes', () => {
  it('has an entry for every route tagged guests, people or documents, and none without a route', async () => {
    const tagged = await taggedGuestRoutes();
    const registered = routes.map(routeKey);
    const listed = Object.keys(GROUP_SCOPE_MATRIX).sort();
    expect(
      {
        withoutEntry: tagged.filter((key) => !listed.includes(key)),
        withoutRoute: listed.filter((key) => !registered.includes(key as RouteKey)),
      },
      'add the guest route to src/authz/matrix-groups.ts (or remove the stale entry)',
    ).toEqual({ withoutEntry: [], withoutRoute: [] });
    expect(tagged.length).toBeGreaterThanOrEqual(25);
  });

  it(
    'gives staff of one group the matrix outcome on guests of their group and of the other group',
    async () => {
      const callers = await createCallers();
      const sessions = createSessionStore(
        world.database.handle.db,
        { idleMs: 30 * 60_000, rememberMeIdleMs: 30 * 60_000, graceMs: TOKEN_GRACE_MS },
        world.clock,
      );
      const scoped = routes.filter(
        (route) => GROUP_SCOPE_MATRIX[routeKey(route)]?.scope === 'record',
      );
      const mismatches: string[] = [];
      let calls = 0;
      let refusedByGroup = 0;
      for (const route of scoped) {
        for (const caller of GROUP_SCOPE_CALLERS) {
          for (const group of ['own', 'other'] as const) {
            const expected = groupScopeOutcome(routeKey(route), caller, group);
            const example = await exampleOf(route, world, groups[group]);
            const { token } = await sessions.create(callers.get(caller) ?? 0, false);
            const response = await callRoute(app, route, example, token);
            calls += 1;
            let actual = String(response.statusCode);
            if (expected.errorCode) {
              const body = errorBodySchema.safeParse(JSON.parse(response.body || 'null'));
              actual = body.success ? `${response.statusCode} ${body.data.errorCode}` : actual;
            }
            if (group === 'other' && expected.status === 403 && actual === '403 E013') {
              refusedByGroup +=
                groupScopeOutcome(routeKey(route), caller, 'own').status < 400 ? 1 : 0;
            }
            if (actual !== outcomeText(expected)) {
              mismatches.push(
                `${routeKey(route)} as ${caller} on a guest of the ${group} group: expected ${outcomeText(expected)}, got ${actual}`,
              );
            }
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(calls).toBe(scoped.length * GROUP_SCOPE_CALLERS.length * 2);
      // The scope refuses something on every scoped route, not only where the role does anyway.
      expect(refusedByGroup).toBeGreaterThanOrEqual(scoped.length);
    },
    EVERY_ROUTE_TIMEOUT,
  );

  it('renders a row per scoped route and group, with a column per staff role', () => {
    const table = renderGroupScopeMatrix();
    expect(table.split('\n')[0]).toBe(
      '| Route | Guest of | ADMIN | OSS | DOCTOR | SECRETARY | NURSE | GUEST_ASSISTANCE | Note |',
    );
    expect(table).toContain(
      '| `GET /api/care/api/v1/guest/detail/:id/history` | other group | 200 | 403 E013 | 403 E013 | 403 E013 | 403 E013 | 403 E013 |',
    );
  });
});
