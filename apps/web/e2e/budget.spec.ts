import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { buildYardstick } from '../bench/build-yardstick';
import { DEFERRED_WORK_MARK } from '../src/shared/after-first-interaction';
import { demoUser } from './fixtures/demo-users';
import { E2E_BASE_URL, E2E_WEB_DIST } from './fixtures/env';
import { expect, test } from './fixtures/test';

// First-load JavaScript budgets (docs/architecture.md#testing, e2e/budgets.json), measured as the
// browser loads the production build from the real server: a fresh browser context (empty cache),
// every JavaScript response until the network is idle, each body gzipped and summed. The yardstick
// is a bare React page built by the same Vite in the same run and loaded the same way. Byte counts
// are deterministic: nothing here depends on how fast the machine is.

interface RouteBudget {
  path: string;
  /** Where the budget is headed; above it (but within maxRatio) the run prints a warning. */
  targetRatio?: number;
  maxRatio: number;
  maxKiB: number;
  signedInAs?: string;
  forbiddenLibraries?: string[];
  lazyChunks?: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/** One JavaScript file as the page loaded it. */
interface LoadedScript {
  /** Path on the server, e.g. `/assets/index-abc123.js`. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  routes: { login: RouteBudget; shell: RouteBudget };
};
const BARE_ORIGIN = 'http://bare-page.invalid';
const KIB = 1024;
const SESSION_TOKEN_KEY = 'care.sessionToken';

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const kib = (bytes: number) => (bytes / KIB).toFixed(1);
const sum = (scripts: readonly LoadedScript[]) =>
  scripts.reduce((total, script) => total + script.gzipBytes, 0);

/**
 * Loads `url` in a fresh context and returns every JavaScript file it loaded (status 200), once
 * `ready` holds and the network has been idle.
 */
async function loadScripts(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  prepare?: (page: Page) => Promise<void>,
): Promise<LoadedScript[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await prepare?.(page);
    const pending: Promise<LoadedScript | null>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.status() !== 200 || !/javascript/.test(type)) return;
      pending.push(
        response.body().then(
          (body) => ({
            path: new URL(response.url()).pathname,
            bytes: body.length,
            gzipBytes: gzipSize(body),
          }),
          () => null,
        ),
      );
    });
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const deferred = await deferredRequests(page);
    const scripts = (await Promise.all(pending)).filter(
      (script): script is LoadedScript => script !== null && !deferred.has(script.path),
    );
    return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await context.close();
  }
}

/**
 * The paths the page requested after its deferred work started (the first interaction, or the
 * fallback delay on a machine slow enough to reach it before the network is idle; the app marks
 * the moment, src/shared/after-first-interaction.ts): not part of its first load.
 */
async function deferredRequests(page: Page): Promise<Set<string>> {
  const paths = await page.evaluate((mark) => {
    const start = performance.getEntriesByName(mark)[0]?.startTime;
    if (start === undefined) return [];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= start)
      .map((entry) => new URL(entry.name).pathname);
  }, DEFERRED_WORK_MARK);
  return new Set(paths);
}

