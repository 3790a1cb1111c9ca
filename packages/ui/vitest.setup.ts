import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for a state; 1 s (the default) is too short a ceiling on a busy
// machine with two cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
