import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SHAPE } from '../model/shape';
import payloads from '../testing/css-injection-payloads.json';
import { grammarProblems, prototypeFingerprint } from '../testing/grammar-oracle';
import { DARK_THEME, DEFAULT_THEME, MAINFRAME_THEME } from '../themes/index';
import { exportTheme, importThemes, type ThemeFile } from './index';

/**
 * Runs per property: 11,000 importer runs in all. Each property gets a generous timeout: the
 * machines this runs on are shared, and a slow run is not a failure.
 */
const RUNS = { json: 4_000, strings: 2_000, mutated: 5_000 };
const TIMEOUT_MS = 60_000;

let fingerprint: string[] = [];
let objectKeys: string[] = [];
beforeAll(() => {
  fingerprint = prototypeFingerprint();
  objectKeys = Reflect.ownKeys(Object.prototype).map(String);
});
afterAll(() => {
  expect(prototypeFingerprint()).toEqual(fingerprint);
});

/**
 * Imports and checks what every run must hold, whatever the input: no exception, one result per
 * file, only grammatical themes accepted, nothing added to Object.prototype. Plain checks (an
 * `expect` per value would make 10,000 runs slow); a broken one throws and fails the property.
 */
function importAndCheck(files: ThemeFile[], existing: string[] = []): number {
  const results = importThemes(files, existing);
  if (results.length !== files.length) throw new Error('one result per file');
  let accepted = 0;
  for (const result of results) {
    if (result.ok) {
      accepted += 1;
      const problems = grammarProblems(result.theme);
      if (problems.length > 0)
        throw new Error(`accepted outside the grammar: ${problems.join('; ')}`);
    } else if (typeof result.reason !== 'string') throw new Error('a refusal without a reason');
  }
  if (({} as Record<string, unknown>).polluted !== undefined) throw new Error('polluted');
  const keys = Reflect.ownKeys(Object.prototype);
  if (keys.length !== objectKeys.length || keys.some((key, i) => String(key) !== objectKeys[i])) {
    throw new Error('Object.prototype changed');
  }
  return accepted;
}

/** Keys that would reach a prototype, plus ordinary ones. */
const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'toString', 'valueOf'),
  fc.string({ maxLength: 12 }),
);

/** JSON text with prototype keys spliced in where a plain JSON.stringify cannot put them. */
function withProtoKeys(text: string, injected: string): string {
  return text.replace('{', `{"__proto__": ${injected}, "constructor": {"prototype": ${injected}},`);
}

const corpus = (payloads as { payload: string }[]).map((entry) => entry.payload);

