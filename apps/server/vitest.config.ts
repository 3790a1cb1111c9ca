import { defineConfig } from 'vitest/config';

// `@care/source` makes the workspace packages resolve to their TypeScript sources, so tests never
// need a build of @care/api-client.
const conditions = ['@care/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@care/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    environment: 'node',
    // Each file opens its own database (an in-memory PGlite loaded from a migrated template made
    // once per run, or a new PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
