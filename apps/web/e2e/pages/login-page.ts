import { expect, type Locator, type Page } from '@playwright/test';
import type { DemoUser } from '../fixtures/demo-users';

/** The login page (/loggedOut/), found as a person finds it: by role and name. */
export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly language: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    this.username = page.getByRole('textbox', { name: 'Username' });
    // A password input has no ARIA role of its own; Chromium exposes it as a textbox.
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.alert = page.getByRole('alert');
    this.language = page.getByRole('combobox', { name: 'Language' });
  }

  /** Opens the login page (or `path`, e.g. with query flags). */
  async goto(path = '/loggedOut/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  /** Types the credentials and submits. */
  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Signs in as a demo user. */
  async signInAs(user: DemoUser): Promise<void> {
    await this.signIn(user.username, user.password);
  }

  /**
   * The session storage of the page, as a plain object, without the translation cache
   * (`care.i18n.*`: the server's terms, kept an hour, signed in or not): what the session keeps.
   */
  sessionStorage(): Promise<Record<string, string>> {
    return this.page.evaluate(() =>
      Object.fromEntries(
        Object.entries(window.sessionStorage).filter(([key]) => !key.startsWith('care.i18n.')),
      ),
    );
  }
}
