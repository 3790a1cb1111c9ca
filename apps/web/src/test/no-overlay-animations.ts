/**
 * Turns off the open/close animations of dialogs and drawers for a test file; returns the undo.
 * jsdom computes animation names from the styles but never plays them, so without this a closing
 * dialog would wait for an `animationend` that never comes.
 */
export function disableOverlayAnimations(): () => void {
  const style = document.createElement('style');
  style.textContent =
    '[data-scope="dialog"], [data-scope="drawer"] { animation-name: none !important; }';
  document.head.append(style);
  return () => style.remove();
}
