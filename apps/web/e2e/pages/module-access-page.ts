import { expect, type Locator, type Page } from '@playwright/test';

/** The module-access screen, /loggedIn/configurationManagerScreen/, found by role and name. */
export class ModuleAccessPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly save: Locator;
  readonly reset: Locator;
  readonly unsaved: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Module access' });
    this.table = page.getByRole('table', { name: 'Access of each role to each module' });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.reset = page.getByRole('button', { name: 'Reset to the defaults' });
    this.unsaved = page.getByText(/There are unsaved changes\.|The defaults are filled in\./);
  }

  /** Opens the screen and waits for the table. */
  async goto(): Promise<void> {
    await this.page.goto('/loggedIn/configurationManagerScreen/');
    await expect(this.heading).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  /** The select of `role`'s level in `module`, e.g. `cell('Nurse', 'Documents')`. */
  cell(role: string, module: string): Locator {
    return this.page.getByRole('combobox', { name: `${role}, ${module}`, exact: true });
  }

  /**
   * Saves, and waits until the server has taken the change and nothing is left unsaved (the
   * success message shows for 2 s only: the answer and the screen's state are what is awaited).
   */
  async saveChanges(): Promise<void> {
    const answer = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith('/api/admin/module-access'),
    );
    await this.save.click();
    expect((await answer).status()).toBe(200);
    await expect(this.unsaved).toHaveCount(0);
    await expect(this.save).toBeDisabled();
  }
}
