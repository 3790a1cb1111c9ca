import type { CareTheme } from '@care/theming';
import type { SystemContext } from '@chakra-ui/react';

/**
 * The attribute of index.html's `<style>` element that holds a theme's global styles (Chakra's
 * reset, global CSS and every token's CSS variable), written at build time by the
 * `care:static-system-css` plugin (vite.config.ts). Its value is the theme's fingerprint.
 */
export const SYSTEM_STYLESHEET_ATTRIBUTE = 'data-care-system';

/** A short, stable name of a theme's values (FNV-1a of its JSON): equal values, equal names. */
export function themeFingerprint(theme: CareTheme): string {
  const text = JSON.stringify(theme);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The system to provide for a theme: when the page already carries the theme's global styles as
 * a static stylesheet (index.html of a production build, for the default theme), the same system
 * without them, so Chakra neither computes them (our patch of `createSystem` makes that lazy: it
 * is half of building a system) nor has Emotion serialise and insert them on the first render.
 * Any other theme (a dark or custom one, the dev server, tests) gets the system as it is: Emotion
 * inserts its global styles after the static ones, and they win.
 */
export function withStaticGlobalStyles(
  system: SystemContext,
  theme: CareTheme,
  doc: Document | undefined = globalThis.document,
): SystemContext {
  const selector = `style[${SYSTEM_STYLESHEET_ATTRIBUTE}="${themeFingerprint(theme)}"]`;
  if (!doc?.querySelector(selector)) return system;
  // A view of the system with no global styles of its own; everything else is the system's.
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
}
