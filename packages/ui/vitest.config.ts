import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their sources, as in the apps and Storybook.
  resolve: { conditions: ['@care/source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // A ceiling, not a pace: a first render in jsdom can take seconds on a busy machine.
    testTimeout: 30_000,
    // Behaviour tests only: stories are tested in a real browser by apps/storybook.
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'src/**/*.stories.{ts,tsx}'],
  },
});
