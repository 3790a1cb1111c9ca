import { BUILT_IN_THEMES, isBuiltInThemeId, type BuiltInThemeId } from '@care/theming';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { afterEach, expect, inject } from 'vitest';
import * as previewAnnotations from './preview';

declare module 'vitest' {
  interface ProvidedContext {
    /** The theme this browser instance runs every story in (see vitest.config.ts). */
    careTheme: BuiltInThemeId;
  }
}

// `findBy…` and `waitFor` wait for a state; 1 s (the default) is too short a ceiling when the
// story tests share two cores with the server's tests (CI runs them side by side): half the test ceiling.
configure({ asyncUtilTimeout: 15_000 });

const theme = inject('careTheme');
if (!isBuiltInThemeId(theme)) {
  throw new Error(`vitest.config.ts provides an unknown careTheme: ${String(theme)}`);
}

// Annotations are set here rather than automatically so that the theme of this browser
// instance overrides the preview's initial `theme` global: every story, play function and
// axe check runs once per theme.
setProjectAnnotations([a11yAddonAnnotations, previewAnnotations, { initialGlobals: { theme } }]);

// Guards the override above: a story that did not render in this instance's theme fails.
afterEach(() => {
  expect(getComputedStyle(document.documentElement).colorScheme).toBe(
    BUILT_IN_THEMES[theme].colorMode,
  );
});
