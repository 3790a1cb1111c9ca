import { expect, type Locator, type Page } from '@playwright/test';

/** A guest of the list as the server answers it (the fields the tests use). */
export interface ListedGuest {
  personalDataId: number;
  name: string;
  surname: string;
  status: string;
  credentialGenerated: boolean;
}

/** The guest list, /loggedIn/guestList/, and its status-change dialogs, by role and name. */
export class GuestsPage {
  readonly heading: Locator;
  readonly search: Locator;
  /** The open confirmation dialog. */
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Guests' });
    this.search = page.getByRole('searchbox', { name: 'Search guests' });
    this.dialog = page.getByRole('alertdialog');
  }

  /** Opens the page (optionally with a query: `?status=D&q=rossi`). */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/loggedIn/guestList/${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** A status tab: 'Admitted', 'Waiting', 'Suspended', 'Archived', 'Rejected'. */
  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** The virtual list of a tab, e.g. `list('Archived')`. */
  list(tab: string): Locator {
    return this.page.getByRole('region', { name: `Guests: ${tab}` });
  }

  /**
   * Opens a guest's chart from the list (the link of the guest's name in the row) and waits for
   * its header: until then the chart's content moves down as the header arrives, and a click
   * aimed at it could land elsewhere.
   */
  async openChart(fullName: string): Promise<void> {
    await this.row(fullName).getByRole('link', { name: fullName }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  }

  /** Opens the chart of the first guest of the tab shown; answers the guest's full name. */
  async openFirstChart(tab = 'Admitted'): Promise<string> {
    const link = this.list(tab).getByRole('listitem').first().getByRole('link');
    const fullName = (await link.textContent()) ?? '';
    await this.openChart(fullName);
    return fullName;
  }

  /** The row of a guest (full name) in the list shown. */
  row(fullName: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: fullName });
  }

  /** The count line of the tab shown ("Guests: 34"). */
  get count(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Guests: \d+$/ });
  }

  /** The dialog's field by its label. */
  field(label: string | RegExp): Locator {
    return this.dialog.getByLabel(label);
  }

  /** The dialog's button. */
  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /**
   * One page of a status tab straight from the API, with the signed-in user's token and selected
   * group (the server's default, the first group, when none is stored yet).
   */
  async fetchPage(status: string, page = 0): Promise<{ items: ListedGuest[]; total: number }> {
    return this.page.evaluate(
      async ({ status, page }) => {
        const token = sessionStorage.getItem('care.sessionToken');
        const group = sessionStorage.getItem('care.selectedGroupId');
        const response = await fetch(
          `/api/care/api/v1/guest/complete-list?status=${status}&page=${page}${group ? `&groupId=${group}` : ''}`,
          { headers: { Authorization: `Bearer ${token ?? ''}` } },
        );
        const body = (await response.json()) as {
          data: { items: ListedGuest[]; total: number };
        };
        return body.data;
      },
      { status, page },
    );
  }
}
