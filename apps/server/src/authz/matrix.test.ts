import { errorBodySchema } from '@care/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableRoute } from '../http/router';
import {
  callRoute,
  createSessionOpener,
  exampleOf,
  firstGroupOf,
  missingExample,
  routeKey,
  openFullApp,
  type FullApp,
} from '../test-support/route-calls';
import { type TestWorld } from '../test-support/test-app';
import {
  AUTHZ_MATRIX,
  CALLERS,
  everyone,
  onlyRoles,
  outcomeText,
  renderAuthzMatrix,
  signedIn,
  type Caller,
} from './matrix';

/** These tests call every route of the app (as every caller): their time grows with the routes. */
const EVERY_ROUTE_TIMEOUT = 180_000;
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

describe('the authorization matrix', () => {
  it('has an entry for every route of the app, and no entry for a route that does not exist', () => {
    const registered = routes.map(routeKey).sort();
    const listed = Object.keys(AUTHZ_MATRIX).sort();
    const withoutEntry = registered.filter((key) => !listed.includes(key));
    const withoutRoute = listed.filter((key) => !registered.includes(key as never));
    expect(
      { withoutEntry, withoutRoute },
      'add the route to src/authz/matrix.ts (or remove the stale entry)',
    ).toEqual({ withoutEntry: [], withoutRoute: [] });
    expect(registered.length).toBeGreaterThanOrEqual(20);
  });

  it('can call every route: write routes and routes with parameters have an example', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const problem = missingExample(route, await exampleOf(route, world));
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it(
    'gives every caller the outcome the matrix says, on every route',
    async () => {
      const openSession = createSessionOpener(world);
      const mismatches: string[] = [];
      let calls = 0;
      for (const route of routes) {
        const entry = AUTHZ_MATRIX[routeKey(route)];
        if (!entry || missingExample(route, await exampleOf(route, world))) continue; // reported above
        for (const caller of CALLERS) {
          const expected = entry.outcomes[caller];
          // Anew for every call: a one-time example (a reset link) is spent by the call before.
          // A guest of the caller's own group (the group scope is matrix-groups.test.ts's).
          const example = await exampleOf(route, world, await firstGroupOf(world, caller));
          // A new session for every call: sign-out revokes it, every call rotates it.
          const token = caller === 'anonymous' ? null : await openSession(caller);
          const response = await callRoute(app, route, example, token);
          calls += 1;
          let actual = String(response.statusCode);
          if (expected.errorCode) {
            const body = errorBodySchema.safeParse(JSON.parse(response.body || 'null'));
            actual = body.success ? `${response.statusCode} ${body.data.errorCode}` : actual;
          }
          if (actual !== outcomeText(expected)) {
            mismatches.push(
              `${routeKey(route)} as ${caller}: expected ${outcomeText(expected)}, got ${actual}`,
            );
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(calls).toBe(routes.length * CALLERS.length);
    },
    EVERY_ROUTE_TIMEOUT,
  );

  it('turns a forged or expired token into 401 E005 on every guarded route, never a success', async () => {
    const guarded = routes.filter(
      (route) => AUTHZ_MATRIX[routeKey(route)]?.outcomes.anonymous.errorCode === 'E005',
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const example = await exampleOf(route, world);
      const forged = await callRoute(app, route, example, 'A'.repeat(43));
      expect({ route: routeKey(route), status: forged.statusCode }).toEqual({
        route: routeKey(route),
        status: 401,
      });
    }
  });
});

describe('the matrix helpers and its rendering', () => {
  it('spell out every caller', () => {
    expect(Object.keys(everyone())).toEqual([...CALLERS]);
    expect(signedIn().anonymous).toEqual({ status: 401, errorCode: 'E005' });
    const adminOnly = onlyRoles(['RA_ADMIN']);
    expect(adminOnly.RA_ADMIN).toEqual({ status: 200 });
    expect(adminOnly.RA_GUEST).toEqual({ status: 403, errorCode: 'E013' });
  });

  it('renders a Markdown table with a row per route and a column per caller', () => {
    const table = renderAuthzMatrix();
    const lines = table.split('\n');
    expect(lines).toHaveLength(Object.keys(AUTHZ_MATRIX).length + 2);
    expect(lines[0]).toBe(
      '| Route | anonymous | ADMIN | OSS | DOCTOR | SECRETARY | NURSE | GUEST_ASSISTANCE | GUEST | Note |',
    );
    expect(table).toContain(
      '| `GET /api/personal/myInfo` | 401 E005 | 200 | 200 | 200 | 200 | 200 | 200 | 200 |',
    );
    const callers: Caller[] = [...CALLERS];
    expect(callers).toHaveLength(8);
  });
});
