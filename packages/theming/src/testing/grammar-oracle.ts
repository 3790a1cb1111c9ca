/**
 * An independent, deliberately plain statement of what an accepted theme may contain, written
 * apart from the implementation so the tests do not grade the importer with its own rules.
 */
import { expect } from 'vitest';
import { DEFAULT_THEME } from '../themes/built-in-themes';

const NAMED = new Set(
  'black silver gray grey white maroon red purple fuchsia magenta green lime olive yellow orange navy blue teal aqua cyan transparent'.split(
    ' ',
  ),
);
const FONTS = new Set(['Helvetica Now Text', 'Rubik', 'Roboto']);
/** Characters an accepted colour or length may contain at all. */
const SAFE_CHARACTERS = /^[#0-9A-Za-z(),. %/]*$/;
const COLOR =
  /^(#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})|(rgba?|hsla?)\( *[0-9.]+(deg)?%?( *,? *[0-9.]+%?){2}( *[,/] *[0-9.]+%?)? *\))$/i;
const LENGTH = /^(0|[0-9]+(\.[0-9]+)?(px|rem|em|%))$/;

function isColor(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    SAFE_CHARACTERS.test(value) &&
    (COLOR.test(value) || NAMED.has(value.toLowerCase()))
  );
}

function inRange(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** The keys of an object, sorted, prototype-reaching ones included. */
function keysOf(value: unknown): string {
  return typeof value === 'object' && value !== null
    ? Reflect.ownKeys(value).map(String).sort().join(',')
    : `(not an object: ${typeof value})`;
}

/** The shape every accepted definition has: a built-in theme's, without the id. */
const REFERENCE: Record<string, unknown> = { ...DEFAULT_THEME };
delete REFERENCE.id;

const referenceKeys = new WeakMap<object, string>();

function expectedKeys(expected: object): string {
  let keys = referenceKeys.get(expected);
  if (keys === undefined) {
    keys = keysOf(expected);
    referenceKeys.set(expected, keys);
  }
  return keys;
}

/**
 * What is wrong with `theme` as an accepted definition: it must have exactly the shape of a
 * built-in theme without the id (plain objects, no other key) and every value must match the
 * grammar. Plain code, no `expect`, so that the fuzz tests can call it thousands of times.
 */
export function grammarProblems(theme: unknown): string[] {
  const problems: string[] = [];
  const fail = (path: string, value: unknown) =>
    problems.push(`${path}: ${JSON.stringify(value) ?? String(value)}`);
  const walk = (actual: unknown, expected: unknown, path: string) => {
    if (typeof expected === 'object' && expected !== null && !Array.isArray(expected)) {
      if (typeof actual !== 'object' || actual === null) return fail(path, actual);
      if (Object.getPrototypeOf(actual) !== Object.prototype) fail(`${path} (prototype)`, null);
      if (path.endsWith('.header') || path.endsWith('.sidebar')) {
        return gradientProblems(actual, path).forEach((p) => problems.push(p));
      }
      if (keysOf(actual) !== expectedKeys(expected)) fail(`${path} (keys)`, keysOf(actual));
      for (const key of Object.keys(expected)) {
        walk(
          (actual as Record<string, unknown>)[key],
          (expected as Record<string, unknown>)[key],
          `${path}.${key}`,
        );
      }
      return;
    }
    const key = path.split('.').at(-1) ?? '';
    let ok: boolean;
    if (path === '.name') {
      ok =
        typeof actual === 'string' &&
        actual.length > 0 &&
        actual.length <= 40 &&
        actual.trim() === actual;
    } else if (path === '.colorMode') ok = actual === 'light' || actual === 'dark';
    else if (path === '.buttons.borderRadius')
      ok = typeof actual === 'string' && LENGTH.test(actual);
    else if (key === 'family' || key === 'headingFamily') ok = FONTS.has(actual as string);
    else if (path === '.fonts.size') ok = inRange(actual, 5, 30);
    else if (path.startsWith('.fonts.sizes.')) ok = inRange(actual, 0, 120);
    else ok = isColor(actual);
    if (!ok) fail(path, actual);
  };
  walk(theme, REFERENCE, '');
  return problems;
}

function gradientProblems(actual: object, path: string): string[] {
  const problems: string[] = [];
  const gradient = actual as { angle: unknown; stops: unknown };
  if (keysOf(gradient) !== 'angle,stops') problems.push(`${path} (keys)`);
  if (!inRange(gradient.angle, 0, 360)) problems.push(`${path}.angle`);
  const stops = gradient.stops;
  if (!Array.isArray(stops) || stops.length < 2 || stops.length > 3) {
    return [...problems, `${path}.stops`];
  }
  stops.forEach((stop: unknown, index) => {
    if (keysOf(stop) !== 'color,position') problems.push(`${path}.stops.${index} (keys)`);
    const { color, position } = stop as { color: unknown; position: unknown };
    if (!isColor(color)) problems.push(`${path}.stops.${index}.color: ${String(color)}`);
    if (!inRange(position, 0, 100)) problems.push(`${path}.stops.${index}.position`);
  });
  return problems;
}

/** Asserts that `theme` is a grammatical definition (see {@link grammarProblems}). */
export function expectGrammaticalDefinition(theme: unknown): void {
  expect(grammarProblems(theme)).toEqual([]);
}

/** A fingerprint of the built-in prototypes (their own keys and what they hold), to prove nothing was added to them. */
export function prototypeFingerprint(): string[] {
  const describe = (name: string, target: object) =>
    Reflect.ownKeys(target).map((key) => {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      return `${name}.${String(key)}:${typeof descriptor?.value}:${typeof descriptor?.get}`;
    });
  return [
    ...describe('Object', Object.prototype),
    ...describe('Array', Array.prototype),
    ...describe('Function', Function.prototype),
    ...describe('String', String.prototype),
  ].sort();
}
