import { expect, type Locator, type Page } from '@playwright/test';
import { GuestsPage } from './guests-page';
import { PersonDetailPage } from './person-detail-page';

/**
 * The guest chart's diary tab (`?tab=diary`), by role and name; or, with `panel`, the same diary
 * elsewhere (a guest's own diary, `myDiary/`: {@link DiaryTab.mine}).
 */
export class DiaryTab {
  /** The tab's panel. */
  readonly panel: Locator;
  /** The scrolling list of entries. */
  readonly list: Locator;
  /** The open drawer (the entry form, an entry's history). */
  readonly drawer: Locator;

  /** A guest's own diary (`/loggedIn/myDiary/`), under its heading "My diary". */
  static mine(page: Page): DiaryTab {
    return new DiaryTab(page, page.getByRole('main'));
  }

  /**
   * Opens the diary tab of a guest's chart, the guest found by the list's search (`fullName`), or
   * the first admitted guest listed (none).
   */
  static async ofGuest(page: Page, fullName?: string): Promise<DiaryTab> {
    const guests = new GuestsPage(page);
    if (fullName) {
      await guests.goto(`?q=${encodeURIComponent(fullName)}`);
      await guests.openChart(fullName);
    } else {
      await guests.goto();
      await guests.openFirstChart();
    }
    await new PersonDetailPage(page).tab('Diary').click();
    await expect(page).toHaveURL(/[?&]tab=diary$/);
    return new DiaryTab(page);
  }

  constructor(
    readonly page: Page,
    panel?: Locator,
  ) {
    this.panel = panel ?? page.getByRole('tabpanel', { name: 'Diary' });
    this.list = this.panel.getByRole('region', { name: 'Diary entries, newest first' });
    this.drawer = page.getByRole('dialog');
  }

  /** The entry whose text contains `text`. */
  entry(text: string): Locator {
    return this.list.getByRole('article').filter({ hasText: text });
  }

  /** A button of the entry whose text contains `text`. */
  action(text: string, name: string): Locator {
    return this.entry(text).getByRole('button', { name, exact: true });
  }

  /** The total beside the title ("94 entries"), as a number. */
  async total(): Promise<number> {
    const heading = this.panel.getByRole('heading', { level: 2, name: /^Diary \d+ entr/ });
    await expect(heading).toBeVisible();
    return Number(/(\d+) entr/.exec((await heading.textContent()) ?? '')?.[1]);
  }

  /** Fills the open entry form: categories to tick, the text, the significance. */
  async fillEntry(options: { categories?: string[]; text: string; significance?: string }) {
    for (const category of options.categories ?? [])
      await this.drawer.getByRole('checkbox', { name: category }).check();
    const text = this.drawer.getByRole('textbox', { name: /What happened/ });
    await text.fill(options.text);
    if (options.significance)
      await this.drawer.getByRole('radio', { name: options.significance }).check();
  }

  /** Saves the open form and waits for the drawer to close. */
  async save(): Promise<void> {
    await this.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(this.drawer).toBeHidden();
  }

  /** A message bar saying `text`. */
  message(text: string | RegExp): Locator {
    return this.page.locator('[data-message-bar]').filter({ hasText: text });
  }
}
