/**
 * The server under `pnpm bench:api` (bench/api.ts forks it): the real app as `main.ts` builds it,
 * with production settings (JSON log lines at info, to a stdout the parent discards), on a
 * migrated and seeded database: PGlite in a temp folder, or PostgreSQL with DATABASE_URL. It opens
 * sessions for the demo nurse when asked (`tokens`), works out the benchmark's calls from the routes' own examples, and
 * tells the parent over IPC. Not a test: it serves until the parent says `stop`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { buildApp, TOKEN_GRACE_MS } from '../src/app';
import { createSessionStore } from '../src/auth/sessions';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEMO_ACCOUNTS } from '../src/db/demo-accounts';
import { accountGroups, customerAccounts } from '../src/db/schema';
import { seedDemoFacility } from '../src/db/seed';
import { seedTranslations } from '../src/db/seed-i18n';
import { seedMeasurements } from '../src/db/seed-measurements';
import type { ApiBenchCall, ApiServerReady } from './api-cases';
import { serveBench } from './bench-child';

const NURSE = DEMO_ACCOUNTS.find((account) => account.username === 'nurse');

/** The benchmark's calls, by route: the routes' examples give the ids of seeded rows. */
const CALLS: readonly { name: string; method: 'GET' | 'POST'; url: string; path?: string }[] = [
  { name: 'health', method: 'GET', url: '/api/health' },
  { name: 'myInfo', method: 'GET', url: '/api/personal/myInfo' },
  {
    name: 'guest list',
    method: 'GET',
    url: '/api/care/api/v1/guest/complete-list',
    path: '/api/care/api/v1/guest/complete-list?status=A&page=0',
  },
  { name: 'document', method: 'GET', url: '/api/document/:id' },
  { name: 'diary write', method: 'POST', url: '/api/care/api/v1/diary/guest/:id/entries' },
  // A blood-pressure cuff of a guest sending one reading a request, with its key, no session.
  { name: 'device ingest', method: 'POST', url: '/api/care/api/v1/measurement/device/readings' },
];

/** Calls without a session: the others take one from the pool. */
const ANONYMOUS = new Set(['health', 'device ingest']);

async function main(): Promise<void> {
  const sessionCount = Number(process.env.BENCH_SESSIONS ?? 100);
  const dir = await mkdtemp(join(tmpdir(), 'care-bench-'));
  const config = {
    ...loadConfig({ ...process.env, NODE_ENV: 'production', LOG_FORMAT: 'json' }),
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'pglite'),
    // The benchmark signs one account in from one address, fifty at once: the per-address limit
    // and the attempts in flight (counted until they succeed) would refuse it.
    signInMaxPerMinute: 1_000_000,
    signInFreeFailures: 10_000,
    signInAccountFreeFailures: 10_000,
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedDemoFacility(database.db);
  await seedTranslations(database.db);
  // Two years of the demo guests' readings: the device case inserts into a table of that size.
  await seedMeasurements(database.db);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const [nurse] = await database.db
    .select({ id: customerAccounts.id, groupId: accountGroups.groupId })
    .from(customerAccounts)
    .innerJoin(accountGroups, eq(accountGroups.accountId, customerAccounts.id))
    .where(eq(customerAccounts.username, 'nurse'))
    .orderBy(asc(accountGroups.groupId))
    .limit(1);
  const sessions = createSessionStore(
    database.db,
    { idleMs: 3_600_000, rememberMeIdleMs: 3_600_000, graceMs: TOKEN_GRACE_MS },
    () => new Date(),
  );
  const newTokens = async () => {
    const tokens: string[] = [];
    for (let i = 0; i < sessionCount; i += 1) {
      tokens.push((await sessions.create(nurse?.id ?? 0, false)).token);
    }
    return { tokens };
  };
  const table = app.routeTable();
  const calls: ApiBenchCall[] = [];
  for (const call of CALLS) {
    const route = table.find((r) => r.method === call.method && r.url === call.url);
    const source = route?.example;
    const example =
      typeof source === 'function'
        ? await source({ db: database.db, groupId: nurse?.groupId })
        : source;
    calls.push({
      name: call.name,
      method: call.method,
      path: call.path ?? example?.path ?? call.url,
      ...(example?.body === undefined ? {} : { body: JSON.stringify(example.body) }),
      ...(example?.headers === undefined ? {} : { headers: example.headers }),
      auth: !ANONYMOUS.has(call.name),
    });
  }
  calls.push({
    name: 'sign-in',
    method: 'POST',
    path: '/api/auth/sign-in',
    body: JSON.stringify({ username: NURSE?.username, password: NURSE?.password }),
    auth: false,
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const ready: ApiServerReady = { port, calls, database: database.kind };
  const stop = async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  };
  serveBench(ready, stop, { tokens: newTokens });
}

void main();
