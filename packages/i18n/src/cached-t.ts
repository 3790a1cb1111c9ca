import type { i18n as I18n } from 'i18next';
import { NAMESPACES, namespaceOfCall } from './resources/namespaces';

/** The options a screen's `t(key)` carries without values of its own (react-i18next's fixedT). */
const PLAIN_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/** A `t` call's options when it has nothing but a language, namespaces and a key prefix. */
function plainOptions(record: Record<string, unknown>): boolean {
  return Object.entries(record).every(
    ([name, value]) => PLAIN_OPTIONS.has(name) || value === undefined,
  );
}

/** A `t` call's options as a record (none: empty); undefined when they are not an object. */
function optionsOf(options: unknown): Record<string, unknown> | undefined {
  if (options === undefined) return {};
  return typeof options === 'object' && options !== null
    ? (options as Record<string, unknown>)
    : undefined;
}

const part = (value: unknown): string =>
  Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';

/** The instances whose texts are remembered already. */
const caching = new WeakSet<I18n>();

/**
 * Remembers the texts `t` found for plain keys (no values, count, context or default), until the
 * texts change: a text added or removed, the language changed
 * (docs/behaviour/languages.md#namespaces). A key is looked up in the default namespace and then
 * in each screen's namespace in turn, so one `t` went through up to a dozen lookups; a screen
 * calls it for every label of every row, hundreds of times a render. Opt-in, once per instance
 * (a second call changes nothing): an app turns it on where its screens are many and its first
 * load's size matters less (Care: on entering the logged-in area).
 *
 * Texts are kept by the namespace their key belongs to, and a change of a screen's namespace (it
 * loads, or server terms are merged into it) forgets only that namespace's: each key has one
 * home, so opening a screen leaves the shell's texts found. A miss (i18next answers the key) is
 * never kept: the key's namespace may load next.
 */
export function cacheTexts(instance: I18n): void {
  if (caching.has(instance)) return;
  caching.add(instance);
  /** The texts found, by the namespace of their key (`*`: a call that named its namespaces). */
  const texts = new Map<string, Map<string, string>>();
  const forgetAll = () => texts.clear();
  const forget = (_language: string, namespace: string) => {
    if (namespace === 'translation' || !NAMESPACES.some((each) => each === namespace)) {
      forgetAll();
      return;
    }
    texts.delete(namespace);
    texts.delete('*');
  };
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  instance.on('languageChanged', forgetAll);
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const cached = (...args: unknown[]): unknown => {
    const [key, options] = args;
    const record = args.length <= 2 ? optionsOf(options) : undefined;
    if (typeof key !== 'string' || record === undefined) return translate(...args);
    const prefix = part(record.keyPrefix);
    const ns = part(record.ns);
    // A call in the default namespace (no namespace, or `translation`): the key's own.
    const home = ns === '' || ns === 'translation' ? namespaceOfCall(key, record) : '*';
    // Looked up in the key's home first, then as before (the default namespace, then each
    // screen's): one lookup instead of up to a dozen for a screen's key.
    const lookup = () =>
      home === '*' || home === 'translation'
        ? translate(...args)
        : translate(key, { ...record, ns: [home, 'translation'] });
    if (!plainOptions(record)) return lookup();
    const id = [part(record.lng) || part(record.lngs) || instance.language, ns, prefix, key].join(
      '\u0000',
    );
    const known = texts.get(home)?.get(id);
    if (known !== undefined) return known;
    const text = lookup();
    if (typeof text !== 'string' || text === key) return text;
    if (!texts.has(home)) texts.set(home, new Map());
    texts.get(home)?.set(id, text);
    return text;
  };
  instance.t = cached as unknown as I18n['t'];
}
