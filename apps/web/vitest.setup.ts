import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { describeLiveApps } from './src/test/live-apps';
import { turnOffOwnerStacks } from './src/test/react-owner-stacks';

// The app's pages are lazy chunks, and at start-up it also loads its translations and legal
// links: a first render on two busy cores can take seconds, more than Testing Library's 1 s
// (over 5 s at load 14; over 10 s at load 20, which failed a run). Half the test ceiling, and the
// one place for it: no test sets a shorter wait of its own.
configure({ asyncUtilTimeout: 30_000, getElementError: elementError });
turnOffOwnerStacks();

/**
 * A query that found nothing says what the page showed instead: its headings, alerts and text
 * (Testing Library's default, the whole DOM of Chakra's wrappers, buries that in hundreds of lines
 * and CI shows only a run's tail).
 */
function elementError(message: string | null, where: Element | Document): Error {
  // A waitFor that timed out names the whole document.
  const container = 'documentElement' in where ? where.documentElement : where;
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const list = (selector: string) =>
    [...(container.matches(selector) ? [container] : []), ...container.querySelectorAll(selector)]
      .map(textOf)
      .filter(Boolean)
      .join(' | ');
  const error = new Error(
    [
      message ?? 'No element found',
      `The page showed: headings: ${list('h1, h2, h3, [role=heading]') || 'none'}`,
      `alerts: ${list('[role=alert], [role=alertdialog], [role=status]') || 'none'}`,
      `busy (loading or fetching): ${list('[aria-busy=true]') || 'none'}`,
      `text: ${textOf(container).slice(0, 600)}`,
      describeLiveApps(),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  error.name = 'TestingLibraryElementError';
  return error;
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
