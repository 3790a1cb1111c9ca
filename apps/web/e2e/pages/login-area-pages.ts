import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** `/loggedOut/forgotPassword/`: the username, then a reset link by e-mail. */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly submit: Locator;
  readonly sent: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Forgot your password?' });
    this.username = page.getByRole('textbox', { name: 'Username' });
    this.submit = page.getByRole('button', { name: 'Send link' });
    this.sent = page.getByRole('status').filter({ hasText: 'If an account with this username' });
    this.alert = page.getByRole('alert');
  }

  /** Asks for a reset link for `username` and waits for the page to confirm. */
  async requestLink(username: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.username.fill(username);
    await this.submit.click();
    await expect(this.sent).toBeVisible();
  }
}

/** `/loggedOut/resetPassword/` and `/loggedOut/defineCredential/`: a new password twice. */
export class SetPasswordPage {
  readonly password: Locator;
  readonly confirm: Locator;
  readonly alert: Locator;
  readonly success: Locator;
  readonly goToLogin: Locator;

  constructor(readonly page: Page) {
    // Password inputs have no ARIA role of their own; Chromium exposes them as textboxes.
    this.password = page.getByRole('textbox', { name: 'New password', exact: true });
    this.confirm = page.getByRole('textbox', { name: 'Repeat the new password' });
    this.alert = page.getByRole('alert');
    this.success = page.getByRole('status').filter({ hasText: 'Your password has been' });
    this.goToLogin = page.getByRole('link', { name: 'Go to sign in' });
  }

  /** Types the new password (and its repetition, `confirm` when it should differ) and submits. */
  async choose(password: string, confirm = password, submit = 'Change password'): Promise<void> {
    await this.password.fill(password);
    await this.confirm.fill(confirm);
    await this.page.getByRole('button', { name: submit }).click();
  }
}

/** `/loggedOut/maintenance/`. */
export class MaintenancePage {
  readonly heading: Locator;
  readonly checkAgain: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Care is under maintenance' });
    this.checkAgain = page.getByRole('button', { name: 'Check again' });
  }
}

/** A mail of the server's development outbox (`GET /api/__test__/mail`). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string;
}

/**
 * The mails the server sent to `to`, read from its test outbox (the development transport logs
 * each mail and keeps it; the route exists only outside production with MAIL_OUTBOX_EXPOSED=1).
 */
export async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/api/__test__/mail?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/** Waits for the `count`-th mail to `to` and returns it. */
export async function nthMailTo(
  request: APIRequestContext,
  to: string,
  count: number,
): Promise<OutboxMail> {
  await expect.poll(async () => (await mailsTo(request, to)).length).toBeGreaterThanOrEqual(count);
  const mail = (await mailsTo(request, to))[count - 1];
  if (!mail) throw new Error(`no mail number ${count} to ${to}`);
  return mail;
}

/** The path and query of a mailed link, to open on the server under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Signs in through the API and returns the session token (for administrator calls). */
export async function apiSignIn(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/sign-in', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Sets the maintenance flag as an administrator (`PUT /api/conf/remote-config`). */
export async function setMaintenance(
  request: APIRequestContext,
  token: string,
  value: boolean,
): Promise<void> {
  const response = await request.put('/api/conf/remote-config', {
    headers: { authorization: `Bearer ${token}` },
    data: { key: 'care_maintenance', value },
  });
  expect(response.status()).toBe(200);
}
