// The harness of the whole-app benchmarks (docs/architecture.md#benchmarks): the REAL server
// (apps/server/dist) serving the REAL built web app (apps/web/dist) on a fresh database seeded with
// the demo facility and a large one (the performance seed), and Debian's Chromium driven by
// Playwright with the CPU slowed down. Build first: `pnpm exec turbo run build --filter=@care/web
// --filter=@care/server`. Not part of the test command: benchmarks print figures.
import { DEFAULT_TOKEN_KEY } from '@care/api-client';
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const WEB = resolve(import.meta.dirname, '..', '..');
const SERVER = resolve(WEB, '..', 'server');
// The built app the server serves: apps/web/dist, or BENCH_WEB_DIST (another build, such as the
// one before a change, to run before and after alternately).
const WEB_DIST = process.env.BENCH_WEB_DIST ?? join(WEB, 'dist');

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** A benchmark's settings: the environment's BENCH_… variables, or the benchmark's defaults. */
export function settings({ guests, slowdown, port }) {
  const read = (name, fallback) => Number(process.env[`BENCH_${name}`] ?? fallback);
  return {
    guests: read('GUESTS', guests),
    reps: read('REPS', 5),
    slowdown: read('CPU_SLOWDOWN', slowdown),
    port: read('PORT', port),
  };
}

/** A row of the results table: the metric, the median, min and max of `times`, the target. */
export const resultRow = (metric, times, targetMs) => [
  metric,
  `${median(times).toFixed(0)} ms`,
  `${Math.min(...times).toFixed(0)} ms`,
  `${Math.max(...times).toFixed(0)} ms`,
  `≤ ${targetMs} ms`,
];

/**
 * Seeds `guests` performance guests (and, with `diary`, that many entries of the demo guest; with
 * `readings`, two years of that many readings a day of the demo guest) into a fresh data folder
 * and starts the server on it. With BENCH_DATA_DIR, the server starts on that folder instead,
 * seeded the first time and kept: a 10,000-guest facility's first start seeds for ten minutes or
 * more, and a before/after comparison then runs on the same data.
 */
