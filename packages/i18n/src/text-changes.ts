import type { i18n as I18n } from 'i18next';
import { namespaceOfCall } from './resources/namespaces';

/**
 * The event on which react-i18next renders the translated components again (its `bindI18n`,
 * beside `languageChanged`), instead of on every addition to i18next's store.
 */
export const TEXTS_CHANGED = 'care:textsChanged';

/**
 * Emits {@link TEXTS_CHANGED} when the texts a screen shows may have changed: a text added,
 * changed or removed in a namespace already there (the server's terms merged over the bundled
 * ones), or a namespace arriving after a lookup missed one of its keys (a component rendered
 * before its texts). A namespace that arrives before anything asked for it (a screen's texts
 * loading with its code, the usual case) changes nothing on screen, and re-rendering every
 * translated component for it, at once (react-i18next re-renders through
 * useSyncExternalStore, which React never renders in slices), is what opening a screen cost
 * (docs/behaviour/languages.md#namespaces).
 */
export function watchTextChanges(instance: I18n): void {
  /** The bundles in the store (`language|namespace`). */
  const present = new Set<string>();
  for (const [language, namespaces] of Object.entries(instance.store.data)) {
    for (const namespace of Object.keys(namespaces)) present.add(`${language}|${namespace}`);
  }
  /** The namespaces in which a lookup found nothing. */
  const missed = new Set<string>();
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]): unknown => {
    const text = translate(...args);
    const [key, options] = args;
    if (typeof key === 'string' && text === key) missed.add(namespaceOfCall(key, options));
    return text;
  };
  instance.t = watched as unknown as I18n['t'];
  instance.store.on('added', (language: string, namespace: string) => {
    const bundle = `${language}|${namespace}`;
    const arrived = !present.has(bundle);
    present.add(bundle);
    if (arrived && !missed.has(namespace)) return;
    instance.emit(TEXTS_CHANGED);
  });
  instance.store.on('removed', () => instance.emit(TEXTS_CHANGED));
}
