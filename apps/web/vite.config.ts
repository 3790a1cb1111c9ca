import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The reference server (apps/server) the dev server proxies to. */
const API_TARGET = process.env.CARE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages are used from source (their `@care/source` export), so a change in
    // @care/ui or @care/i18n shows up without rebuilding the package.
    conditions: ['@care/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, ws: true },
      '/meta.json': API_TARGET,
      '/docs': API_TARGET,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The budget of first-load JavaScript is checked separately; keep Vite's warning meaningful.
    chunkSizeWarningLimit: 600,
  },
});
