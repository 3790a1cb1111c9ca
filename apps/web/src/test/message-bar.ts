import { screen } from '@testing-library/react';

/**
 * The message bar that says `text` (the bar itself, not its copy in the live region); `exact`
 * false matches a bar that says more (a failure's key followed by the code's text).
 */
export async function findMessageBar(text: string, exact = true): Promise<HTMLElement> {
  const matches = await screen.findAllByText(text, { exact });
  const bar = matches.find((element) => element.closest('[data-message-bar]'));
  if (!bar) throw new Error(`no message bar says “${text}”`);
  return bar;
}
