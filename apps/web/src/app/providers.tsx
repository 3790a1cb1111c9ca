import createCache, { type EmotionCache } from '@emotion/cache';
import type { I18n } from '@care/i18n';
import { createThemeSystemFor, type CareTheme } from '@care/theming';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiContext, type AppApi } from './api';
import { CHAKRA_COMPONENT_STYLES } from './chakra-components';
import { appliedThemeSource, useAppliedTheme } from '../features/themes/index';
import { DataProvider, type DataLayer } from './data';
import type { Session } from './session';
import { SessionContext } from './session-context';
import { withStaticGlobalStyles } from './system-stylesheet';

const systems = new WeakMap<CareTheme, SystemContext>();

/** The Chakra system of a theme, built once per theme object (building computes every token). */
function systemFor(theme: CareTheme): SystemContext {
  let system = systems.get(theme);
  if (!system) {
    system = withStaticGlobalStyles(createThemeSystemFor(theme, CHAKRA_COMPONENT_STYLES), theme);
    systems.set(theme, system);
  }
  return system;
}

/**
 * Builds the Chakra system of the applied theme ahead of the first render (main.tsx calls it in a
 * task of its own): building one takes the longest single stretch of the start-up work, and
 * inside the first render it would lengthen one of React's tasks instead.
 */
export function prepareAppliedThemeSystem(): void {
  systemFor(appliedThemeSource().get());
}

/**
 * The Content-Security-Policy nonce of this page load. The server puts a fresh one in every
 * index.html it sends, as `<meta property="csp-nonce" content="…">` (or Vite's form, with a
 * `nonce` attribute, which browsers hide from `getAttribute`: read the property). Without one
 * (the Vite dev server, tests) styles are inserted without a nonce.
 */
export function readCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.content;
  return nonce ? nonce : undefined;
}

/**
 * Emotion's style cache (Chakra UI styles through it) with the page's CSP nonce, so the strict
 * `style-src 'nonce-…'` policy admits every `<style>` element Emotion inserts.
 */
export function createStyleCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}

/**
 * Everything the screens rely on: styles (with the CSP nonce), the applied theme, translations, the query
 * cache (once loaded), the API and the session.
 */
export function AppProviders(props: {
  api: AppApi;
  data: DataLayer;
  i18n: I18n;
  session: Session;
  /** Default: a cache with the page's CSP nonce (`createStyleCache()`). */
  styleCache?: EmotionCache;
  children: ReactNode;
}) {
  const styleCache = props.styleCache ?? defaultStyleCache();
  // The applied theme (Settings), drawn at once when it changes: no reload.
  const system = systemFor(useAppliedTheme());
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={props.i18n}>
          <DataProvider data={props.data}>
            <ApiContext.Provider value={props.api}>
              <SessionContext.Provider value={props.session}>
                {props.children}
              </SessionContext.Provider>
            </ApiContext.Provider>
          </DataProvider>
        </I18nextProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}

let pageStyleCache: EmotionCache | undefined;

/** One cache per document: the nonce does not change while the page lives. */
function defaultStyleCache(): EmotionCache {
  pageStyleCache ??= createStyleCache();
  return pageStyleCache;
}
