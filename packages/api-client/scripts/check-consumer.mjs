#!/usr/bin/env node
// Proves the published types: packs the package as it would be published (run it after a build:
// `pnpm run check:consumer` builds first), unpacks it into a throwaway consumer project and type-checks, WITHOUT the `@care/source`
// condition (so only dist/*.d.ts are seen):
//   - consumer/browser-app.ts with bundler resolution and the DOM library (an app like apps/web);
//   - consumer/node-service.ts with NodeNext resolution, no DOM, exactOptionalPropertyTypes;
//   - every named import and re-export of this package written in apps/web (src and e2e), so a
//     name the web app uses cannot go missing from the built entry points.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
// Inside this package's node_modules: zod, ws and @types/node resolve from there, as they
// would from a consumer's own dependencies, and the folder is ignored by git, lint and format.
const work = join(packageDir, 'node_modules', '.cache', 'consumer-check');
const webApp = join(packageDir, '..', '..', 'apps', 'web');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`check-consumer: ${[command, ...args].join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(join(packageDir, 'dist', 'index.d.ts'))) {
  console.error('check-consumer: no dist/ yet; build first (pnpm run check:consumer does)');
  process.exit(1);
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// 1. The package as published: `pnpm pack` applies `files`, then unpack under node_modules.
execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: packageDir, stdio: 'ignore' });
const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
if (!tarball) throw new Error('check-consumer: pnpm pack produced no tarball');
const installed = join(work, 'node_modules', ...pkg.name.split('/'));
mkdirSync(installed, { recursive: true });
run('tar', ['-xzf', join(work, tarball), '-C', installed, '--strip-components=1']);

// 2. The consumer project.
cpSync(join(packageDir, 'consumer'), work, { recursive: true });

// 3. Every name apps/web takes from this package, merged per entry point (one import each).
const entryPattern = new RegExp(
  String.raw`\b(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](` +
    pkg.name.replace('/', '\\/') +
    String.raw`(?:\/[\w-]+)?)['"]`,
  'g',
);
function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry) ? [path] : [];
  });
}
/** entry → imported name → true when some file needs it as a value */
const used = new Map();
const files = ['src', 'e2e'].flatMap((dir) => sourceFiles(join(webApp, dir)));
for (const file of files) {
  for (const match of readFileSync(file, 'utf8').matchAll(entryPattern)) {
    const [, , typeOnly, list, entry] = match;
    const names = used.get(entry) ?? new Map();
    used.set(entry, names);
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (spec === '') continue;
      const isType = Boolean(typeOnly) || spec.startsWith('type ');
      const name = spec
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      names.set(name, (names.get(name) ?? false) || !isType);
    }
  }
}
const usage = [...used]
  .map(([entry, names]) => {
    const alias = entry.replace(pkg.name, '#api-client');
    const list = [...names]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, isValue]) => (isValue ? name : `type ${name}`))
      .join(',\n  ');
    return `import {\n  ${list},\n} from '${alias}';`;
  })
  .join('\n');
writeFileSync(
  join(work, 'web-usage.ts'),
  `// Generated from ${relative(packageDir, webApp)}: the names it takes from ${pkg.name}.\n${usage}\nexport {};\n`,
);
const nameCount = [...used.values()].reduce((sum, names) => sum + names.size, 0);

// 4. Type-check both consumers against the packed d.ts files.
for (const config of ['tsconfig.json', 'tsconfig.node.json']) {
  run(process.execPath, [tsc, '-p', join(work, config)], { cwd: work });
}
console.log(
  `check-consumer: the packed ${pkg.name}@${pkg.version} type-checks for a browser app, a Node ` +
    `service and the ${nameCount} names apps/web uses (${files.length} files read).`,
);
