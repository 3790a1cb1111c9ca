import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for a state; 1 s (the default) is too short a ceiling on a busy
// machine with two cores (a first render has taken over 5 s at load 14): half the test ceiling.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