/** The bare React page, served from the folder Vite built it into (no server needed). */
async function serveBarePage(page: Page, dir: string): Promise<void> {
  await page.route(`${BARE_ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
    };
    return route.fulfill({
      path: file,
      contentType: types[extname(file)] ?? 'application/octet-stream',
    });
  });
}

/** The libraries each loaded file was built from, read from its source map in the build. */
function librariesIn(script: LoadedScript): Set<string> {
  const mapFile = join(E2E_WEB_DIST, `${script.path}.map`);
  // Rolldown's tiny runtime chunk has no source map: it is no library.
  if (!existsSync(mapFile)) return new Set();
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return new Set(
    map.sources.flatMap((source) => {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source);
      return match?.[1] ? [match[1]] : [];
    }),
  );
}

function printRow(
  name: string,
  path: string,
  scripts: LoadedScript[],
  bare: number,
  b: RouteBudget,
) {
  const bytes = sum(scripts);
  console.log(
    `  ${name.padEnd(6)} ${path.padEnd(12)} ${kib(bytes).padStart(6)} KiB gzip in ` +
      `${String(scripts.length).padStart(2)} files = ${(bytes / bare).toFixed(2)}× bare ` +
      `(budget ${b.maxRatio.toFixed(2)}×, ${b.maxKiB} KiB)`,
  );
  for (const script of scripts) {
    console.log(`           ${kib(script.gzipBytes).padStart(6)} KiB  ${script.path}`);
  }
  if (b.targetRatio !== undefined && bytes / bare > b.targetRatio) {
    console.log(
      `  WARNING ${name}: above its target of ${b.targetRatio.toFixed(2)}× the bare page ` +
        '(see "Budgets" in apps/web/README.md for what brings it there)',
    );
  }
}

test.describe('first-load JavaScript budgets', () => {
  test.describe.configure({ mode: 'serial' });

  let bare: LoadedScript[] = [];
  const manifest = () =>
    JSON.parse(readFileSync(join(E2E_WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;

  test.beforeAll(async ({ browser }) => {
    const dir = await buildYardstick('bare-page');
    bare = await loadScripts(
      browser,
      `${BARE_ORIGIN}/`,
      (page) => expect(page.getByRole('heading', { level: 1, name: 'Care' })).toBeVisible(),
      (page) => serveBarePage(page, dir),
    );
    expect(bare.length, 'the bare page loads its JavaScript').toBeGreaterThan(0);
    console.log(
      `[care] first-load JavaScript, gzip, as the browser loads it; bare React page: ` +
        `${kib(sum(bare))} KiB in ${bare.length} file(s)`,
    );
  });

  test('the login page stays within its budget, without the data layer or any screen', async ({
    browser,
  }) => {
    const budget = budgets.routes.login;
    const scripts = await loadScripts(browser, `${E2E_BASE_URL}${budget.path}`, (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible(),
    );
    printRow('login', budget.path, scripts, sum(bare), budget);

    await test.step('no screen of the logged-in area, nor any other lazy chunk', () => {
      const allowed = new Set(budget.lazyChunks ?? []);
      const lazy = Object.values(manifest()).filter(
        (chunk) => chunk.isDynamicEntry && !allowed.has(chunk.src ?? ''),
      );
      const loaded = new Set(scripts.map((script) => script.path.replace(/^\//, '')));
      expect(
        lazy.filter((chunk) => loaded.has(chunk.file)).map((chunk) => chunk.src),
        'lazy chunks requested by the login page',
      ).toEqual([]);
    });
    await test.step('none of the libraries it does not use', () => {
      const forbidden = budget.forbiddenLibraries ?? [];
      const found = scripts.flatMap((script) =>
        [...librariesIn(script)]
          .filter((library) =>
            forbidden.some((name) => library === name || library.startsWith(`${name}/`)),
          )
          .map((library) => `${library} in ${script.path}`),
      );
      expect(found, 'forbidden libraries in the login page load').toEqual([]);
    });
    await test.step('within the budget', () => {
      expect(
        sum(scripts) / sum(bare),
        'login JS as a multiple of the bare page',
      ).toBeLessThanOrEqual(budget.maxRatio);
      expect(sum(scripts) / KIB, 'login JS in KiB').toBeLessThanOrEqual(budget.maxKiB);
    });
  });

  test('the logged-in shell stays within its budget', async ({ browser, request }) => {
    const budget = budgets.routes.shell;
    const user = demoUser(budget.signedInAs ?? 'admin');
    const signIn = await request.post('/api/auth/sign-in', {
      data: { username: user.username, password: user.password },
    });
    expect(signIn.ok(), 'sign-in for the shell measurement').toBe(true);
    const { data } = (await signIn.json()) as { data: { token: string } };
    const scripts = await loadScripts(
      browser,
      `${E2E_BASE_URL}${budget.path}`,
      (page) =>
        expect(
          page.getByRole('heading', { level: 1, name: `Welcome, ${user.fullName}` }),
        ).toBeVisible(),
      async (page) => {
        await page.addInitScript(
          ([key, token]) => {
            if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, token);
          },
          [SESSION_TOKEN_KEY, data.token] as const,
        );
      },
    );
    printRow('shell', budget.path, scripts, sum(bare), budget);
    expect(sum(scripts) / sum(bare), 'shell JS as a multiple of the bare page').toBeLessThanOrEqual(
      budget.maxRatio,
    );
    expect(sum(scripts) / KIB, 'shell JS in KiB').toBeLessThanOrEqual(budget.maxKiB);
  });
});
