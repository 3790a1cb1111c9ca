#!/usr/bin/env node
// The server's test command: the whole Vitest suite on the embedded PGlite, then the same suite on
// a real PostgreSQL. When DATABASE_URL is set that server is used; otherwise, when initdb/pg_ctl
// are found (PG_BIN, PATH, /usr/lib/postgresql/*/bin), a throwaway cluster is started on a free
// port in a temp folder and always stopped and removed. Without them the PostgreSQL leg is
// skipped, and says so. Extra arguments go to Vitest. SKIP_POSTGRES=1 skips the second leg.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, startCluster } from './postgres-cluster.mjs';

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const vitest = join(packageRoot, 'node_modules', '.bin', 'vitest');
const vitestArgs = process.argv.slice(2);

const log = (message) => process.stdout.write(`\n[server tests] ${message}\n`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function runVitest(label, env) {
  const started = Date.now();
  log(`${label}: vitest run`);
  const result = spawnSync(vitest, ['run', ...vitestArgs], {
    cwd: packageRoot,
    stdio: 'inherit',
    env,
  });
  if (result.error) throw result.error;
  log(`${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
  return result.status ?? 1;
}

const totalStarted = Date.now();
const { DATABASE_URL: givenUrl, ...baseEnv } = process.env;

let status = runVitest('PGlite', baseEnv);

if (process.env.SKIP_POSTGRES === '1') {
  log('PostgreSQL leg skipped (SKIP_POSTGRES=1)');
} else if (givenUrl) {
  status ||= runVitest('PostgreSQL (DATABASE_URL)', { ...baseEnv, DATABASE_URL: givenUrl });
} else {
  const bin = findPostgresBin();
  if (!bin) {
    log(
      'PostgreSQL leg skipped: initdb/pg_ctl not found (PG_BIN, PATH, /usr/lib/postgresql/*/bin)',
    );
  } else {
    const clusterStarted = Date.now();
    const cluster = await startCluster(bin);
    const onSignal = (signal) => {
      cluster.stop();
      process.kill(process.pid, signal);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      log(`throwaway PostgreSQL from ${bin} ready in ${seconds(clusterStarted)}`);
      status ||= runVitest('PostgreSQL', { ...baseEnv, DATABASE_URL: cluster.url });
    } finally {
      cluster.stop();
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
}

log(`${status === 0 ? 'all green' : 'failures'} after ${seconds(totalStarted)}`);
process.exit(status);
