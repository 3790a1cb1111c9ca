import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

// index.html carries the default theme's global styles (Chakra's reset, global CSS and every
// token's CSS variable) as a static stylesheet written at build time (vite.config.ts,
// staticSystemCss); the app then has Chakra skip them (src/app/system-stylesheet.ts). A page must
// look exactly as it does when the app inserts them itself.

/** What the login page looks like: every CSS variable of the root, and its controls' styles. */
async function lookOf(page: Page) {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const variables = Object.fromEntries(
      [...root]
        .filter((name) => name.startsWith('--'))
        .sort()
        .map((name) => [name, root.getPropertyValue(name)]),
    );
    const properties = [
      'color',
      'background-color',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'border-top-width',
      'border-top-color',
      'border-radius',
      'padding-left',
      'height',
      'margin-top',
    ];
    const selectors = [
      'body',
      'h1',
      'input[type="text"], input:not([type])',
      'button[type="submit"]',
      'label',
      'select',
    ];
    const controls = Object.fromEntries(
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        const style = element ? getComputedStyle(element) : undefined;
        return [selector, style ? properties.map((name) => style.getPropertyValue(name)) : null];
      }),
    );
    return { variables, controls };
  });
}

/** The text of every style rule Emotion inserted (the page's other style elements). */
async function emotionRules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => (sheet.ownerNode as Element | null)?.hasAttribute('data-emotion'))
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );
}

test.describe('the static stylesheet of the default theme', () => {
  test('is in index.html, and the app inserts no global styles of its own', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await expect(page.locator('style[data-care-system]')).toHaveCount(1);
    const rules = await emotionRules(page);
    expect(rules.length, 'the components’ styles').toBeGreaterThan(0);
    expect(rules.filter((rule) => rule.includes('--chakra-colors-gray-50:'))).toEqual([]);
  });

  test('draws the login page exactly as the styles the app would insert itself', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    const withStatic = await lookOf(page);
    // Every colour, size, font… token of the theme (485 with the default theme).
    expect(Object.keys(withStatic.variables).length).toBeGreaterThan(400);

    // The same page with index.html's static stylesheet taken out: Chakra computes the global
    // styles and Emotion inserts them, as in the dev server.
    await page.route('**/loggedOut/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<style[^>]*data-care-system[^>]*>[\s\S]*?<\/style>/,
        '',
      );
      await route.fulfill({ response, body: html });
    });
    await loginPage.goto();
    await expect(page.locator('style[data-care-system]')).toHaveCount(0);
    expect(
      (await emotionRules(page)).some((rule) => rule.includes('--chakra-colors-gray-50:')),
    ).toBe(true);
    expect(await lookOf(page)).toEqual(withStatic);
  });
});
