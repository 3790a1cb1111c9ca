import { expect, type Locator, type Page } from '@playwright/test';

/** The notification bell in the logged-in header and the inbox drawer it opens. */
export class NotificationInboxPage {
  readonly dialog: Locator;
  readonly list: Locator;
  readonly markAllRead: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Notifications' });
    this.list = this.dialog.getByRole('list', { name: 'Recent notifications' });
    this.markAllRead = this.dialog.getByRole('button', { name: 'Mark all as read' });
    this.close = this.dialog.getByRole('button', { name: 'Close notifications' });
  }

  /** The bell, named with the number of unread notifications ("Notifications: 2 unread"). */
  bell(unread = 0): Locator {
    const name = unread > 0 ? `Notifications: ${unread} unread` : 'Notifications';
    return this.page.getByRole('banner').getByRole('button', { name, exact: true });
  }

  /**
   * The bell whatever its count: for its live status (`data-live-status`). A user's unread
   * notifications depend on what the tests before did to them (alerts of shared guests), and the
   * bell's name changes as they arrive on connecting.
   */
  anyBell(): Locator {
    return this.page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications(: \d+ unread)?$/ });
  }

  /** Opens the inbox with the bell. */
  async open(unread = 0): Promise<void> {
    await this.bell(unread).click();
    await expect(this.dialog).toBeVisible();
  }

  /** The message bar showing `text`. */
  messageBar(text: string | RegExp): Locator {
    return this.page.locator('[data-message-bar]').filter({ hasText: text });
  }

  /** Closes a message bar with its close button. */
  async dismiss(bar: Locator): Promise<void> {
    await bar.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(bar).toBeHidden();
  }
}
