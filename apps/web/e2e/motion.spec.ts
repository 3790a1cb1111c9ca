import type { Locator } from '@playwright/test';
import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { AppShell } from './pages/app-shell';

// Every other spec runs as a user who asks for less motion (playwright.config.ts); this one also
// runs the default, so the animated path is tested too (docs/behaviour/shell-and-session.md#less-motion).

/** How long the element's opening animation lasts, as the browser computes it (e.g. "0.3s"). */
const animationDuration = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).animationDuration);

/** Seconds of a CSS time list's longest entry ("0.25s, 0.3s" → 0.3). */
const longest = (duration: string) =>
  Math.max(...duration.split(',').map((part) => parseFloat(part)));

/** The two settings a user may have, and how long the drawer's animation lasts under each. */
const SETTINGS = [
  {
    title: 'with the default motion, the drawer slides in, and out when closed',
    reducedMotion: 'no-preference',
    lasts: (seconds: number) => expect(seconds).toBeGreaterThanOrEqual(0.1),
  },
  {
    title: 'with less motion, the drawer comes and goes at once',
    reducedMotion: 'reduce',
    lasts: (seconds: number) => expect(seconds).toBeLessThan(0.001),
  },
] as const;

test.describe('motion: the menu drawer at 800px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  for (const setting of SETTINGS) {
    test.describe(setting.reducedMotion, () => {
      test.use({ reducedMotion: setting.reducedMotion });

      test(setting.title, async ({ page, startSession }) => {
        const app = new AppShell(page);
        await startSession(demoUser('nurse'));
        await page.goto('/loggedIn/settings/');
        await app.menuButton.click();
        await expect(app.menuDrawer).toBeVisible();
        setting.lasts(longest(await animationDuration(app.menuDrawer)));
        await page.keyboard.press('Escape');
        await expect(app.menuDrawer).toHaveCount(0);
        await expect(app.menuButton).toBeFocused();
      });
    });
  }
});
