import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * Builds the bare React page (bench/bare-page: React + React DOM rendering one heading) with the
 * app's Vite, React plugin and build target into a new temporary folder, and returns the folder.
 * It is the yardstick of the first-load JavaScript budgets (e2e/budget.spec.ts).
 */
export async function buildBarePage(outDir = mkdtempSync(join(tmpdir(), 'care-bare-page-'))) {
  await build({
    root: join(import.meta.dirname, 'bare-page'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: true },
  });
  return outDir;
}
