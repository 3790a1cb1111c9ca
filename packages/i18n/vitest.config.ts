import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@care/source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
