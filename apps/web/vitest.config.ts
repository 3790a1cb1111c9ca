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
    },
  }),
);
