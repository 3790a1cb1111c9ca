import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The app's pages are lazy chunks, and at start-up it also loads its translations and legal
// links: a first render on two busy cores can take seconds, more than Testing Library's 1 s (over 5 s has been seen at load 14): half the
// test ceiling.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
