// Build time only: vite.config.ts (staticSystemCss) runs it through Vite's module runner. The app never imports it.
import { DEFAULT_THEME, createThemeSystemFor, type CareTheme } from '@care/theming';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CHAKRA_COMPONENT_STYLES } from './chakra-components.ts';
import { themeFingerprint } from './system-stylesheet.ts';

/**
 * The CSS Chakra's provider would have Emotion insert for a theme's global styles (the cascade
 * layers' order, the reset, the global CSS and every token's CSS variable), exactly as Emotion
 * writes it: rendered on the server, where Emotion's `Global` emits its rules as `<style>`
 * elements.
 */
export function systemStylesheetCss(theme: CareTheme): string {
  const system = createThemeSystemFor(theme, CHAKRA_COMPONENT_STYLES);
  const cache = createCache({ key: 'css' });
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: cache },
      createElement(ChakraProvider, { value: system, children: null }),
    ),
  );
  const rules = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (rules.length === 0) throw new Error('care:static-system-css: Chakra rendered no styles');
  return rules.join('');
}

/** The default theme's global styles and fingerprint: what index.html carries. */
export function defaultThemeStylesheet(): { fingerprint: string; css: string } {
  return { fingerprint: themeFingerprint(DEFAULT_THEME), css: systemStylesheetCss(DEFAULT_THEME) };
}
