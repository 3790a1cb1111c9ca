import { mkdtempSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT, E2E_WEB_DIST } from './e2e/fixtures/env';

// The end-to-end tests run against the REAL server (apps/server, built) serving the REAL built
// web app (apps/web/dist, or CARE_E2E_WEB_DIST) on one port, with a fresh embedded database per
// run. Every test is guarded (e2e/fixtures/test.ts): axe after every step and at the end, CSP
// violations fail it; e2e/budget.spec.ts checks the first-load JavaScript budgets.

// The config is evaluated again in every worker; the environment carries the first choice over,
// so the server and all workers agree on one data folder (removed by the global teardown).
process.env.CARE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'care-e2e-'));
const DATA_DIR = join(process.env.CARE_E2E_DATA_DIR, 'pglite');

/** Tests tagged `@exclusive` run in their own project, after every other test. */
const EXCLUSIVE = /@exclusive/;

/**
 * Chromium keeps its shared memory in /dev/shm when that is roomy (here the size of the memory):
 * Playwright's default moves it to /tmp, a disk on this machine kind, for containers whose
 * /dev/shm is 64 MB (20 tests: 215 -> 197 s, docs/architecture.md#testing).
 */
function roomyDevShm(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks >= 2 * 1024 ** 3;
  } catch {
    return false;
  }
}

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  // Debian's Chromium; Playwright's own browser download is never used. `npm test` drives its
  // headless build, CARE_TEST_CHROMIUM (docs/architecture.md#testing).
  launchOptions: {
    ...(roomyDevShm() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
    executablePath:
      process.env.CARE_TEST_CHROMIUM ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three on two cores: a test spends a fifth of its time waiting (a settling page, a debounce,
  // the server), which a third worker fills (7.3 -> 6.1 minutes a run, the longest test 25 s).
  workers: 3,
  // Ceilings, not expectations: a passing test never waits for them. Two cores run the server,
  // three browsers and the runner, often beside other work; a page's first load has been seen to
  // take over 10 s there. Nothing measures time (budgets are byte counts).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalTeardown: './e2e/fixtures/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    // A click on what never comes (a list that failed to load) fails there, naming its locator,
    // not as the test's timeout in whichever step was running: a ceiling, as above.
    actionTimeout: 60_000,
    locale: 'en-US',
    // As a user who asks for less motion: dialogs, drawers and messages come and go at once, and
    // the browser draws no frames of animations no test looks at (the GPU process's CPU about
    // halved on 21 tests). e2e/motion.spec.ts runs the default motion too
    // (docs/behaviour/shell-and-session.md#less-motion).
    reducedMotion: 'reduce',
    // No trace unless asked for (CARE_E2E_TRACE=1: a failed test keeps every action with the
    // page's DOM before and after it, the network and the console). Recording it for every test,
    // to keep the failures' only, cost a sixth of the suite's time (20 tests: 257 -> 215 s, CPU
    // 497 -> 407 s); a failure still leaves its screenshot and the page's accessibility tree.
    trace: process.env.CARE_E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
      : 'off',
    screenshot: 'only-on-failure',
    // The app's service worker answers its own files and pages itself, out of `page.route`'s
    // sight, where the faults fixture injects its failures: it is blocked but in the specs that
    // test it (e2e/outbox.spec.ts, the new version of e2e/shell.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: EXCLUSIVE,
      use: CHROMIUM,
    },
    {
      // Tests that change what every other test sees (the maintenance flag, a demo user's
      // password) run after all the others, one at a time.
      name: 'exclusive',
      grep: EXCLUSIVE,
      dependencies: ['chromium'],
      // One at a time among themselves too: one moves the server's clock, one changes the demo
      // guest's password, others the module levels every session reads.
      workers: 1,
      use: CHROMIUM,
    },
  ],
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `${E2E_BASE_URL}/api/health`,
    // A fresh database is migrated and seeded on start (argon2 hashes included): allow for it.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      // Not production: the development mail transport and its test outbox
      // (MAIL_OUTBOX_EXPOSED) exist only outside production; nothing else differs.
      NODE_ENV: 'test',
      MAIL_OUTBOX_EXPOSED: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: E2E_WEB_DIST,
      // The server's CSP report collector answers GET with what it received (the global
      // teardown fails the run on any report).
      CSP_REPORTS_EXPOSED: '1',
      // The server's test aids: its clock can be moved forward (POST /api/__test__/clock).
      FAULTS_ENABLED: '1',
    },
  },
});
