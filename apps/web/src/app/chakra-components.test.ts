import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { CHAKRA_COLOR_PALETTES } from '@care/theming';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { CHAKRA_COMPONENT_STYLES } from './chakra-components';

// The app's Chakra system carries only the recipes of the components it uses (budgets). A
// component without its recipe renders unstyled and nothing else notices, so this test derives
// the recipes from the code: every name imported from '@chakra-ui/react' in apps/web and
// packages/ui is traced into Chakra's own build (the component's module and the Chakra modules
// it imports, e.g. Button → Spinner), collecting the recipe keys they look up.

const REPO = resolve(import.meta.dirname, '..', '..', '..', '..');
const SOURCES = ['apps/web/src', 'packages/ui/src'].map((dir) => join(REPO, dir));
/** Where a palette may be named: the app, @care/ui, and the Care theme built on Chakra's. */
const PALETTE_SOURCES = [...SOURCES, join(REPO, 'packages/theming/src/system')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' (values, not types), with a file using each. */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '';
        if (name && !name.startsWith('type ')) names.set(name, relative(REPO, file));
      }
    }
  }
  return names;
}

/** Chakra's ESM build: which module each public name comes from. */
function chakraModules() {
  const require = createRequire(import.meta.url);
  const esm = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm');
  const index = readFileSync(join(esm, 'index.js'), 'utf8');
  const moduleOf = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, local = '', from = ''] of index.matchAll(
    /import\s*\*\s*as\s*(\S+)\s*from\s*'(\.[^']+)'/g,
  ))
    namespaces.set(local, resolve(esm, from));
  for (const [, list = '', from] of index.matchAll(
    /export\s*\{([^}]*)\}\s*(?:from\s*'([^']+)')?/g,
  )) {
    for (const part of list.split(',')) {
      const [original = '', alias] = part.trim().split(/\s+as\s+/);
      const name = (alias ?? original).trim();
      if (from?.startsWith('.')) moduleOf.set(name, resolve(esm, from));
      else if (!from && namespaces.has(original))
        moduleOf.set(name, namespaces.get(original) ?? '');
    }
  }
  return { esm, moduleOf };
}

/** Recipe keys looked up by `file` and the Chakra component modules it imports. */
function recipeKeys(file: string, components: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file)) return keys;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, key = ''] of text.matchAll(/key:\s*"([a-zA-Z]+)"/g)) keys.add(key);
  for (const [, from = ''] of text.matchAll(/from\s*'(\.[^']+)'/g)) {
    const target = resolve(dirname(file), from);
    if (target.startsWith(components) && existsSync(target))
      for (const key of recipeKeys(target, components, seen)) keys.add(key);
  }
  return keys;
}

