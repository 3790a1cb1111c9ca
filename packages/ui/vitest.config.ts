import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their sources, as in the apps and Storybook.
  resolve: { conditions: ['@care/source'] },
  test: {
    // One module graph and one jsdom per worker, shared by its files (the setup file unmounts
    // what each test rendered): CPU time fell from 86 s to 22 s here. A test that fakes timers
    // fakes only what it needs (setTimeout, clearTimeout, Date): a library module loaded under a
    // faked requestAnimationFrame would keep it for the files after it.
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // A ceiling, not a pace: a first render in jsdom can take seconds on a busy machine.
    testTimeout: 30_000,
    // Behaviour tests only: stories are tested in a real browser by apps/storybook.
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'src/**/*.stories.{ts,tsx}'],
  },
});
