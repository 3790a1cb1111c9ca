import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The app's pages are lazy chunks, and at start-up it also loads its translations and legal
// links: a first render on two busy cores can take seconds, more than Testing Library's 1 s
// (over 5 s at load 14; over 10 s at load 20, which failed a run). Half the test ceiling, and the
// one place for it: no test sets a shorter wait of its own.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
