/** A translation term as the server stores and answers it: the dotted key and its text. */
export interface Term {
  termId: string;
  value: string;
}

/** A nested tree of translation strings, as in the bundled resources. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** Key segments that could reach an object's prototype: never accepted from outside. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Every leaf of a resource tree as a term (`{ termId: 'login.title', value: 'Sign in' }`), in
 * the tree's order. This is the shape the server stores and answers, so the bundled resources
 * seed the server's table through it.
 */
export function toTerms(tree: TranslationTree, prefix = ''): Term[] {
  return Object.entries(tree).flatMap(([key, value]): Term[] => {
    const termId = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [{ termId, value }] : toTerms(value, termId);
  });
}

/**
 * True when `termId` can be merged over `reference` without breaking it: well-formed segments,
 * none of them a prototype key, and its path does not end on, or pass through, the wrong kind of
 * node (a term `login` would replace the whole `login` subtree; `login.title.x` would turn a text
 * into an object). Keys the reference does not know yet are fine: they are new terms.
 */
export function isMergeableTerm(termId: string, reference: TranslationTree): boolean {
  if (termId.length === 0 || termId.length > 200) return false;
  const segments = termId.split('.');
  let node: string | TranslationTree | undefined = reference;
  for (const [index, segment] of segments.entries()) {
    if (segment === '' || FORBIDDEN_SEGMENTS.has(segment)) return false;
    if (node === undefined) continue;
    if (typeof node === 'string') return false;
    node = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (index === segments.length - 1 && node !== undefined && typeof node !== 'string') {
      return false;
    }
  }
  return true;
}

/**
 * Builds the tree of the `terms` that can be merged over `reference` (see
 * {@link isMergeableTerm}; checked against the reference and the terms accepted before). The
 * others are listed in `rejected`, so the caller can log them rather than break a subtree.
 */
export function termsToTree(
  terms: readonly Term[],
  reference: TranslationTree,
): { tree: TranslationTree; rejected: string[] } {
  const tree: TranslationTree = {};
  const rejected: string[] = [];
  for (const { termId, value } of terms) {
    if (
      typeof value !== 'string' ||
      !isMergeableTerm(termId, reference) ||
      !isMergeableTerm(termId, tree)
    ) {
      rejected.push(termId);
      continue;
    }
    const segments = termId.split('.');
    const last = segments.pop() as string;
    let node = tree;
    for (const segment of segments) {
      const next = node[segment];
      if (typeof next === 'object') {
        node = next;
      } else {
        const created: TranslationTree = {};
        node[segment] = created;
        node = created;
      }
    }
    node[last] = value;
  }
  return { tree, rejected };
}
