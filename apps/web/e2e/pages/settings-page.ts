import { expect, type Locator, type Page } from '@playwright/test';

/** The Settings (colours and fonts) page, /loggedIn/settings/, found by role and name. */
export class SettingsPage {
  readonly heading: Locator;
  readonly picker: Locator;
  readonly apply: Locator;
  readonly deleteTheme: Locator;
  readonly exportTheme: Locator;
  readonly importThemes: Locator;
  readonly saveColours: Locator;
  readonly restoreDefaults: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Colours and fonts' });
    this.picker = page.getByRole('combobox', { name: 'Theme' });
    this.apply = page.getByRole('button', { name: 'Apply theme' });
    this.deleteTheme = page.getByRole('button', { name: 'Delete theme' });
    this.exportTheme = page.getByRole('button', { name: 'Export theme' });
    this.importThemes = page.getByRole('button', { name: 'Import themes' });
    this.saveColours = page.getByRole('button', { name: 'Save colours' });
    this.restoreDefaults = page.getByRole('button', { name: 'Restore defaults' });
  }

  /** Opens the page on a tab. */
  async goto(tab: 'simple' | 'advanced' = 'simple'): Promise<void> {
    await this.page.goto(`/loggedIn/settings/?tab=${tab}`);
    await expect(this.heading).toBeVisible();
  }

  tab(name: 'Simple' | 'Advanced'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** The open confirmation dialog named `name`. */
  dialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name });
  }

  /** Sets a colour field of the advanced tab by typing its exact value. */
  async setColour(label: string, value: string): Promise<void> {
    const field = this.page.getByRole('textbox', { name: label, exact: true });
    await field.fill(value);
  }

  /** The page background of the applied theme, as the app's Chakra system declares it. */
  bodyBackground(): Promise<string> {
    return this.page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-bg').trim(),
    );
  }

  /** Saves the draft as a new theme named `name`. */
  async saveAs(name: string): Promise<void> {
    await this.saveColours.click();
    const dialog = this.dialog('Save as a new theme');
    await dialog.getByRole('textbox', { name: /Theme name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Chooses files in the import dialog and imports them (or not, when refused). */
  async chooseImportFiles(files: { name: string; text: string }[]): Promise<Locator> {
    await this.importThemes.click();
    const dialog = this.dialog('Import themes');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Theme files').setInputFiles(
      files.map((file) => ({
        name: file.name,
        mimeType: 'application/json',
        buffer: Buffer.from(file.text),
      })),
    );
    return dialog;
  }
}
