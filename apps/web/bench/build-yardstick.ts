import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * The yardsticks, each a folder of bench/ built by the app's Vite, React plugin and build target:
 *
 * - `bare-page`: React and React DOM rendering one heading. The first-load JavaScript budgets
 *   (e2e/budget.spec.ts) are multiples of it.
 * - `bare-chakra-page`: the smallest Chakra UI page (a heading, a paragraph and a button). The
 *   Lighthouse script (scripts/lighthouse.mjs) scores it next to the app's pages.
 */
export type Yardstick = 'bare-page' | 'bare-chakra-page';

/** Builds a yardstick into `outDir` (default: a new temporary folder) and returns the folder. */
export async function buildYardstick(
  name: Yardstick,
  outDir = mkdtempSync(join(tmpdir(), `care-${name}-`)),
) {
  await build({
    root: join(import.meta.dirname, name),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: true },
  });
  return outDir;
}