/** Recipes our own code looks up by name (`system.getRecipeFn('input')`, `useRecipe({ key })`). */
function recipesLookedUp(): Map<string, string> {
  const found = new Map<string, string>();
  const lookup =
    /\b(?:getRecipeFn|getSlotRecipeFn|getRecipe|getSlotRecipe)\(\s*'(\w+)'|\buse(?:Slot)?Recipe\(\s*\{\s*key:\s*'(\w+)'/g;
  for (const file of SOURCES.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(lookup)) {
      const key = match[1] ?? match[2] ?? '';
      if (!found.has(key)) found.set(key, `a lookup in ${relative(REPO, file)}`);
    }
  }
  return found;
}

/** Every recipe key the app's Chakra imports need, with the import that needs it. */
function neededRecipes(): Map<string, string> {
  const { esm, moduleOf } = chakraModules();
  const known = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
  const needed = new Map<string, string>();
  for (const [name, file] of importedNames()) {
    const module = moduleOf.get(name);
    if (!module) continue;
    for (const key of recipeKeys(module, join(esm, 'components')))
      if (known.has(key) && !needed.has(key)) needed.set(key, `${name} in ${file}`);
  }
  for (const [key, by] of recipesLookedUp()) if (!needed.has(key)) needed.set(key, by);
  return needed;
}

describe("the app's Chakra component styles", () => {
  const carried = new Set([
    ...Object.keys(CHAKRA_COMPONENT_STYLES.recipes),
    ...Object.keys(CHAKRA_COMPONENT_STYLES.slotRecipes),
  ]);
  const needed = neededRecipes();

  it('are traced from the code (the scan works)', () => {
    expect(needed.get('button')).toMatch(/^(Button|IconButton|CloseButton) in /);
    expect(needed.has('spinner')).toBe(true); // through Button's loading state
    expect(needed.has('dialog')).toBe(true); // a namespace import (Dialog.Root, …)
    expect(recipesLookedUp().get('textarea')).toMatch(/^a lookup in packages\/ui\//); // form styles
  });

  it('include the recipe of every Chakra component the app and @care/ui use', () => {
    const missing = [...needed].filter(([key]) => !carried.has(key));
    expect(
      missing.map(([key, by]) => `${key} (for ${by}): add it to src/app/chakra-components.ts`),
    ).toEqual([]);
  });

  it('carry no recipe that nothing uses (each one weighs on every first load)', () => {
    expect([...carried].filter((key) => !needed.has(key))).toEqual([]);
  });

  it('are the very recipes Chakra ships under those keys', () => {
    const all: Record<string, unknown> = { ...recipes, ...slotRecipes };
    for (const [key, recipe] of Object.entries({
      ...CHAKRA_COMPONENT_STYLES.recipes,
      ...CHAKRA_COMPONENT_STYLES.slotRecipes,
    }))
      expect(recipe, key).toBe(all[key]);
  });
});

/**
 * The Chakra palettes named by our code (`colorPalette="blue"`, `colorPalette: 'red'`,
 * `red.500`, `{colors.orange.fg}`) and by the recipes the app carries (the alert's status
 * variants), with where each is named.
 */
function neededPalettes(): Map<string, string> {
  const names = CHAKRA_COLOR_PALETTES.join('|');
  const named = new RegExp(
    `colorPalette["']?\\s*[=:]\\s*\\{?\\s*["'](${names})["']|\\b(${names})\\.(?:\\d{2,3}|solid|contrast|fg|muted|subtle|emphasized|focusRing)\\b`,
    'g',
  );
  const found = new Map<string, string>();
  const scan = (text: string, where: string) => {
    for (const match of text.matchAll(named)) {
      const palette = match[1] ?? match[2] ?? '';
      if (!found.has(palette)) found.set(palette, where);
    }
  };
  for (const file of PALETTE_SOURCES.flatMap(sourceFiles))
    scan(readFileSync(file, 'utf8'), relative(REPO, file));
  for (const [key, recipe] of Object.entries({
    ...CHAKRA_COMPONENT_STYLES.recipes,
    ...CHAKRA_COMPONENT_STYLES.slotRecipes,
  }))
    scan(JSON.stringify(recipe), `Chakra's ${key} recipe`);
  return found;
}

describe("the app's Chakra colour palettes", () => {
  const carried = new Set<string>(['gray', ...CHAKRA_COMPONENT_STYLES.colorPalettes]);
  const needed = neededPalettes();

  it('are traced from the code and the recipes (the scan works)', () => {
    expect(needed.get('orange')).toBe("Chakra's alert recipe"); // status="warning"
    expect(needed.get('blue')).toMatch(/\.tsx$/); // colorPalette="blue" in our own code
  });

  it('include every palette the app, @care/ui and the carried recipes name', () => {
    const missing = [...needed].filter(([palette]) => !carried.has(palette));
    expect(
      missing.map(
        ([palette, by]) => `${palette} (for ${by}): add it to src/app/chakra-components.ts`,
      ),
    ).toEqual([]);
  });

  it('carry no palette that nothing names (each one slows the start-up)', () => {
    expect([...carried].filter((palette) => palette !== 'gray' && !needed.has(palette))).toEqual(
      [],
    );
  });
});
