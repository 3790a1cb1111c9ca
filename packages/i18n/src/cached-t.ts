import type { i18n as I18n } from 'i18next';

/** The options a screen's `t(key)` carries without values of its own (react-i18next's fixedT). */
const PLAIN_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/** A `t` call's options when it has nothing but a language, namespaces and a key prefix. */
function plainOptions(options: unknown): Record<string, unknown> | undefined {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null) return undefined;
  const record = options as Record<string, unknown>;
  for (const [name, value] of Object.entries(record)) {
    if (!PLAIN_OPTIONS.has(name) && value !== undefined) return undefined;
  }
  return record;
}

const part = (value: unknown): string =>
  Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';

/** The instances whose texts are remembered already. */
const caching = new WeakSet<I18n>();

/**
 * Remembers the texts `t` found for plain keys (no values, count, context or default), until the
 * texts change: a text added or removed, a namespace loaded, the language changed
 * (docs/behaviour/languages.md#namespaces). A key is looked up in the default namespace and then
 * in each screen's namespace in turn, so one `t` went through up to a dozen lookups; a screen
 * calls it for every label of every row, hundreds of times a render. Opt-in, once per instance
 * (a second call changes nothing): an app turns it on where its screens are many and its first
 * load's size matters less (Care: on entering the logged-in area).
 */
export function cacheTexts(instance: I18n): void {
  if (caching.has(instance)) return;
  caching.add(instance);
  const texts = new Map<string, string>();
  const forget = () => texts.clear();
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  instance.on('loaded', forget);
  instance.on('languageChanged', forget);
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const cached = (...args: unknown[]): unknown => {
    const [key, options] = args;
    const plain = args.length <= 2 && typeof key === 'string' ? plainOptions(options) : undefined;
    if (!plain) return translate(...args);
    const id = [
      part(plain.lng) || part(plain.lngs) || instance.language,
      part(plain.ns),
      part(plain.keyPrefix),
      key,
    ].join('\u0000');
    const known = texts.get(id);
    if (known !== undefined) return known;
    const text = translate(...args);
    if (typeof text === 'string') texts.set(id, text);
    return text;
  };
  instance.t = cached as unknown as I18n['t'];
}
