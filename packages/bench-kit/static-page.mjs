// The frame of the benchmarks that load a static page built by Vite into headless Chromium and
// compare two libraries on it (apps/web/bench/guest-list, packages/ui/bench/form-renderer): the
// page's build, a static server, the browser, one throttled page per library, and the statistics.
// Each benchmark passes in its own `chromium` and Vite `build` (they resolve in its package).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** Runs a command in `cwd`, and exits with its status when it fails. */
export function runOrExit(command, args, cwd) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Type-checks the benchmark (unless `BENCH_SKIP_TSC=1`) and builds its page with `build`. */
export async function buildBenchPage({ here, tsconfig, build }) {
  console.log('Type-checking and building the benchmark page…');
  if (process.env.BENCH_SKIP_TSC !== '1') runOrExit('tsc', ['-p', tsconfig, '--noEmit'], here);
  await build({ configFile: join(here, 'vite.config.ts'), logLevel: 'warn' });
}

/**
 * Serves the files under `root` on a free port of 127.0.0.1; with `brotli`, each file
 * Brotli-compressed (as the app's server sends its assets).
 */
export function serveStatic(root, { brotli = false } = {}) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    if (!brotli) {
      response.writeHead(200, { 'content-type': type });
      createReadStream(file).pipe(response);
      return;
    }
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'br' });
    response.end(brotliCompressSync(readFileSync(file)));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })),
  );
}

/** Chromium without the background work that adds noise to a measurement. */
export const QUIET_CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (or `CHROME_PATH`), headless, without the background work that adds noise. */
export function launchBenchBrowser(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', ...QUIET_CHROME_ARGS],
  });
}

/**
 * One page per library, each in its own context (its own renderer process), opened at `url`,
 * ready once the page has set `window.bench`, its CPU slowed `cpuSlowdown` times. A page error
 * makes the run fail.
 */
export async function openBenchPages(browser, { libraries, url, cpuSlowdown }) {
  const pages = {};
  for (const library of libraries) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      console.error(error);
      process.exitCode = 1;
    });
    await page.goto(url);
    await page.waitForFunction(() => window.bench !== undefined);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    pages[library] = page;
  }
  return pages;
}

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median (the lower middle value of an even count). */
export const median = (values) => percentile(values, 50);

/** A duration for the report. */
export const ms = (value) => `${value.toFixed(1)} ms`;
