/**
 * The API load benchmark (docs/performance.md): `pnpm bench:api` at the root.
 *
 * For PGlite and for a throwaway PostgreSQL (scripts/postgres-cluster.mjs), forks the real server
 * (api-server.ts) and a bare Fastify yardstick (yardstick-server.ts), then loads each case with
 * autocannon: `--connections` (50) for `--seconds` (10) after a short warm-up. Signed-in cases
 * take a token per request from a pool of the nurse's sessions and put back the rotated one, as
 * tablets do. Prints req/s, p50, p99, errors and the ratio to the yardstick measured in the same
 * run (the machine is shared: the ratio is what compares runs), and writes a JSON file
 * (`--out`, default bench/results/api-latest.json) that `--compare <file>` reads back.
 * `--soak <s>` adds a myInfo run of that length sampling the server's memory every 10 s;
 * `--db pglite|postgres` runs one leg, `--cases myInfo,health` some cases; `--profile <dir>`
 * writes the server's --cpu-prof there (node's CPU profile, for Chrome's DevTools);
 * `--server-args "<node flags>"` starts the server's Node with those flags (a V8 setting to try).
 * A measurement, not a test: nothing fails on a figure.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { findPostgresBin, startCluster } from '../scripts/postgres-cluster.mjs';
import type {
  ApiBenchCall,
  ApiServerReady,
  ApiServerTokens,
  CaseFigures,
  LegFigures,
  RunFigures,
} from './api-cases';
import type { ChildCpu, ChildMemory } from './bench-child';

const here = dirname(fileURLToPath(import.meta.url));
/** Where `pnpm bench:api` was typed: file arguments are relative to it. */
const typedIn = process.env.INIT_CWD ?? process.cwd();
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: 'pglite,postgres' },
    out: { type: 'string', default: join(here, 'results', 'api-latest.json') },
    compare: { type: 'string' },
    soak: { type: 'string', default: '0' },
    profile: { type: 'string' },
    'server-args': { type: 'string', default: '' },
    cases: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

interface Child<T> {
  ready: T;
  ask(message: string): Promise<unknown>;
  stop(): Promise<void>;
}

/** Forks a benchmark server (its log lines go to `log`, or nowhere) and waits for its `ready`. */
function forkChild<T>(
  file: string,
  env: NodeJS.ProcessEnv,
  options: { execArgv?: string[]; log?: string } = {},
): Promise<Child<T>> {
  const out = options.log ? openSync(options.log, 'w') : 'ignore';
  const child: ChildProcess = fork(join(here, file), [], {
    env,
    execArgv: [...process.execArgv, ...(options.execArgv ?? [])],
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${file} exited (${code})`));
      const onMessage = (message: Record<string, unknown>) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return next('ready').then((ready) => ({
    ready: ready as T,
    ask: (message) => (child.send(message), next(message)),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  }));
}

/**
 * A pool of session tokens, new for each run: each request takes one and gives back the one it
 * was answered (rotated or not). The requests still under way when a run ends keep theirs.
 */
function tokenPool(tokens: string[]): autocannon.Request {
  const free = [...tokens];
  return {
    setupRequest(request, context) {
      const token = free.pop() ?? tokens[0] ?? '';
      Object.assign(context, { token });
      return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
    },
    onResponse(_status, _body, context, headers) {
      const header = String(headers?.authorization ?? '');
      free.push(/^Bearer (\S+)$/.exec(header)?.[1] ?? (context as { token: string }).token);
    },
  };
}

/** Loads `path` on `port` for `seconds`. */
function load(
  port: number,
  call: ApiBenchCall | undefined,
  seconds: number,
  pool?: autocannon.Request,
) {
  return autocannon({
    url: `http://127.0.0.1:${port}${call?.path ?? '/'}`,
    method: call?.method ?? 'GET',
    connections: CONNECTIONS,
    duration: seconds,
    ...(call?.body === undefined ? {} : { body: call.body }),
    headers: {
      ...(call?.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call?.headers,
    },
    ...(pool ? { requests: [pool] } : {}),
  });
}

/** New sessions for a run of a signed-in call. */
type Tokens = () => Promise<string[]>;

/** The CPU time (ms) the server has used so far. */
type CpuClock = () => Promise<number>;

async function measure(port: number, call?: ApiBenchCall, tokens?: Tokens, cpu?: CpuClock) {
  const pool = async () => (tokens ? tokenPool(await tokens()) : undefined);
  if (Number(args.warmup) > 0) await load(port, call, Number(args.warmup), await pool());
  const requests = await pool();
  const cpuBefore = await cpu?.();
  const result = await load(port, call, SECONDS, requests);
  const cpuAfter = await cpu?.();
  const answered = result.requests.total;
  const cpuMsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || answered === 0
      ? undefined
      : Math.round(((cpuAfter - cpuBefore) / answered) * 100) / 100;
  return {
    ...(cpuMsPerRequest === undefined ? {} : { cpuMsPerRequest }),
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
    ),
  };
}

