import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // The Playwright specs run in a real browser against the real server (pnpm test:e2e).
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      setupFiles: ['./vitest.setup.ts'],
      // Whole-app tests load lazy chunks over a real HTTP server; on two cores shared with other
      // builds a first render can take seconds (see also asyncUtilTimeout in vitest.setup.ts).
      testTimeout: 30_000,
      // Files share their worker's modules: Chakra UI, React and the app's modules are evaluated
      // once per worker instead of once per file (measured on two cores: imports were 62% of the
      // run, 500 s of 845 s). Every file renders its own app, QueryClient and server; module-level
      // state must not leak between files (vitest.setup.ts resets what the browser keeps).
      isolate: false,
      maxWorkers: 2,
    },
  }),
);
