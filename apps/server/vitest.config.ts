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
    // Ceilings, not expectations: a file's set-up was seen to take over 60 s on two cores shared
    // with the web app's and the packages' suites.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Files share their worker's modules (every file builds its own apps and database; nothing
    // lives at module level): half the CPU time of isolated files, which re-import Fastify,
    // Drizzle and zod each. Two workers: both cores (the default leaves one idle on two).
    isolate: false,
    maxWorkers: 2,
    // Vitest 5 caches transformed modules on disk keyed by their content: a dependency change that
    // moves a package to another folder of the pnpm store (a new peer variant of vitest itself)
    // left cached test files importing the old copy ("Vitest failed to find the runner").
    // Transforming the server's files takes a second; a wrong cache costs a red run.
    fsModuleCache: false,
  },
});
