import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The reference server (apps/server) the dev server proxies to. */
const API_TARGET = process.env.CARE_API_TARGET ?? 'http://localhost:3000';

/** React itself: the biggest library, changes least often, its own chunk. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** Libraries that may go into the shared `vendor` chunk (never zod, TanStack Query, date-fns). */
const VENDOR =
  /node_modules[\\/](react-router|@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|stylis|react-is|hoist-non-react-statics|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/;

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
    manifest: true,
    // First-load budgets are checked in e2e/budget.spec.ts; keep Vite's warning meaningful.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries of the first page load in two stable, named chunks (`react`, `vendor`): a
        // deployment that changes only the app's code leaves them cached on the tablets, and the
        // first load is a handful of requests, not a dozen (every request costs a round trip on
        // the ward's Wi-Fi). A library only a lazy screen uses is never in `vendor`: it stays in
        // that screen's chunk or in a chunk shared by such screens, so it never weighs on the
        // login page (budgets: e2e/budget.spec.ts, budgets.json).
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            // Only what the entry loads statically ($initial): a component only lazy screens use
            // stays out, with those screens.
            { name: 'vendor', test: VENDOR, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
