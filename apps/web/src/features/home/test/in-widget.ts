import { screen, waitFor, within } from '@testing-library/react';

/** What a test finds inside a widget's card. */
export type WidgetCard = ReturnType<typeof within>;

/**
 * Waits until the home widget titled `name` shows what `find` looks for, and answers it. The
 * region is looked up on every attempt: while a widget's code loads, its slot shows a frame with
 * the same title (busy, "Loading…"), which the widget's own card then replaces. A test that held
 * on to that first frame waited in a node no longer on the page (docs/behaviour/home.md#testing).
 */
export function inWidget<T>(name: string, find: (card: WidgetCard) => T): Promise<T> {
  return waitFor(() => find(within(screen.getByRole('region', { name }))));
}
