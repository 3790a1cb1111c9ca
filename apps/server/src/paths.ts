import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of @care/server's package.json. Found by walking up from this module, so it is the
 * same whether the code runs from `src/` (tsx, vitest) or from the `dist/main.js` bundle.
 */
export function serverPackageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(from);
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) {
      const name: unknown = (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: unknown })
        .name;
      if (name === '@care/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @care/server package folder');
    dir = parent;
  }
}

/** The monorepo root: apps/server/../.. */
export function repoRoot(): string {
  return resolve(serverPackageRoot(), '..', '..');
}

/** The Drizzle migrations folder, committed beside src/. */
export function migrationsFolder(): string {
  return join(serverPackageRoot(), 'drizzle');
}
