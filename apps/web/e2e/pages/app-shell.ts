import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The parts of the logged-in shell around every screen: the navigation (a sidebar, or a drawer
 * behind the menu button below 868px), the offline banner, the new-version notice and the crash
 * dialog. Found by role and name, in English.
 */
export class AppShell {
  readonly navigation: Locator;
  readonly menuButton: Locator;
  readonly menuDrawer: Locator;
  readonly offlineBanner: Locator;
  readonly newVersionNotice: Locator;
  readonly reloadNow: Locator;
  readonly unsavedReloadDialog: Locator;
  readonly crashDialog: Locator;

  constructor(readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: 'Main navigation' });
    this.menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    this.menuDrawer = page.getByRole('dialog', { name: 'Menu' });
    this.offlineBanner = page.getByText(
      'No connection to the network. Care will continue as soon as it is back.',
    );
    this.newVersionNotice = page.getByText(
      'A new version of Care is available. Save your changes, then reload.',
    );
    this.reloadNow = page.getByRole('status').getByRole('button', { name: 'Reload now' });
    this.unsavedReloadDialog = page.getByRole('alertdialog', {
      name: 'Reload with unsaved changes?',
    });
    this.crashDialog = page.getByRole('alertdialog', {
      name: 'Something went wrong. Reload the page to continue.',
    });
  }

  /** The names of the navigation's links, in order. */
  async navigationLinks(): Promise<string[]> {
    await expect(this.navigation).toBeVisible();
    // Each link's label: its first text, without a count drawn after it (the diary's unread badge).
    return this.navigation
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.firstChild?.textContent ?? ''));
  }

  /** Follows a navigation link (in the sidebar, or in the open menu drawer). */
  async navigateTo(name: string): Promise<void> {
    await this.navigation.getByRole('link', { name, exact: true }).click();
  }

  /**
   * Marks the current document, so a test can tell a full reload (the mark is gone) from a
   * navigation inside the app (the mark stays).
   */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      document.documentElement.dataset.e2eMark = 'before';
    });
  }

  /** True while the document marked by {@link markDocument} is still the one shown. */
  isSameDocument(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.dataset.e2eMark === 'before');
  }

  /**
   * What the browser does when the user comes back to the tab: the app reads meta.json again.
   * (Headless Chromium's tab is always visible; the event is what a real switch sends.)
   */
  async returnToTab(): Promise<void> {
    await this.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  }

  /** The deployed version the app sees from now on (meta.json answered by the test). */
  async deployVersion(version: string): Promise<void> {
    await this.page.route('**/meta.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'cache-control': 'no-store' },
        body: JSON.stringify({ version }),
      }),
    );
  }

  /** Puts an entry in Cache Storage, as an older bundle's service worker would have. */
  async cacheSomething(name: string): Promise<void> {
    await this.page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName);
      await cache.put('/old-bundle.js', new Response('old'));
    }, name);
  }

  /** The names in Cache Storage. */
  cacheNames(): Promise<string[]> {
    return this.page.evaluate(() => caches.keys());
  }
}
