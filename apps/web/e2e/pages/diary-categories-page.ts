import type { Locator, Page } from '@playwright/test';
import { expectMessage } from '../fixtures/messages';

/**
 * The administrators' diary categories screen (`/loggedIn/diaryCategories/`,
 * docs/behaviour/diary.md#categories), by role and name, in English.
 */
export class DiaryCategoriesPage {
  readonly heading: Locator;
  readonly table: Locator;
  /** The form of a new category. */
  readonly newForm: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Diary categories' });
    this.table = page.getByRole('table', { name: 'Categories, in display order' });
    this.newForm = page.getByRole('form', { name: 'New category' });
  }

  /** The row of the category named `name`. */
  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** Adds a category with its English name (and the Italian one): the id is derived. */
  async add(names: { en: string; it: string }): Promise<void> {
    await this.newForm.getByRole('textbox', { name: /^Name in English/ }).fill(names.en);
    await this.newForm.getByRole('textbox', { name: 'Name in Italian' }).fill(names.it);
    await this.newForm.getByRole('button', { name: 'Add category' }).click();
    await expectMessage(this.page, `The category “${names.en}” is added.`);
  }
}