/** Runs the server's performance seed into the data folder of `env`. */
function seedPerformance(env, { guests, diary, readings }) {
  console.log(`Seeding ${guests} guests${diary ? ` and ${diary} diary entries` : ''}…`);
  const seeded = spawnSync(
    'pnpm',
    ['run', '--silent', 'db:seed-performance', String(guests), String(diary), String(readings)],
    { cwd: SERVER, env, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('the performance seed failed');
}

export async function startServer({ guests, port, diary = 0, readings = 0 }) {
  for (const built of [join(SERVER, 'dist', 'main.js'), join(WEB_DIST, 'index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: build the web app and server`);
  }
  // A server already on the port would answer the health checks below in this one's place.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: set BENCH_PORT`);
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'care-bench-'));
  const env = { ...process.env, DATA_DIR: join(dataDir, 'pglite'), LOG_LEVEL: 'warn' };
  if (kept && existsSync(env.DATA_DIR)) console.log(`Starting on the data in ${kept}…`);
  else seedPerformance(env, { guests, diary, readings });
  const server = spawn('node', ['dist/main.js'], {
    cwd: SERVER,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    // Ten minutes: on its first start the server seeds two years of readings of every admitted
    // guest.
    if (attempt > 3_000) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    baseUrl,
    async stop() {
      server.kill();
      await new Promise((done) => server.once('exit', done));
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh session token for a demo account. */
export async function signIn(baseUrl, username, password) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: HTTP ${response.status}`);
  return (await response.json()).data.token;
}

/** The demo guest's personal data (from their own session's myInfo). */
async function demoGuest(baseUrl) {
  const token = await signIn(baseUrl, 'guest', 'Care-guest-2026!');
  const response = await fetch(`${baseUrl}/api/personal/myInfo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`the demo guest's myInfo: HTTP ${response.status}`);
  return (await response.json()).data.personalDataDto;
}

/** The demo guest's chart path (the guest's personal data id, from their own session). */
export async function demoGuestChart(baseUrl) {
  return `/loggedIn/guestDetail/${(await demoGuest(baseUrl)).personalDataId}`;
}

/** The demo guest's surname (to find them in the guest list). */
export async function demoGuestSurname(baseUrl) {
  return (await demoGuest(baseUrl)).surname;
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
}

/** The guest chart's summary tab shows the guest's facts: the frame's time (runs in the page). */
export function summaryPainted() {
  return (
    document.querySelector('[role="tabpanel"] #chart-summary-facts')?.checkVisibility() === true &&
    performance.now()
  );
}

/** Clicks the guest chart's tab `id`; answers the page's time of the click (runs in the page). */
export function clickChartTab(id) {
  const tab = document.querySelector(`[role="tab"][id$="-tab-${id}"]`);
  if (!tab) throw new Error(`no ${id} tab`);
  const started = performance.now();
  tab.click();
  return started;
}

/**
 * The guest chart `chart` opened on its summary with `token`, then a click on its tab `tab` until
 * `ready` holds: `{ summary, ms }`, the summary's and the switch's milliseconds. With `settled` (a
 * page function), the click waits until it holds and the main thread is then quiet; with `early`,
 * it comes in the frame after `ready` (see timeToReady).
 */
export async function chartTabSwitch(browser, { chart, tab, ready, settled, early, ...rest }) {
  const { ms, thenMs } = await timeToReady(browser, {
    ...rest,
    path: `${chart}?tab=summary`,
    ready: summaryPainted,
    then: { act: clickChartTab, arg: tab, ready, settled, early },
  });
  return { summary: ms, ms: thenMs };
}

/**
 * Opens `path` in a new tab signed in with `token`, the CPU `slowdown` times slower, and returns
 * the milliseconds from the navigation's start until `ready` (a page function, see watchFrames)
 * (given `readyArg`) first holds, checked on every animation frame, so the figure is the first
 * painted frame that shows it.
 * With `then`, once `ready` holds and the page's requests are over (with `then.early`, as soon as
 * `ready` holds; with `then.settled`, once that page function holds, at the latest after 20 s,
 * and the main thread is then quiet):
 * `then.act` (a page function: a click, given `then.arg`) and the milliseconds
 * from it until `then.ready` holds, as `{ ms, thenMs }`.
 */
export async function timeToReady(
  browser,
  { baseUrl, token, path, slowdown, ready, readyArg, then },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate(
      ([key, value]) => sessionStorage.setItem(key, value),
      [DEFAULT_TOKEN_KEY, token],
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    // Both domains on this session: its bindings' calls and its new documents' scripts.
    await cdp.send('Runtime.enable');
    await cdp.send('Page.enable');
    await cdp.send('Runtime.addBinding', { name: BINDING });
    const readyAtStart = answerOf(cdp);
    const network = then ? await watchRequests(cdp) : null;
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: watcher(ready, readyArg) });
    // Without an act, the recording (when asked for) is of the start-up itself.
    const startUp = then ? null : await startRecording(cdp);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    const ms = await readyAtStart;
    if (startUp) {
      await startUp.stop();
      if (process.env.BENCH_DETAIL === '1') await printTimeline(page);
      return ms;
    }
    // The page's own requests are over before the act: `ready` holds and none in flight for 500 ms
    // (Playwright's `networkidle` answers the first such moment since the load, which may fall
    // between the page's requests). With `then.settled`, the work it does in idle time after
    // them too (a tab rendered ahead: a state of the page, then ten idle periods for what follows
    // it, such as the paint).
    if (!then.early) await network.quietFor(500);
    if (then.settled) {
      const held = await inPage(cdp, `(${until})(${then.settled}, 20000)`, true);
      if (!held) console.log('  (the page did not settle within 20 s: clicked anyway)');
      await inPage(cdp, `(${untilQuiet})()`, true);
    }
    const readyAfterAct = answerOf(cdp);
    const recording = await startRecording(cdp);
    // The act and the first check's frame request in one task, as a user's click and its frame.
    const started = await inPage(
      cdp,
      `(() => { const started = (${then.act})(${JSON.stringify(then.arg ?? null)}); ${watcher(then.ready)}; return started; })()`,
    );
    const thenMs = (await readyAfterAct) - started;
    await recording.stop();
    if (process.env.BENCH_DETAIL === '1') await printTimeline(page, started);
    return { ms, thenMs };
  } finally {
    await context.close();
  }
}

/**
 * Counts the page's requests in flight (DevTools' Network domain); `quietFor(ms)` settles once
 * none has been in flight for `ms` in a row (at the latest after 30 s, said).
 */
async function watchRequests(cdp) {
  const inFlight = new Set();
  let lastChange = performance.now();
  const done = ({ requestId }) => {
    if (inFlight.delete(requestId)) lastChange = performance.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    lastChange = performance.now();
  });
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  await cdp.send('Network.enable');
  return {
    async quietFor(ms) {
      const end = performance.now() + 30_000;
      while (inFlight.size > 0 || performance.now() - lastChange < ms) {
        if (performance.now() > end) {
          console.log(`  (${inFlight.size} requests still in flight after 30 s: acted anyway)`);
          return;
        }
        await new Promise((wake) => setTimeout(wake, 25));
      }
    },
  };
}

let recordings = 0;

/** Writes `data` as JSON to `<folder>/<n>.<extension>` and says so. */
function writeRecording(folder, extension, data) {
  mkdirSync(folder, { recursive: true });
  recordings += 1;
  const file = join(folder, `${recordings}.${extension}`);
  writeFileSync(file, JSON.stringify(data));
  console.log(`  recorded: ${file}`);
}

/**
 * Records what the measured act costs the page, when asked: with BENCH_CPU_PROFILE=<folder>, its
 * CPU profile (`<n>.cpuprofile`); with BENCH_TRACE=<folder>, a performance trace of the
 * timeline (`<n>.json`: style, layout, paint and scripts, task by task). Open either in Chrome's
 * DevTools (Performance panel); the build's source maps name the functions. `stop()` writes them.
 */
export async function startRecording(cdp) {
  const profileTo = process.env.BENCH_CPU_PROFILE;
  const traceTo = process.env.BENCH_TRACE;
  if (profileTo) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const events = [];
  const onData = ({ value }) => events.push(...value);
  if (traceTo) {
    cdp.on('Tracing.dataCollected', onData);
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
        ],
      },
    });
  }
  return {
    async stop() {
      if (profileTo)
        writeRecording(profileTo, 'cpuprofile', (await cdp.send('Profiler.stop')).profile);
      if (!traceTo) return;
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', onData);
      writeRecording(traceTo, 'json', { traceEvents: events });
    },
  };
}

