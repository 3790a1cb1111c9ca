#!/usr/bin/env node
// Lighthouse, mobile preset (Lighthouse's default: a mid-range phone on slow 4G, simulated), on
// the production build served by the real server: the login page and the logged-in shell.
// Targets: performance >= 95 and accessibility = 100 on both. Prints the scores (and what costs
// points) and exits non-zero below target. Heavy and sensitive to a busy machine, so it is not
// part of `npm test`: run `pnpm --filter @care/web lighthouse` after `pnpm --filter @care/web build`
// and `pnpm --filter @care/server build`.
//
// Environment: CHROME_PATH (default /usr/bin/chromium); CARE_LIGHTHOUSE_URL to measure a server
// that is already running (it must have the demo accounts) instead of starting one on a fresh
// database; CARE_LIGHTHOUSE_PORT (default 3117) for the one started here; CARE_E2E_WEB_DIST to
// serve another build than apps/web/dist; CARE_LIGHTHOUSE_OUT, a folder to write each page's full
// report to (`login.json`, `shell.json`), to see which tasks block and what is fetched.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { demoUser } from '../e2e/fixtures/demo-users.ts';

const TARGETS = { performance: 95, accessibility: 100 };
const SESSION_TOKEN_KEY = 'care.sessionToken';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const webDir = resolve(import.meta.dirname, '..');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Starts the built server on a fresh database; resolves with its URL and a stop function. */
async function startServer() {
  const port = Number(process.env.CARE_LIGHTHOUSE_PORT ?? 3117);
  const dataDir = mkdtempSync(join(tmpdir(), 'care-lighthouse-'));
  const server = spawn(process.execPath, [join(webDir, '..', 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'pglite'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST: resolve(process.env.CARE_E2E_WEB_DIST ?? join(webDir, 'dist')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  // A fresh database is migrated and seeded first (argon2 hashes included).
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((done) => setTimeout(done, 500));
  }
  stop();
  throw new Error(`lighthouse: the server did not start on ${url}`);
}

/** A session token of the admin demo account. */
async function signIn(url) {
  const user = demoUser('admin');
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  if (!response.ok) throw new Error(`lighthouse: sign-in failed with HTTP ${response.status}`);
  return { token: (await response.json()).data.token, user };
}

/** Runs Lighthouse on `url` in a new tab; `token` signs the tab in before the app starts. */
async function audit(browser, url, token) {
  const page = await browser.newPage();
  try {
    if (token) {
      // Lighthouse clears the origin's storage (and cache) before it loads the page; this runs
      // in every new document after that, before the app's own code.
      await page.evaluateOnNewDocument(
        (key, value, origin) => {
          if (window.location.origin === origin) window.sessionStorage.setItem(key, value);
        },
        SESSION_TOKEN_KEY,
        token,
        new URL(url).origin,
      );
    }
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: Object.keys(TARGETS) },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse: no result for ${url}`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

/** The audits that cost points in a category, worst first. */
function losses(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map(
      (audit) =>
        `${audit.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    );
}

const own = process.env.CARE_LIGHTHOUSE_URL ? null : await startServer();
const base = process.env.CARE_LIGHTHOUSE_URL ?? own.url;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROME_ARGS,
});
let failed = false;
try {
  const { token, user } = await signIn(base);
  const pages = [
    { name: 'login', path: '/loggedOut/' },
    { name: 'shell', path: '/loggedIn/', token, check: `Welcome, ${user.fullName}` },
  ];
  console.log(
    `[care] Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${base}`,
  );
  for (const { name, path, token: pageToken } of pages) {
    const lhr = await audit(browser, `${base}${path}`, pageToken);
    if (process.env.CARE_LIGHTHOUSE_OUT) {
      mkdirSync(process.env.CARE_LIGHTHOUSE_OUT, { recursive: true });
      writeFileSync(join(process.env.CARE_LIGHTHOUSE_OUT, `${name}.json`), JSON.stringify(lhr));
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== path) {
      throw new Error(`lighthouse: ${path} ended on ${lhr.finalDisplayedUrl}`);
    }
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue}`)
      .join(', ');
    if (lhr.runtimeError) {
      console.log(
        `  FAIL ${name}: Lighthouse could not measure the page (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`,
      );
    }
    for (const [category, target] of Object.entries(TARGETS)) {
      const score = Math.round(lhr.categories[category].score * 100);
      const ok = score >= target;
      failed ||= !ok;
      console.log(
        `  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(5)} ${category.padEnd(13)} ${String(score).padStart(3)} (target ${target})`,
      );
      if (score < 100) console.log(`       costs points: ${losses(lhr, category).join('; ')}`);
    }
    console.log(`       ${metrics}`);
    console.log(
      `       benchmark index ${Math.round(lhr.environment.benchmarkIndex)} (a quiet desktop ` +
        'scores about 1500-2500; far lower means a busy machine and meaningless performance scores)',
    );
  }
} finally {
  await browser.close();
  own?.stop();
}
console.log(`[care] Lighthouse took ${seconds()}${failed ? ': below target' : ''}`);
process.exit(failed ? 1 : 0);
