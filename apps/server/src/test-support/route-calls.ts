import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@care/api-client/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TOKEN_GRACE_MS } from '../app';
import { AUTHZ_MATRIX, CALLERS, type Caller, type RouteKey } from '../authz/matrix';
import { createSessionStore } from '../auth/sessions';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { accountGroups, customerAccounts } from '../db/schema';
import { WRITE_METHODS, type RouteExample, type TableRoute } from '../http/router';
import { createTestWorld, type TestWorld } from './test-app';

/** The key of a route in the authorization matrix. */
export function routeKey(route: Pick<TableRoute, 'method' | 'url'>): RouteKey {
  return `${route.method} ${route.url}` as RouteKey;
}

/**
 * A tiny built web app (index.html, a hashed asset, a favicon) in a temp folder, so the static
 * routes exist in the route table. `remove` deletes it.
 */
export async function createWebDist(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'care-web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Care</title>' +
      '<script type="module" src="/assets/index-B1x2y3z4.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(join(dir, 'assets', 'index-B1x2y3z4.js'), 'console.log("care")');
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * An app with every route the code can register: the web app built, fault hooks on, CSP reports
 * listed. The generic tests (authorization matrix, mass assignment, body limits) run on it.
 */
export async function buildFullApp(world: TestWorld, webDist: string): Promise<FastifyInstance> {
  return world.build({ webDist, faultsEnabled: true, cspReportsExposed: true });
}

/** A test world with the full app built on it (`openFullApp`). */
export interface FullApp {
  world: TestWorld;
  app: FastifyInstance;
  routes: readonly TableRoute[];
  /** Closes the world and removes the web app's temp folder. */
  close(): Promise<void>;
}

/** A new test world with the full app (every route registered) built, ready, on it. */
export async function openFullApp(): Promise<FullApp> {
  const world = await createTestWorld();
  const dist = await createWebDist();
  const app = await buildFullApp(world, dist.dir);
  await app.ready();
  return {
    world,
    app,
    routes: app.routeTable(),
    async close() {
      await world.close();
      await dist.remove();
    },
  };
}

/** Opens sessions for the demo accounts without a sign-in (no argon2): one new token per call. */
export function createSessionOpener(world: TestWorld) {
  const sessions = createSessionStore(
    world.database.handle.db,
    { idleMs: 30 * 60_000, rememberMeIdleMs: 30 * 60_000, graceMs: TOKEN_GRACE_MS },
    world.clock,
  );
  const ids = new Map<Role, number>();
  return async (role: Role): Promise<string> => {
    let id = ids.get(role);
    if (id === undefined) {
      const account = DEMO_ACCOUNTS.find((a) => a.role === role);
      if (!account) throw new Error(`no demo account has the role ${role}`);
      const [row] = await world.database.handle.db
        .select({ id: customerAccounts.id })
        .from(customerAccounts)
        .where(eq(customerAccounts.username, account.username));
      if (!row) throw new Error(`the demo account ${account.username} is not seeded`);
      id = row.id;
      ids.set(role, id);
    }
    return (await sessions.create(id, false)).token;
  };
}

/**
 * The example call of a route: its own (`example` beside the route), else the matrix entry's
 * (routes registered by plugins). Undefined when there is none.
 */
export async function exampleOf(
  route: TableRoute,
  world: TestWorld,
  groupId?: number,
): Promise<RouteExample | undefined> {
  const source = route.example ?? AUTHZ_MATRIX[routeKey(route)]?.example;
  if (typeof source === 'function') {
    return source({ db: world.database.handle.db, ...(groupId === undefined ? {} : { groupId }) });
  }
  return source;
}

/** The first group (by id) of the demo account of `caller`: its own group in the examples. */
export async function firstGroupOf(world: TestWorld, caller: Caller): Promise<number | undefined> {
  if (caller === 'anonymous') return undefined;
  const account = DEMO_ACCOUNTS.find((a) => a.role === caller);
  const [row] = await world.database.handle.db
    .select({ groupId: accountGroups.groupId })
    .from(accountGroups)
    .innerJoin(customerAccounts, eq(customerAccounts.id, accountGroups.accountId))
    .where(eq(customerAccounts.username, account?.username ?? ''))
    .orderBy(asc(accountGroups.groupId))
    .limit(1);
  return row?.groupId;
}

/** Why a route cannot be called generically, or null when it can. */
export function missingExample(
  route: TableRoute,
  example: RouteExample | undefined,
): string | null {
  if (WRITE_METHODS.includes(route.method) && !example) {
    return `${routeKey(route)} changes something and has no example: add \`example\` beside the route`;
  }
  if (/[:*]/.test(route.url) && !example?.path) {
    return `${routeKey(route)} has parameters and its example has no concrete \`path\``;
  }
  return null;
}

/** What to send instead of the example's own body (raw JSON text, to smuggle `__proto__`). */
export interface CallOverrides {
  rawBody?: string;
}

/** Calls `route` as in its example, with `token` when given. */
export function callRoute(
  app: FastifyInstance,
  route: TableRoute,
  example: RouteExample | undefined,
  token: string | null,
  overrides: CallOverrides = {},
): Promise<LightMyRequestResponse> {
  const payload =
    overrides.rawBody ?? (example?.body === undefined ? undefined : JSON.stringify(example.body));
  return app.inject({
    method: route.method,
    url: example?.path ?? route.url,
    headers: {
      ...example?.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined
        ? {}
        : { 'content-type': example?.contentType ?? 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The first caller the matrix lets through (2xx) on `route`: who the generic tests call as. */
export function allowedCaller(route: TableRoute): Caller | undefined {
  const entry = AUTHZ_MATRIX[routeKey(route)];
  return CALLERS.find((caller) => {
    const status = entry?.outcomes[caller].status ?? 0;
    return status >= 200 && status < 300;
  });
}
