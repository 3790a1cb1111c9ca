import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import type { Config } from '../config';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { createSeededTestDatabase, type TestDatabase } from './test-database';

/** A configuration for tests: no files, no network, generous sign-in limits, no fault hooks. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/nonexistent/care-test',
    webDist: '/nonexistent/care-web-dist',
    sessionIdleMinutes: 30,
    sessionRememberDays: 30,
    signInMaxPerMinute: 1000,
    signInFreeFailures: 100,
    signInAccountFreeFailures: 100,
    signInFirstDelaySeconds: 1,
    signInMaxDelayMinutes: 15,
    signInForgetHours: 24,
    auditRetentionDays: 365,
    auditPurgeIntervalMinutes: 0,
    nodeEnv: 'test',
    logLevel: 'silent',
    logFormat: 'json',
    trustProxy: false,
    version: '9.9.9-test',
    cspReportsExposed: true,
    faultsEnabled: false,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 60_000,
    connectionTimeoutMs: 75_000,
    ...overrides,
  };
}

/** One test file's world: a migrated, seeded database, a movable clock, apps built on it. */
export interface TestWorld {
  database: TestDatabase;
  /** The app built with the default test configuration. */
  app: FastifyInstance;
  /** Builds another app on the same database and clock (closed by `close`). */
  build(overrides?: Partial<Config>, deps?: Partial<AppDeps>): Promise<FastifyInstance>;
  /** Moves the clock of every app of this world forward. */
  advance(ms: number): void;
  /** The clock of every app of this world. */
  clock(): Date;
  close(): Promise<void>;
}

/** Creates a fresh database, migrates and seeds it, and builds an app on it. */
export async function createTestWorld(): Promise<TestWorld> {
  const database = await createSeededTestDatabase();
  let now = Date.now();
  const clock = () => new Date(now);
  const apps: FastifyInstance[] = [];
  const build = async (overrides: Partial<Config> = {}, deps: Partial<AppDeps> = {}) => {
    const app = await buildApp({
      config: testConfig(overrides),
      database: database.handle,
      clock,
      logger: false,
      ...deps,
    });
    apps.push(app);
    return app;
  };
  const app = await build();
  return {
    database,
    app,
    build,
    advance(ms) {
      now += ms;
    },
    clock,
    async close() {
      // A test that read an answer's headers but not its body leaves that connection busy, and
      // closing the server would wait for it (a suite's afterAll once timed out so): drop every
      // connection first.
      for (const each of apps) each.server.closeAllConnections();
      await Promise.all(apps.map((a) => a.close()));
      await database.cleanup();
    },
  };
}

/** `POST /api/auth/sign-in`. */
export function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { username, password, ...extra },
  });
}

/** The token of an answer's `Authorization: Bearer` header, or null. */
export function bearerOf(response: LightMyRequestResponse): string | null {
  const header = response.headers.authorization;
  if (typeof header !== 'string') return null;
  return /^Bearer (.+)$/.exec(header)?.[1] ?? null;
}

/** `GET /api/personal/myInfo` with `token`. */
export function myInfo(app: FastifyInstance, token: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/personal/myInfo',
    headers: { authorization: `Bearer ${token}` },
  });
}

/** `value`, or a failed test when it is null or undefined. */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}

/**
 * Signs in as the demo account `username` (with its seeded password unless `password` is given)
 * and answers the session token the server sent back.
 */
export async function demoTokenOf(
  app: FastifyInstance,
  username: string,
  password?: string,
): Promise<string> {
  const demo = DEMO_ACCOUNTS.find((account) => account.username === username);
  const response = await signIn(app, username, password ?? present(demo, username).password);
  return present(bearerOf(response), `token of ${username}`);
}
