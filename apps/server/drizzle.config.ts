import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @care/server db:generate` writes SQL migrations into ./drizzle (committed). The
// same migrations run on the embedded PGlite and on a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
