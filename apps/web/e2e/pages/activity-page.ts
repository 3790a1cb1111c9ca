import { expect, type Locator, type Page } from '@playwright/test';

/** The programme of activities, /loggedIn/activity/, by role and name. */
export class ActivityPage {
  readonly heading: Locator;
  /** The open drawer (an occurrence, the new activity's form). */
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Activities' });
    this.drawer = page.getByRole('dialog');
  }

  /** Opens the page from the navigation. */
  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Activities' }).first().click();
    await expect(this.heading).toBeVisible();
  }

  /** The occurrence button whose text contains `title`. */
  occurrence(title: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(title) });
  }
}
