import { expect, type Locator, type Page } from '@playwright/test';

/** The group screen `measurementAll/`: round entry, the latest values, the overdue list. */
export class MeasurementAllPage {
  readonly round: Locator;
  readonly latest: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.round = page.getByRole('form', { name: 'Round entry' });
    this.latest = page.getByRole('region', { name: 'Latest values' });
    this.save = this.round.getByRole('button', { name: 'Save the round' });
  }

  async open(): Promise<void> {
    await this.page.goto('/loggedIn/measurementAll/');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Measurements of the group' }),
    ).toBeVisible();
  }

  /** Chooses the round's measure and waits for the guests' fields. */
  async chooseMeasure(name: string): Promise<void> {
    await this.round
      .getByRole('combobox', { name: 'Measure of the round' })
      .selectOption({ label: name });
    await expect(this.valueFields(name).first()).toBeVisible();
  }

  /** The guests' value fields of the round, in their order. */
  valueFields(measure: string): Locator {
    return this.round.getByRole('textbox', { name: new RegExp(`^${measure} of `) });
  }

  /** The guest a value field is for ("Temperature of Anna Rossi" → "Anna Rossi"). */
  async guestOf(field: Locator, measure: string): Promise<string> {
    const name = (await field.getAttribute('aria-label')) ?? '';
    return name.replace(`${measure} of `, '');
  }
}

/** The guest chart's Measurements tab (`?tab=measurements`). */
export class MeasurementsTab {
  readonly panel: Locator;
  readonly record: Locator;
  readonly vitals: Locator;
  readonly news2: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel', { name: 'Measurements' });
    this.record = this.panel.getByRole('form', { name: 'Record a measure' });
    this.vitals = this.panel.getByRole('form', { name: 'Vital-signs round' });
    this.news2 = this.vitals.getByRole('status', { name: 'NEWS2' });
  }

  async open(personalDataId: number): Promise<void> {
    await this.page.goto(`/loggedIn/guestDetail/${personalDataId}?tab=measurements`);
    await expect(this.panel).toBeVisible();
  }

  /** A part of the vital-signs round (its fieldset, named by its legend). */
  part(name: string): Locator {
    return this.vitals.getByRole('group', { name });
  }

  /** Records one measure of `fields` (label → value) with the record form. */
  async recordMeasure(measure: string, fields: Record<string, string>): Promise<void> {
    await this.record.getByRole('combobox', { name: 'Measure' }).selectOption({ label: measure });
    for (const [label, value] of Object.entries(fields)) {
      await this.record.getByRole('textbox', { name: label }).fill(value);
    }
    await this.record.getByRole('button', { name: 'Save the measure' }).click();
  }

  /** A message bar with `text`. */
  message(text: string | RegExp): Locator {
    return this.page.locator('[data-message-bar]').filter({ hasText: text });
  }
}

/** The home page's critical values widget and its acknowledgement dialog. */
export class CriticalValuesWidget {
  readonly region: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Critical values' });
    this.dialog = page.getByRole('alertdialog', { name: 'Acknowledge the alert' });
  }

  /** The row of the alert of `guest` saying `text`. */
  row(guest: string, text: string): Locator {
    return this.region.getByRole('listitem').filter({ hasText: guest }).filter({ hasText: text });
  }

  async loaded(): Promise<void> {
    await expect(this.region).toHaveAttribute('aria-busy', 'false');
  }
}
