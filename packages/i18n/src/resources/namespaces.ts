import type { Language } from '../languages/index';
import type { TranslationTree } from './terms';

/**
 * The namespaces of the bundled texts (docs/behaviour/languages.md#namespaces), each with the
 * top-level keys it owns. The default namespace, `translation`, holds what the login area and the
 * shell show (it loads with the page); a screen's texts are in its namespace, loaded with the
 * screen's chunk. Keys keep their full path (`documents.title`), so a component needs no
 * namespace prefix: a key not found in `translation` is looked up in the namespaces loaded.
 */
export const NAMESPACE_KEYS = {
  home: ['home'],
  settings: ['settings'],
  documents: ['documents'],
  guests: ['guests'],
  exports: ['exports'],
  configuration: ['configuration'],
  help: ['help'],
  diary: ['diary'],
  activity: ['activity'],
  measurement: ['measurement'],
  outbox: ['outbox'],
  people: [
    'profilePage',
    'personDetail',
    'guestChart',
    'personalData',
    'create',
    'form',
    'subscription',
    'profileImage',
    'myInfo',
    'autocomplete',
    'formRenderer',
    'success',
    'fields',
  ],
} as const satisfies Record<string, readonly string[]>;

/** A namespace of screen texts (not the default `translation`). */
export type Namespace = keyof typeof NAMESPACE_KEYS;

/** Every screen namespace, in the order a key is looked up. */
export const NAMESPACES = Object.keys(NAMESPACE_KEYS) as Namespace[];

const OWNER = new Map<string, Namespace>(
  NAMESPACES.flatMap((namespace) => NAMESPACE_KEYS[namespace].map((key) => [key, namespace])),
);

/** The namespace a term belongs to, by its first segment: a screen's, else `translation`. */
export function namespaceOf(termId: string): Namespace | 'translation' {
  const dot = termId.indexOf('.');
  return OWNER.get(dot < 0 ? termId : termId.slice(0, dot)) ?? 'translation';
}

/**
 * The namespace that owns the key of a `t(key, options)` call: its options' key prefix, if any,
 * goes before the key.
 */
export function namespaceOfCall(key: string, options: unknown): Namespace | 'translation' {
  const prefix = (options as { keyPrefix?: unknown } | null | undefined)?.keyPrefix;
  return namespaceOf(typeof prefix === 'string' && prefix !== '' ? `${prefix}.${key}` : key);
}

/** Loads one language's texts of one namespace (a chunk of its own). */
export type NamespaceLoader = (language: Language) => Promise<TranslationTree>;
