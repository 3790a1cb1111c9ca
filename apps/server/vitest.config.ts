import { defineConfig } from 'vitest/config';

// `@care/source` makes the workspace packages resolve to their TypeScript sources, so tests never
// need a build of @care/api-client.
const conditions = ['@care/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@care/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database (a new PGlite data dir, or a new PostgreSQL database):
    // a first PGlite start takes a few seconds on two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
