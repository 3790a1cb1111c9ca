#!/usr/bin/env node
// Dependencies only in the allowed direction (docs/architecture.md#who-may-import-whom): each
// workspace may depend on, and import, only the @care packages listed here. Packages never import
// apps. Cycles between modules are ESLint's job (import-x/no-cycle); this guards the package graph
// and the `../` escapes.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Who may import whom: the arrows point down only. */
const ALLOWED = {
  '@care/web': ['@care/ui', '@care/theming', '@care/i18n', '@care/api-client', '@care/bench-kit'],
  '@care/storybook': ['@care/ui', '@care/theming', '@care/i18n'],
  // The server may read the bundled translations as data (to seed its translation table from the
  // very terms the app ships), never the i18next set-up: see SUBPATHS.
  '@care/server': ['@care/api-client', '@care/i18n'],
  // Only their benchmarks import the benchmarks' frame (a private package at the bottom).
  '@care/ui': ['@care/bench-kit'],
  '@care/theming': [],
  '@care/i18n': [],
  '@care/api-client': [],
  '@care/bench-kit': [],
};
/** Build-order-only links that import nothing (turbo builds the server before the web e2e). */
const BUILD_ONLY = { '@care/web': ['@care/server'] };
/**
 * The server may import only the contract's schema entry, never the client transport; and only
 * the data-only entry of @care/i18n (plain objects, no i18next, no React).
 */
const SUBPATHS = {
  '@care/server': {
    '@care/api-client': ['@care/api-client/schemas'],
    '@care/i18n': ['@care/i18n/resources'],
  },
};

/**
 * Libraries that hold one React context or one global instance: two copies in an app mean two
 * contexts (a provider the components never see). A published package takes them as peers (and
 * pins them as dev dependencies for its own tests); the app that uses the package provides them.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'i18next',
  'react-i18next',
  '@chakra-ui/react',
  '@emotion/react',
];

const problems = [];
const workspaces = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    if (['node_modules', 'dist', 'storybook-static', 'test-results', '.turbo'].includes(entry))
      continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(m?[jt]sx?)$/.test(entry)) out.push(path);
  }
  return out;
}

/** The workspaces' manifests by package name. */
const packageByName = new Map(
  workspaces.flatMap((dir) => {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return [[pkg.name, pkg]];
    } catch {
      return [];
    }
  }),
);

for (const dir of workspaces) {
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  const allowed = ALLOWED[pkg.name];
  if (!allowed) {
    problems.push(`${pkg.name}: not in the dependency map of scripts/check-architecture.mjs`);
    continue;
  }
  const declared = Object.keys({
    ...pkg.dependencies,
    ...pkg.devDependencies,
    ...pkg.peerDependencies,
  }).filter((name) => name.startsWith('@care/'));
  for (const name of declared) {
    if (!allowed.includes(name) && !(BUILD_ONLY[pkg.name] ?? []).includes(name)) {
      problems.push(`${pkg.name} depends on ${name}, which it may not`);
    }
  }
  checkSingletons(pkg);
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file);
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const spec = match[1];
      if (spec.startsWith('@care/')) {
        const base = spec.split('/').slice(0, 2).join('/');
        if (!allowed.includes(base)) problems.push(`${where} imports ${spec}, which it may not`);
        const only = SUBPATHS[pkg.name]?.[base];
        if (only && !only.includes(spec))
          problems.push(`${where} imports ${spec}; only ${only.join(', ')} is allowed`);
      } else if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        if (!target.startsWith(dir + sep) && target !== dir) {
          problems.push(`${where} reaches outside its workspace with ${spec}`);
        }
      }
    }
  }
}

/** Singletons are peers of packages, and every user of a package provides its peers. */
function checkSingletons(pkg) {
  const own = { ...pkg.dependencies, ...pkg.devDependencies };
  if (pkg.name.startsWith('@care/') && !pkg.private) {
    for (const name of SINGLETONS.filter((lib) => lib in (pkg.dependencies ?? {}))) {
      problems.push(`${pkg.name}: ${name} must be a peer dependency, not a dependency`);
    }
  }
  for (const dep of Object.keys(own).filter((name) => packageByName.has(name))) {
    // A workspace limited to a data-only entry (the server) loads none of the peers.
    if (SUBPATHS[pkg.name]?.[dep]) continue;
    const peers = packageByName.get(dep).peerDependencies ?? {};
    const optional = packageByName.get(dep).peerDependenciesMeta ?? {};
    for (const peer of Object.keys(peers).filter((name) => !optional[name]?.optional)) {
      if (!(peer in own))
        problems.push(`${pkg.name} uses ${dep} but does not provide its peer ${peer}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Architecture check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Architecture check: ${workspaces.length} workspaces follow the allowed dependency direction.`,
);
