import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_TOKEN_KEY } from '@care/api-client';
import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { LoginPage } from './pages/login-page';
import { ProfilePage } from './pages/profile-page';
import { ShellPage } from './pages/shell-page';

// A duplicated browser tab starts with a copy of the session storage, so both tabs hold one
// token. The server rotates a token on use (at most once per 30 s grace period, during which the
// old one still works): the tabs follow each other's rotations, and a token the server no longer
// knows ends the session with the login page's message instead of failing every call.

/** The session token the tab holds. */
function tokenOf(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), DEFAULT_TOKEN_KEY);
}

/** Moves the server's time past a token's grace period (the test clock, FAULTS_ENABLED=1). */
async function pastGracePeriod(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/__test__/clock', { data: { advanceMs: 31_000 } });
  expect(response.ok(), 'the server’s test clock moves').toBe(true);
}

test.describe('duplicated tabs', () => {
  // Moving the server's time would end the grace period of every other test's tokens too.
  test('a duplicated tab keeps working after the other tab rotated the token @exclusive', async ({
    page,
    context,
    request,
    signInAs,
  }) => {
    const nurse = demoUser('nurse');
    await signInAs(nurse);
    const [copy] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open(window.location.href)),
    ]);
    await new ShellPage(copy).expectSignedInAs(nurse.fullName, nurse.roleLabel);
    const shared = await tokenOf(page);
    expect(await tokenOf(copy)).toBe(shared);

    await test.step('past the grace period, the first tab’s next call rotates the token; the copy follows', async () => {
      await pastGracePeriod(request);
      const profile = new ProfilePage(page, nurse.fullName);
      await profile.open();
      await expect.poll(() => tokenOf(page)).not.toBe(shared);
      await expect.poll(() => tokenOf(copy)).toBe(await tokenOf(page));
    });

    await test.step('past the next grace period, both tabs still work', async () => {
      await pastGracePeriod(request);
      await new ProfilePage(copy, nurse.fullName).open();
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Home' })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Welcome, ${nurse.fullName}` }),
      ).toBeVisible();
      await expect(new LoginPage(copy).heading).toHaveCount(0);
    });
    await copy.close();
  });

  test('a token the server no longer knows ends the session with the login page’s notice', async ({
    page,
    signInAs,
    loginPage,
  }) => {
    const nurse = demoUser('nurse');
    await signInAs(nurse);
    await page.evaluate(
      (key) => window.sessionStorage.setItem(key, 'x'.repeat(43)),
      DEFAULT_TOKEN_KEY,
    );
    // The app reloads the page once it shows the logged-out page: the notice is checked on the
    // page that reload brings, not on the one it replaces (whose message bars are going).
    const reloaded = page.waitForEvent('load');
    // The guest list is not in the page's cache yet: opening it asks the server.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Guests' })
      .click();
    await expect(page).toHaveURL(
      /\/loggedOut\/\?sessionExpired=true&returnTo=%2FloggedIn%2FguestList%2F/,
    );
    await reloaded;
    await expect(loginPage.heading).toBeVisible();
    await expect(loginPage.alert).toHaveText('Your session has expired. Please sign in again.');
  });
});
