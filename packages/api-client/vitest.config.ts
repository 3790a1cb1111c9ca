import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One module graph per worker, shared by its files: modules load once (npm test's step table).
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