/**
 * How the page tells the harness a `ready` function holds: a DevTools binding. The check runs as
 * a plain script of the page's own (a DevTools script is not subject to the page's security
 * policy). Playwright's `waitForFunction` would first inject Playwright's own script, about 130 ms
 * of the page's main thread at 1× on the reference machine, in the middle of the start-up the
 * benchmark measures (docs/performance.md#what-the-harness-costs).
 */
const BINDING = '__careBenchReady';

/** Runs in the page: checks `ready(arg)` on every animation frame until it answers a time. */
function watchFrames(binding, ready, arg) {
  const tell = (answer) => globalThis[binding](JSON.stringify(answer));
  const check = () => {
    try {
      const ms = ready(arg);
      if (typeof ms === 'number') tell({ ms });
      else requestAnimationFrame(check);
    } catch (error) {
      tell({ error: String(error) });
    }
  };
  requestAnimationFrame(check);
}

/** The script that watches for `ready`: a page function answering false, then performance.now(). */
const watcher = (ready, arg) =>
  `(${watchFrames})(${JSON.stringify(BINDING)}, ${ready}, ${JSON.stringify(arg ?? null)})`;

/** The time the page's next watcher answers (the first frame in which its `ready` held). */
function answerOf(cdp) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not ready within 120 s')), 120_000);
    const onCall = ({ name, payload }) => {
      if (name !== BINDING) return;
      cdp.off('Runtime.bindingCalled', onCall);
      clearTimeout(timer);
      const answer = JSON.parse(payload);
      if (answer.error) reject(new Error(answer.error));
      else resolve(answer.ms);
    };
    cdp.on('Runtime.bindingCalled', onCall);
  });
}

/** Runs in the page: answers true once `holds()` does (checked each frame), false after `ms`. */
function until(holds, ms) {
  return new Promise((settle) => {
    const end = performance.now() + ms;
    const check = () => {
      if (holds()) settle(true);
      else if (performance.now() > end) settle(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Runs in the page: settles once the main thread has been idle through ten idle periods in a
 * row, each the longest the browser grants (50 ms): no task queued, no rendering in slices.
 */
function untilQuiet() {
  return new Promise((settle) => {
    let quiet = 0;
    const check = (deadline) => {
      quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
      if (quiet >= 10) settle();
      else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  });
}

/** Evaluates `expression` in the page over DevTools and answers its value (awaited, with `wait`). */
async function inPage(cdp, expression, wait = false) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    returnByValue: true,
    awaitPromise: wait,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? 'page error');
  return result.value;
}

/** The page's paints and its requests (start → end, ms since the navigation) from `since`. */
async function printTimeline(page, since = 0) {
  const entries = await page.evaluate(() => [
    ...performance.getEntriesByType('paint').map((e) => [e.name, 0, e.startTime]),
    ...performance
      .getEntriesByType('resource')
      .map((e) => [new URL(e.name).pathname, e.startTime, e.responseEnd]),
  ]);
  for (const [name, start, end] of entries.sort((a, b) => a[2] - b[2])) {
    if (end < since) continue;
    console.log(`  ${start.toFixed(0).padStart(6)} → ${end.toFixed(0).padStart(6)} ms  ${name}`);
  }
}

export function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`);
    if (index === 0) console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  }
}
