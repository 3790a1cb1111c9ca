import { defineConfig } from 'tsup';

export default defineConfig({
  // `resources`: the bundled translations as plain data (`@care/i18n/resources`), no i18next.
  entry: { index: 'src/index.ts', resources: 'src/resources-entry.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
