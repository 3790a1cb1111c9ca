import { expect, type Locator, type Page } from '@playwright/test';

/** The home page's critical events widget and its acknowledgement dialog. */
export class CriticalEventsWidget {
  readonly region: Locator;
  readonly dialog: Locator;
  readonly note: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Critical events' });
    this.dialog = page.getByRole('alertdialog', { name: 'Acknowledge the critical event' });
    this.note = this.dialog.getByRole('textbox', { name: 'Action taken' });
    this.save = this.dialog.getByRole('button', { name: 'Save' });
  }

  /** The element of the widget that has the keyboard focus (none: the focus is elsewhere). */
  get focused(): Locator {
    return this.region.locator(':focus');
  }

  /** The row of the critical entry whose text contains `text`. */
  row(text: string): Locator {
    return this.region.getByRole('listitem').filter({ hasText: text });
  }

  /** Waits until the widget shows its content (not loading, no error). */
  async loaded(): Promise<void> {
    await expect(this.region).toHaveAttribute('aria-busy', 'false');
    await expect(this.region.getByRole('alert')).toHaveCount(0);
  }

  /** Opens the acknowledgement dialog from the row of `text`. */
  async openAcknowledge(text: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: /^Acknowledge/ })
      .click();
    await expect(this.dialog).toBeVisible();
  }
}
