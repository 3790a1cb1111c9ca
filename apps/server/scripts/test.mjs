#!/usr/bin/env node
// The server's test command: the whole Vitest suite on the embedded PGlite, then the same suite on
// a real PostgreSQL. When DATABASE_URL is set that server is used; otherwise, when initdb/pg_ctl
// are found (PG_BIN, PATH, /usr/lib/postgresql/*/bin), a throwaway cluster is started on a free
// port in a temp folder and always stopped and removed. Without them the PostgreSQL leg is
// skipped, and says so. Extra arguments go to Vitest. SKIP_POSTGRES=1 skips the second leg.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The folder holding both initdb and pg_ctl, or null. */
function findPostgresBin() {
  const has = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  candidates.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  return candidates.find(has) ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function idOf(flag, user) {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : null;
}

/**
 * How to run PostgreSQL's tools: initdb refuses to run as root, so as root they run as `nobody`
 * (runuser, else setpriv) in a folder handed over to that user.
 */
function commandRunner(dir) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return (command, args) => [command, args];
  }
  const uid = idOf('-u', 'nobody');
  const gid = idOf('-g', 'nobody');
  if (uid === null || gid === null) throw new Error('running as root and no "nobody" user exists');
  chownSync(dir, uid, gid);
  const hasRunuser = spawnSync('runuser', ['--help'], { stdio: 'ignore' }).status === 0;
  return hasRunuser
    ? (command, args) => ['runuser', ['-u', 'nobody', '--', command, ...args]]
    : (command, args) => [
        'setpriv',
        [`--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', command, ...args],
      ];
}

function must(run, command, args) {
  const [cmd, argv] = run(command, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** Starts a throwaway cluster; returns its URL and a stop function (idempotent). */
async function startCluster(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'care-pg-'));
  const data = join(dir, 'data');
  let started = false;
  let run;
  const stop = () => {
    if (started) {
      started = false;
      try {
        must(run, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        process.stderr.write(`[server tests] could not stop PostgreSQL: ${error.message}\n`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run = commandRunner(dir);
    must(run, join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
      '--no-instructions',
    ]);
    const port = await freePort();
    const options = [
      '-c listen_addresses=127.0.0.1',
      `-p ${port}`,
      `-k ${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    started = true;
    must(run, join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'postgres.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
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
