// A throwaway PostgreSQL cluster for the server's tests and benchmarks: initdb/pg_ctl are found
// (PG_BIN, PATH, /usr/lib/postgresql/*/bin), the cluster is started on a free port in a temp folder
// without durability (fsync off) and always stopped and removed.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The folder holding both initdb and pg_ctl, or null. */
export function findPostgresBin() {
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
export async function startCluster(bin) {
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
        process.stderr.write(`[postgres] could not stop PostgreSQL: ${error.message}\n`);
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