/** Values a slot might be given: valid ones of every kind, payloads, and anything at all. */
const slotValue = fc.oneof(
  fc.constantFrom(
    '#fff',
    '#12345678',
    'rgb(1, 2, 3)',
    'rgba(255 255 255 / 50%)',
    'hsl(120deg, 50%, 50%)',
    'teal',
    '0',
    '12px',
    '1.5rem',
    '100%',
    'Rubik',
    'Helvetica Now Text',
    5,
    30,
    0,
    120,
    -1,
    360,
    370,
    -10,
    1e308,
    {
      angle: 10,
      stops: [
        { color: '#000', position: 0 },
        { color: '#fff', position: 100 },
      ],
    },
  ),
  fc.constantFrom(...corpus),
  fc.jsonValue({ maxDepth: 3, depthSize: 'small' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
);

/** Every path of the shape down to a value, and a few inside gradients. */
const PATHS: string[][] = [];
(function collect(group: object, path: string[]) {
  for (const [name, kind] of Object.entries(group)) {
    if (typeof kind === 'string') {
      PATHS.push([...path, name]);
      if (kind === 'gradient') {
        PATHS.push([...path, name, 'angle'], [...path, name, 'stops']);
        for (const index of ['0', '1', '2']) {
          PATHS.push([...path, name, 'stops', index], [...path, name, 'stops', index, 'color']);
          PATHS.push([...path, name, 'stops', index, 'position']);
        }
      }
    } else {
      PATHS.push([...path, name]);
      collect(kind, [...path, name]);
    }
  }
})(THEME_SHAPE, []);
PATHS.push(['name'], ['colorMode'], ['format'], ['version']);

/**
 * Sets (or, with `undefined`, deletes) a copy of the value at `path`, creating objects on the way.
 * A copy, because `fc.constantFrom` hands out the same object every run: set in place, a later
 * mutation could write into it (a gradient's stop set to the gradient itself makes a cycle no
 * JSON file can hold, and the constant would stay changed for the runs after).
 */
function setPath(target: Record<string, unknown>, path: string[], original: unknown): void {
  const value: unknown = structuredClone(original);
  let node: Record<string, unknown> = target;
  for (const [index, name] of path.entries()) {
    if (index === path.length - 1) {
      if (value === undefined) Reflect.deleteProperty(node, name);
      else
        Object.defineProperty(node, name, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return;
    }
    // Own properties only: `node.__proto__` would walk into Object.prototype (the test itself
    // must not pollute it).
    const next = Object.hasOwn(node, name) ? node[name] : undefined;
    if (typeof next !== 'object' || next === null) {
      const created: Record<string, unknown> = {};
      Object.defineProperty(node, name, {
        value: created,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      node = created;
    } else {
      node = next as Record<string, unknown>;
    }
  }
}

const mutation = fc.record({
  path: fc.oneof(fc.constantFrom(...PATHS), fc.array(key, { minLength: 1, maxLength: 3 })),
  value: fc.option(slotValue, { nil: undefined, freq: 8 }),
});

describe('importThemes under fuzzing', () => {
  it(
    `survives arbitrary JSON, bare or dressed as a theme (${RUNS.json} runs)`,
    () => {
      const dressed = fc.record({
        format: fc.oneof(
          fc.constant('care-theme'),
          fc.jsonValue({ maxDepth: 1, depthSize: 'small' }),
        ),
        version: fc.oneof(fc.constant(1), fc.jsonValue({ maxDepth: 1, depthSize: 'small' })),
        name: fc.oneof(
          fc.string({ maxLength: 50 }),
          fc.jsonValue({ maxDepth: 1, depthSize: 'small' }),
        ),
        colorMode: fc.jsonValue({ maxDepth: 1, depthSize: 'small' }),
        colors: fc.dictionary(key, slotValue, { maxKeys: 4 }),
        buttons: fc.jsonValue({ maxDepth: 3, depthSize: 'small' }),
        fonts: fc.jsonValue({ maxDepth: 3, depthSize: 'small' }),
        gradients: fc.jsonValue({ maxDepth: 4, depthSize: 'small' }),
      });
      fc.assert(
        fc.property(
          fc.oneof(fc.jsonValue({ maxDepth: 4, depthSize: 'small' }), dressed),
          fc.boolean(),
          (value, injectProto) => {
            let text = JSON.stringify(value) ?? 'null';
            if (injectProto && text.startsWith('{'))
              text = withProtoKeys(text, '{"polluted": "yes"}');
            importAndCheck([{ name: 'fuzz.json', text }]);
          },
        ),
        { numRuns: RUNS.json },
      );
    },
    TIMEOUT_MS,
  );

  it(
    `survives arbitrary strings as file names and contents (${RUNS.strings} runs)`,
    () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              name: fc.oneof(fc.constant('theme.json'), fc.string({ maxLength: 20 })),
              text: fc.oneof(
                fc.string({ unit: 'binary', maxLength: 200 }),
                fc.string({ unit: 'grapheme', maxLength: 200 }),
                fc.constantFrom(...corpus),
              ),
            }),
            { maxLength: 4 },
          ),
          (files) => {
            importAndCheck(files);
          },
        ),
        { numRuns: RUNS.strings },
      );
    },
    TIMEOUT_MS,
  );

  it(
    `survives mutated valid themes and accepts only grammatical values (${RUNS.mutated} runs)`,
    () => {
      const bases = [DEFAULT_THEME, DARK_THEME, MAINFRAME_THEME].map((theme) => exportTheme(theme));
      let accepted = 0;
      fc.assert(
        fc.property(
          fc.constantFrom(...bases),
          fc.array(mutation, { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
          (base, mutations, injectProto, existing) => {
            const document = JSON.parse(base) as Record<string, unknown>;
            for (const { path, value } of mutations) setPath(document, path, value);
            let text = JSON.stringify(document);
            if (injectProto) text = withProtoKeys(text, '{"colors": {"primary": "url(x)"}}');
            accepted += importAndCheck([{ name: 'mutant.json', text }], existing);
          },
        ),
        { numRuns: RUNS.mutated },
      );
      // The generator reaches both outcomes: this is a test of the grammar, not of the parser.
      expect(accepted).toBeGreaterThan(RUNS.mutated / 10);
      expect(accepted).toBeLessThan(RUNS.mutated);
    },
    TIMEOUT_MS,
  );
});
