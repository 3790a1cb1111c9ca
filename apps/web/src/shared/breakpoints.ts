import { useSyncExternalStore } from 'react';

/**
 * Below this width the layout is mobile, with drawer navigation
 * (docs/behaviour/shell-and-session.md#layout-and-breakpoints).
 */
export const MOBILE_BREAKPOINT_PX = 868;
/** The desktop layout widens at these widths. */
export const WIDE_BREAKPOINT_PX = 1200;
export const WIDEST_BREAKPOINT_PX = 1600;

/** Media queries for Chakra's `css` prop, one per breakpoint (min-width: the layout at and above). */
export const DESKTOP_UP = `@media screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const WIDE_UP = `@media screen and (min-width: ${WIDE_BREAKPOINT_PX}px)`;
export const WIDEST_UP = `@media screen and (min-width: ${WIDEST_BREAKPOINT_PX}px)`;

/** Whether the viewport is at least `px` wide, following it. */
function widthStore(px: number) {
  const media = `(min-width: ${px}px)`;
  return {
    subscribe(listener: () => void): () => void {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const query = window.matchMedia(media);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    /** Without `matchMedia` (jsdom, old browsers) the widest layout is taken. */
    matches(): boolean {
      if (typeof window === 'undefined' || !window.matchMedia) return true;
      return window.matchMedia(media).matches;
    },
  };
}
const desktop = widthStore(MOBILE_BREAKPOINT_PX);
const wide = widthStore(WIDE_BREAKPOINT_PX);

/**
 * True at 868px and wider. The navigation is rendered once, either as a sidebar or behind a menu
 * button, rather than twice with one copy hidden by CSS: one landmark, one set of links.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(desktop.subscribe, desktop.matches, () => true);
}

/** True at 1200px and wider, where a page may put two columns side by side. */
export function useIsWide(): boolean {
  return useSyncExternalStore(wide.subscribe, wide.matches, () => true);
}
