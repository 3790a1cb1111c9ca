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
    // Read by scripts/check-budget.mjs; in dist/.vite, which the server does not serve.
    manifest: true,
    // The budget of first-load JavaScript is checked separately; keep Vite's warning meaningful.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries in stable, named chunks: a deployment that changes only the app's code leaves
        // them cached on the tablets. Only what the first page needs is grouped (entriesAware).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|stylis)[\\/]/,
            },
            { name: 'data', test: /node_modules[\\/](zod|@tanstack)[\\/]/ },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
