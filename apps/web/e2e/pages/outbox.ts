import { expect, type Locator, type Page } from '@playwright/test';

/** The header's outbox button and its list (docs/behaviour/never-losing-work.md). */
export class OutboxList {
  readonly header: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner', { name: 'Care: application header' });
    this.dialog = page.getByRole('dialog', { name: 'Records on this device' });
  }

  /** The header's button, whatever it counts. */
  button(): Locator {
    return this.header.getByRole('button', { name: /waiting to be sent|need(s)? attention/ });
  }

  /** Opens the list. */
  async open(): Promise<void> {
    await this.button().click();
    await expect(this.dialog).toBeVisible();
  }

  /** The list's section named `name` ("Waiting to be sent", "Needs attention"). */
  section(name: string): Locator {
    return this.dialog.getByRole('region', { name });
  }

  /** The items of a section, in their order. */
  items(name: string): Locator {
    return this.section(name).getByRole('listitem');
  }

  /** Opens the list; answers its waiting items once there are `count`. */
  async openWaiting(count: number): Promise<Locator> {
    await this.open();
    const items = this.items('Waiting to be sent');
    await expect(items).toHaveCount(count);
    return items;
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close the list' }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** True once this page has opened the outbox's IndexedDB database (the outbox is loaded). */
export function outboxOpened(page: Page): Promise<boolean> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).some((database) => database.name === 'care-outbox'),
  );
}
