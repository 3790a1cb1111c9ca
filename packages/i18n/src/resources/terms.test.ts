import { describe, expect, it } from 'vitest';
import { bundledResources } from './index';
import { isMergeableTerm, termsToTree, toTerms, type TranslationTree } from './terms';

const reference: TranslationTree = { login: { title: 'Sign in', submit: 'Sign in' }, app: 'Care' };

describe('toTerms', () => {
  it('flattens a tree into termId/value pairs', () => {
    expect(toTerms(reference)).toEqual([
      { termId: 'login.title', value: 'Sign in' },
      { termId: 'login.submit', value: 'Sign in' },
      { termId: 'app', value: 'Care' },
    ]);
  });

  it('round-trips the bundled resources', () => {
    const english = bundledResources.en.translation;
    const { tree, rejected } = termsToTree(toTerms(english), english);
    expect(rejected).toEqual([]);
    expect(tree).toEqual(english);
  });
});

describe('isMergeableTerm', () => {
  it.each([
    ['login.title', true],
    ['login.newTerm', true],
    ['brand.new.branch', true],
    ['login', false], // would replace the whole subtree
    ['app.name', false], // would turn a text into an object
    ['login..title', false],
    ['', false],
    ['__proto__.polluted', false],
    ['login.constructor', false],
    ['a'.repeat(201), false],
  ])('%s → %s', (termId, expected) => {
    expect(isMergeableTerm(termId, reference)).toBe(expected);
  });
});

describe('termsToTree', () => {
  it('builds a tree and rejects what would break it, without polluting prototypes', () => {
    const { tree, rejected } = termsToTree(
      [
        { termId: 'login.title', value: 'Accedi' },
        { termId: '__proto__.polluted', value: 'yes' },
        { termId: 'login', value: 'flat' },
        { termId: 'extra.one', value: '1' },
        { termId: 'extra.one.deeper', value: '2' },
      ],
      reference,
    );
    expect(tree).toEqual({ login: { title: 'Accedi' }, extra: { one: '1' } });
    expect(rejected).toEqual(['__proto__.polluted', 'login', 'extra.one.deeper']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
