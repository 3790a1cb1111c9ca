import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@care/source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // A fixed time zone with daylight saving, so "UTC to local time" is tested for real.
    env: { TZ: 'Europe/Rome' },
  },
});
