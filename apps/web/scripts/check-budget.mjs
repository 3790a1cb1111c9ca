#!/usr/bin/env node
// First-load JavaScript budgets (DESIGN.md §5), checked after every build from Vite's manifest:
// for each route, the entry with its static imports plus the route's lazy chunks with theirs,
// measured gzipped as the server would send them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');

/** Route → lazy modules it loads on first paint, and its budget in KB of gzipped JavaScript. */
const BUDGETS = {
  'login (/loggedOut/)': {
    lazy: ['src/features/auth/pages/login-page.tsx'],
    kb: 270,
  },
  'shell (/loggedIn/)': {
    lazy: [
      'src/shell/logged-in-layout.tsx',
      'src/shell/welcome-page.tsx',
      'src/features/auth/logged-in-area.ts',
      'src/app/api-runtime.ts',
      'src/app/query-client.ts',
    ],
    kb: 270,
  },
};

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`check-budget: ${key} is not in the manifest`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

let failed = false;
for (const [route, { lazy, kb }] of Object.entries(BUDGETS)) {
  const files = [...closure(['index.html', ...lazy])].map((key) => manifest[key].file);
  const bytes = files.reduce((sum, file) => sum + gzipped(file), 0);
  const size = bytes / 1024;
  const ok = size <= kb;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${route}: ${size.toFixed(1)} KB gzip of first-load JS ` +
      `in ${files.length} files (budget ${kb} KB)`,
  );
}
if (failed) {
  console.error('check-budget: a first-load JavaScript budget is exceeded.');
  process.exit(1);
}
