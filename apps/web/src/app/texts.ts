import type { I18n, Namespace } from '@care/i18n';
import type { RouteObject } from 'react-router';

/**
 * The namespaces of texts each feature's screens show (docs/behaviour/languages.md#namespaces):
 * the default namespace (login area, shell, errors) is always there; a screen's namespaces load
 * with its chunk. The home page shows every feature's widgets (their texts are in `home`).
 * `features/i18n/translation-keys.test.ts` checks each folder uses only these.
 */
export const FEATURE_TEXTS = {
  home: ['home'],
  themes: ['settings'],
  documents: ['documents'],
  guests: ['guests'],
  // A guest's detail is the guest chart, whose tabs show the guest's documents and reports.
  'person-detail': ['people', 'documents', 'exports', 'diary', 'activity', 'measurement', 'outbox'],
  'guest-chart': ['people', 'documents', 'exports', 'diary', 'activity', 'measurement', 'outbox'],
  diary: ['diary', 'people', 'exports', 'outbox'],
  activity: ['activity', 'people'],
  measurement: ['measurement', 'people', 'diary', 'exports', 'outbox'],
  // The header's outbox button and list: the namespace loads with the outbox (shared/outbox).
  outbox: ['outbox'],
  profile: ['people'],
  exports: ['exports'],
  'module-access': ['configuration'],
  help: ['help'],
} as const satisfies Record<string, readonly Namespace[]>;

/**
 * `routes` whose lazy parts also load `namespaces`' texts, in parallel with the chunk: the
 * screen renders translated, with no waterfall and no flash of keys.
 */
export function withTexts(
  i18n: I18n,
  namespaces: readonly Namespace[],
  routes: RouteObject[],
): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const loadTexts = () => i18n.loadNamespaces([...namespaces]);
    return {
      ...route,
      ...(typeof lazy === 'function'
        ? { lazy: async () => (await Promise.all([lazy(), loadTexts()]))[0] }
        : {}),
      ...(children ? { children: withTexts(i18n, namespaces, children) } : {}),
    } as RouteObject;
  });
}
