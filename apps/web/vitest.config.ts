import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests that need a real browser (IndexedDB, WebCrypto): `*.browser.test.ts`, in Chromium. */
const IN_BROWSER = 'src/**/*.browser.test.ts';
const chromium = {
  // The test command's lighter headless build (docs/architecture.md#testing), else CHROME_PATH.
  executablePath: process.env.CARE_TEST_CHROMIUM ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
};

/**
 * Files that run in a fresh module graph and document of their own. The crash test makes the
 * start page throw while React renders it: React's recovery then removes nodes it hoisted into a
 * document that earlier files shared, and about one run in five ended in a DOM NotFoundError.
 * The draft hook's test replaces the draft store with a slow one (`vi.mock`), which must not
 * reach the forms of other files.
 */
const ISOLATED = ['src/shell/crash.test.tsx', 'src/shared/drafts/use-draft.test.tsx'];
/**
 * Every feature's form drafts (diary-drafts.test.tsx, module-access-drafts.test.tsx, …): they put
 * fake-indexeddb on the global scope (src/test/form-drafts.tsx), which must not give the other
 * files' forms drafts. Among themselves they share their worker's modules, as the other files do
 * (each test starts from an empty draft store): one import of the whole app per worker instead of
 * one per file.
 */
const FORM_DRAFTS = 'src/features/**/*-drafts.test.tsx';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // A file on Node's environment (`// @vitest-environment node`) resolves the workspace packages
    // to their sources too, as the jsdom files and the app do: never to a stale or missing build.
    ssr: { resolve: { conditions: ['@care/source', 'node', 'import', 'default'] } },
    test: {
      environment: 'jsdom',
      // The Playwright specs run in a real browser against the real server (pnpm test:e2e).
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      setupFiles: ['./vitest.setup.ts'],
      // Whole-app tests load lazy chunks over a real HTTP server; on two cores shared with other
      // builds a first render can take seconds (see also asyncUtilTimeout in vitest.setup.ts).
      // The longest journeys took 22 s at a load average near 20, and a run at 30 s failed on
      // three tests that pass in 3 to 6 s idle: the ceiling is a safety net, never a wait.
      testTimeout: 60_000,
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['e2e/**', 'node_modules/**', 'dist/**', IN_BROWSER, FORM_DRAFTS, ...ISOLATED],
            // Files share their worker's modules: Chakra UI, React and the app's modules are
            // evaluated once per worker instead of once per file (measured on two cores: imports
            // were 62% of the run, 500 s of 845 s). Every file renders its own app, QueryClient
            // and server; module-level state must not leak between files
            // (docs/architecture.md#testing).
            isolate: false,
          },
        },
        { extends: true, test: { name: 'drafts', include: [FORM_DRAFTS], isolate: false } },
        { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
        {
          // Found only in test files: pre-bundled up front, or Vite reloads the first run.
          optimizeDeps: { include: ['fast-check'] },
          test: {
            name: 'browser',
            include: [IN_BROWSER],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromium }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
