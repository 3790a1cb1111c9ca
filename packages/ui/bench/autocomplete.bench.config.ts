import { defineConfig } from 'vitest/config';

/** `pnpm --filter @care/ui bench:autocomplete`: the race benchmark, in jsdom with fake timers. */
export default defineConfig({
  resolve: { conditions: ['@care/source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['bench/autocomplete.bench.tsx'],
    testTimeout: 180_000,
  },
});
