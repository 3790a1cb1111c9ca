import type { Locator, Page } from '@playwright/test';

/** The diary's handover screen (`/loggedIn/diaryHandover/`). */
export class HandoverPage {
  readonly main: Locator;
  readonly sheet: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.sheet = this.main.getByRole('region', { name: 'Handover sheet' });
  }

  /** A select of the options by its label (Period, Guests, Content). */
  option(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  /** The section of the guest whose heading starts with `name` (surname and name). */
  guest(name: string): Locator {
    return this.sheet.getByRole('region', { name: new RegExp(`^${name}`) });
  }

  /** The managers' "Handover read up to" list. */
  readers(): Locator {
    return this.main.getByRole('list', { name: 'Handover read up to' });
  }
}