async function runLeg(
  database: 'pglite' | 'postgres',
  env: NodeJS.ProcessEnv,
): Promise<LegFigures> {
  const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [];
  const flags = args['server-args'].split(' ').filter(Boolean);
  const log = join(tmpdir(), `care-bench-${database}.log`);
  const server = await forkChild<ApiServerReady>('api-server.ts', env, {
    execArgv: [...profile, ...flags],
    log,
  });
  console.log(`${database}: the server's log is in ${log}`);
  const yardstick = await forkChild<{ port: number }>('yardstick-server.ts', process.env);
  const memory: LegFigures['memory'] = [];
  const sample = async (after: string) => {
    const { rssMiB, heapUsedMiB } = (await server.ask('memory')) as ChildMemory;
    memory.push({ after, rssMiB, heapUsedMiB });
  };
  try {
    const before = await measure(yardstick.ready.port);
    const tokens = async () => ((await server.ask('tokens')) as ApiServerTokens).tokens;
    const cpu = async () => ((await server.ask('cpu')) as ChildCpu).cpuMs;
    const measured = [];
    const only = args.cases?.split(',');
    for (const call of server.ready.calls.filter((c) => !only || only.includes(c.name))) {
      const figures = await measure(server.ready.port, call, call.auth ? tokens : undefined, cpu);
      measured.push({ name: call.name, ...figures });
      await sample(call.name);
    }
    const after = await measure(yardstick.ready.port);
    await soak(server.ready, tokens, sample);
    const reqPerSec = Math.round((before.reqPerSec + after.reqPerSec) / 2);
    const cases: CaseFigures[] = measured.map((figures) => ({
      ...figures,
      ratio: Math.round((figures.reqPerSec / reqPerSec) * 1000) / 1000,
    }));
    return {
      database,
      yardstick: { reqPerSec, p99: Math.max(before.p99, after.p99) },
      cases,
      memory,
    };
  } finally {
    await Promise.all([server.stop(), yardstick.stop()]);
  }
}

/** The memory soak: myInfo for `--soak` seconds, the server's memory every 10 s. */
async function soak(
  ready: ApiServerReady,
  tokens: Tokens,
  sample: (after: string) => Promise<void>,
) {
  const seconds = Number(args.soak);
  const myInfo = ready.calls.find((call) => call.name === 'myInfo');
  if (!seconds || !myInfo) return;
  const started = Date.now();
  const timer = setInterval(
    () => void sample(`soak ${Math.round((Date.now() - started) / 1000)} s`),
    10_000,
  );
  try {
    await load(ready.port, myInfo, seconds, tokenPool(await tokens()));
  } finally {
    clearInterval(timer);
  }
  await sample('soak end');
}

async function postgresLeg(): Promise<LegFigures | undefined> {
  const bin = findPostgresBin();
  if (!bin) {
    console.log('PostgreSQL leg skipped: initdb/pg_ctl not found');
    return undefined;
  }
  const cluster = await startCluster(bin);
  try {
    return await runLeg('postgres', { ...process.env, DATABASE_URL: cluster.url });
  } finally {
    cluster.stop();
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

const statusList = (c: CaseFigures) =>
  Object.entries(c.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');

function printLeg(leg: LegFigures, previous?: LegFigures): void {
  const { yardstick } = leg;
  console.log(`\n${leg.database}: yardstick ${yardstick.reqPerSec} req/s, p99 ${yardstick.p99} ms`);
  console.log(
    `${'case'.padEnd(12)} ${pad('req/s', 7)} ${pad('p50', 6)} ${pad('p99', 6)} ${pad('errors', 7)} ${pad('ratio', 6)} ${pad('cpu ms', 7)}`,
  );
  for (const c of leg.cases) {
    const before = previous?.cases.find((p) => p.name === c.name);
    const change = before
      ? `  (was ${before.ratio}, ${before.reqPerSec} req/s, p99 ${before.p99} ms)`
      : '';
    console.log(
      `${c.name.padEnd(12)} ${pad(c.reqPerSec, 7)} ${pad(c.p50, 6)} ${pad(c.p99, 6)} ${pad(c.errors, 7)} ${pad(c.ratio, 6)} ${pad(c.cpuMsPerRequest ?? '–', 7)}  ${statusList(c)}${change}`,
    );
  }
  console.log(`memory (RSS MiB): ${leg.memory.map((m) => `${m.after} ${m.rssMiB}`).join(', ')}`);
}

async function main(): Promise<void> {
  const legs: LegFigures[] = [];
  const load0 = loadavg();
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s a case, load average ${load0.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const dbs = String(args.db).split(',');
  if (dbs.includes('pglite')) legs.push(await runLeg('pglite', process.env));
  if (dbs.includes('postgres')) {
    const leg = await postgresLeg();
    if (leg) legs.push(leg);
  }
  const run: RunFigures = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    connections: CONNECTIONS,
    load: { before: load0, after: loadavg() },
    legs,
  };
  const out = resolve(typedIn, args.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(run, null, 2)}\n`);
  const previous = args.compare
    ? (JSON.parse(readFileSync(resolve(typedIn, args.compare), 'utf8')) as RunFigures)
    : undefined;
  for (const leg of legs)
    printLeg(
      leg,
      previous?.legs.find((p) => p.database === leg.database),
    );
  console.log(`\nload average after: ${run.load.after.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`figures written to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
