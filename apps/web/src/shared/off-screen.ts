/**
 * Styles that let the browser skip an element's rendering work while it is off screen
 * (`content-visibility: auto`): its styles, layout and paint wait until it nears the viewport, and
 * a change elsewhere on the page no longer recalculates it. It stays in the DOM and the
 * accessibility tree (screen readers, Tab, find in page). `height` is its size until it has been
 * drawn once, after which the browser remembers the real one.
 */
export function offScreenSkipped(height: string) {
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${height}` } as const;
}
