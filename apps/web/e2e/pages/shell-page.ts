import { expect, type Locator, type Page } from '@playwright/test';

/** The logged-in shell (/loggedIn/): header with the user, group and sign-out; the main area. */
export class ShellPage {
  readonly header: Locator;
  readonly main: Locator;
  readonly signOut: Locator;
  readonly group: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.main = page.getByRole('main');
    this.signOut = page.getByRole('button', { name: 'Sign out' });
    this.group = page.getByRole('combobox', { name: 'Group' });
  }

  /** Waits until the shell shows `fullName` with the role label `roleLabel`. */
  async expectSignedInAs(fullName: string, roleLabel: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/loggedIn\/$/);
    await expect(this.header.getByText(fullName, { exact: true })).toBeVisible();
    await expect(this.header.getByText(roleLabel, { exact: true })).toBeVisible();
    await expect(
      this.main.getByRole('heading', { level: 1, name: `Welcome, ${fullName}` }),
    ).toBeVisible();
  }

  /**
   * Waits until every widget of the home page has its content: until then a widget that loads
   * changes the page's height, and what lies below it (the legal links) moves under a click.
   */
  async expectHomeSettled(): Promise<void> {
    const grid = this.main.getByRole('group', { name: 'Overview' });
    await expect(grid.locator('section').first()).toBeVisible();
    await expect(grid.locator('section[aria-busy="true"]')).toHaveCount(0);
  }
}
