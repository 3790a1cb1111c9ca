import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A person's detail as `GET …/specific-personal-data/{id}` answers it (the fields used). */
export interface PersonDetailData {
  personalDataDto: {
    personalDataId: number;
    customerAccountId: number;
    name: string;
    surname: string;
    email: string | null;
    status: string;
    credentialGenerated: boolean;
  };
}

const PERSONAL_DATA = '/api/personal-data/api/v1/personal-data';

/** A tab of the guest chart, as `?tab=` names it. */
export type ChartTab = 'summary' | 'personal' | 'documents';

/** The person detail page, /loggedIn/guestDetail/{personalDataId}, by role and name. */
export class PersonDetailPage {
  /** The account actions' section. */
  readonly account: Locator;
  /** The open confirmation dialog. */
  readonly dialog: Locator;
  /** The status tag beside the name. */
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.account = page.getByRole('region', { name: 'Account' });
    this.dialog = page.getByRole('alertdialog');
    this.status = page.getByTestId('person-status');
  }

  /**
   * Opens the page of `personalDataId` and waits for the person's name. A guest's page is the
   * guest chart: `tab` opens one of its tabs (`personal` holds the account actions and the form).
   */
  async goto(personalDataId: number, fullName: string, tab?: ChartTab): Promise<void> {
    await this.page.goto(`/loggedIn/guestDetail/${personalDataId}${tab ? `?tab=${tab}` : ''}`);
    await expect(this.heading(fullName)).toBeVisible();
  }

  /** The guest chart's header (name, allergies, care facts). */
  chartHeader(fullName: string): Locator {
    return this.page.getByRole('region', { name: `Chart of ${fullName}` });
  }

  /** A tab of the guest chart: 'Summary', 'Personal data', 'Documents'. */
  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The open tab's panel. */
  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  /** The chart's tab menu below 868 px. */
  get tabMenu(): Locator {
    return this.page.getByRole('combobox', { name: 'Section' });
  }

  /** The page's heading: the person's full name. */
  heading(fullName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: fullName });
  }

  /** An account action's button. */
  action(name: string): Locator {
    return this.account.getByRole('button', { name, exact: true });
  }

  /** Clicks an account action and confirms it in its dialog (`title` names the dialog). */
  async confirmAction(name: string, title: string): Promise<void> {
    await this.action(name).click();
    const dialog = this.page.getByRole('alertdialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** A person's detail straight from the API, with `token` (a secretary's). */
export async function fetchPersonDetail(
  request: APIRequestContext,
  token: string,
  personalDataId: number,
): Promise<PersonDetailData> {
  const response = await request.get(`${PERSONAL_DATA}/specific-personal-data/${personalDataId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PersonDetailData }).data;
}

/** One page of the admitted guests straight from the API, with `token`. */
export async function fetchAdmittedGuests(
  request: APIRequestContext,
  token: string,
  page = 0,
): Promise<{ items: { personalDataId: number; credentialGenerated: boolean }[]; total: number }> {
  const response = await request.get(`/api/care/api/v1/guest/complete-list?status=A&page=${page}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: { items: { personalDataId: number; credentialGenerated: boolean }[]; total: number };
    }
  ).data;
}
