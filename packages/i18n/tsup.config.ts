import { defineConfig } from 'tsup';

export default defineConfig({
  // `resources`: the bundled translations as plain data (`@care/i18n/resources`), no i18next.
  // `cached-texts`: `cacheTexts`, apart so that an app's first load does not carry it.
  entry: {
    index: 'src/index.ts',
    resources: 'src/resources-entry.ts',
    'cached-texts': 'src/cached-t.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
