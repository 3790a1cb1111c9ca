import type { BuiltInThemeId } from '@care/theming';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Every story runs in each of these themes (one browser instance per theme). The config is
 * loaded by Node, before the `@care/source` condition applies, hence the ids are listed here and
 * checked against the theming package at type level. The toolbar offers every built-in theme.
 */
const THEMES = ['default', 'dark'] as const satisfies readonly BuiltInThemeId[];
/**
 * Built-in themes the story tests leave out on purpose: mainframe's green-on-black is checked by
 * the theming package's contrast tests (AAA) and offered in the toolbar; a third browser
 * instance would add a third of the story-test time for little more.
 */
type NotTested = Extract<BuiltInThemeId, 'mainframe'>;
// A theme added to BUILT_IN_THEMES and neither tested nor left out above is a type error.
const allThemesCovered: Exclude<BuiltInThemeId, (typeof THEMES)[number] | NotTested> extends never
  ? true
  : never = true;
void allThemesCovered;

const chromium = {
  // The test command's lighter headless build (docs/architecture.md#testing), else CHROME_PATH.
  executablePath: process.env.CARE_TEST_CHROMIUM ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
          }),
        ],
        test: {
          name: 'storybook',
          // A ceiling, not a pace: a story under CI's load can take seconds to render and play.
          testTimeout: 30_000,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // One page per theme runs every story file, instead of a fresh iframe per file: the
          // setup share of the run fell from 26 % to 9 % (Vitest's own breakdown, same machine).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromium }),
            instances: THEMES.map((theme) => ({
              browser: 'chromium' as const,
              name: `storybook (${theme} theme)`,
              provide: { careTheme: theme },
            })),
          },
        },
      },
    ],
  },
});
