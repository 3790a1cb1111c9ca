/**
 * The app's breakpoints (docs/behaviour/shell-and-session.md#layout-and-breakpoints: 868px, then
 * 1200 and 1600px) as media queries, the same as `shared/breakpoints` (a test keeps them equal).
 * Written out here because importing that module from this lazy chunk splits it out of the shell's
 * layout into a chunk of its own: one more file in every shell's first load (budgets,
 * e2e/budgets.json).
 */
export const DESKTOP_UP = '@media screen and (min-width: 868px)';
export const WIDE_UP = '@media screen and (min-width: 1200px)';
export const WIDEST_UP = '@media screen and (min-width: 1600px)';
