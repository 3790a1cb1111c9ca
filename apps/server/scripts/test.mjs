#!/usr/bin/env node
// The server's test command: the Vitest suite on the embedded PGlite, then on a real PostgreSQL.
// When DATABASE_URL is set that server is used; otherwise, when initdb/pg_ctl are found (PG_BIN,
// PATH, /usr/lib/postgresql/*/bin), a throwaway cluster is started on a free port in a temp folder
// and always stopped and removed. Without them the PostgreSQL leg is skipped, and says so. Extra
// arguments go to Vitest. SKIP_POSTGRES=1 skips the second leg.
//
// What runs where (docs/architecture.md#testing). With a PostgreSQL leg, the route-level tests
// (every route's own tests, the sweeps over the whole route table: authorization matrices, mass
// assignment, the fuzzer) run once, on PostgreSQL, the faster of the two; the PGlite leg runs the
// tests of how Care uses its engine (its client and data folder, prepared statements, round
// trips, statistics, the seeds, the notification bus, the caches it invalidates, idempotent
// retries). The end-to-end suite runs the whole app on PGlite. Without PostgreSQL every file runs
// on PGlite. PGlite's own parts never run on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { globSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, startCluster } from './postgres-cluster.mjs';

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const vitest = join(packageRoot, 'node_modules', '.bin', 'vitest');
const vitestArgs = process.argv.slice(2);

const log = (message) => process.stdout.write(`\n[server tests] ${message}\n`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function runVitest(label, env, extraArgs) {
  const started = Date.now();
  log(`${label}: vitest run ${extraArgs.join(' ')}`);
  const result = spawnSync(vitest, ['run', ...extraArgs, ...vitestArgs], {
    cwd: packageRoot,
    stdio: 'inherit',
    env,
  });
  if (result.error) throw result.error;
  log(`${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
  return result.status ?? 1;
}

/** Files that test PGlite itself: nothing of them runs on PostgreSQL. */
const PGLITE_ONLY = ['src/db/data-dir-lock.test.ts', 'src/db/pglite-client.test.ts'];
/** How Care uses its engine (PGLITE_ONLY included): run on both legs. A folder ends with `/`. */
const ENGINE = [
  'src/db/',
  'src/realtime/hub.test.ts',
  'src/auth/session-cache.test.ts',
  'src/modules/access-cache.test.ts',
  'src/http/idempotency.test.ts',
];
const onEngine = (file) =>
  ENGINE.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
/** Every test file but those of the engine: on PGlite only when no PostgreSQL leg runs. */
const ROUTE_LEVEL = globSync('src/**/*.test.ts', { cwd: packageRoot })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => !onEngine(file))
  .sort();

/** A leg's arguments leaving `files` out (a leg may then have none of the files asked for). */
const excluding = (files) => [
  ...files.flatMap((file) => ['--exclude', file]),
  ...(vitestArgs.length > 0 ? ['--passWithNoTests'] : []),
];

const totalStarted = Date.now();
const { DATABASE_URL: givenUrl, ...baseEnv } = process.env;
const skipPostgres = process.env.SKIP_POSTGRES === '1';
const pgBin = givenUrl || skipPostgres ? null : findPostgresBin();
const postgresLeg = !skipPostgres && Boolean(givenUrl || pgBin);

let status = runVitest('PGlite', baseEnv, postgresLeg ? excluding(ROUTE_LEVEL) : []);

if (skipPostgres) {
  log('PostgreSQL leg skipped (SKIP_POSTGRES=1)');
} else if (givenUrl) {
  status ||= runVitest(
    'PostgreSQL (DATABASE_URL)',
    { ...baseEnv, DATABASE_URL: givenUrl },
    excluding(PGLITE_ONLY),
  );
} else {
  if (!pgBin) {
    log(
      'PostgreSQL leg skipped: initdb/pg_ctl not found (PG_BIN, PATH, /usr/lib/postgresql/*/bin)',
    );
  } else {
    const clusterStarted = Date.now();
    const cluster = await startCluster(pgBin);
    const onSignal = (signal) => {
      cluster.stop();
      process.kill(process.pid, signal);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      log(`throwaway PostgreSQL from ${pgBin} ready in ${seconds(clusterStarted)}`);
      status ||= runVitest(
        'PostgreSQL',
        { ...baseEnv, DATABASE_URL: cluster.url },
        excluding(PGLITE_ONLY),
      );
    } finally {
      cluster.stop();
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
}

log(`${status === 0 ? 'all green' : 'failures'} after ${seconds(totalStarted)}`);
process.exit(status);
