import { demoUser } from './fixtures/demo-users';
import { draftCount } from './fixtures/drafts';
import { expireOwnSession } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { ProfilePage } from './pages/profile-page';

// The warning before the session ends, and what survives its end
// (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends). The browser's clock is
// Playwright's (installed before the app loads, fast-forwarded); the server's clock is never
// moved (it would end the sessions of the tests running beside this one): the test ends its own
// session with the test route instead.

const TITLE = 'Your session is about to end';

test.describe('the session timeout', () => {
  test('warns two minutes before the end; Continue extends the session', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    // Only the browser's clock jumps, not the server's: an answer arriving after the jump tells
    // a later deadline than the real one. So: a user whose screens poll nothing (the diary's
    // badge polls every minute), and the work the first interaction starts (the live connection,
    // whose opening reads the module levels again) done before the jump.
    await page.clock.install();
    await signInAs(demoUser('secretary'));
    const dialog = page.getByRole('alertdialog', { name: TITLE });
    const levelsRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/module-access',
    );
    // The drafts' and outbox's key, also asked after the first interaction.
    const keyRead = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/drafts/key'),
    );
    await page.keyboard.press('Shift');
    await Promise.all([levelsRead, keyRead]);

    await test.step('28 minutes later the warning says how long is left', async () => {
      await page.clock.fastForward('28:05');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(/^Your session ends in [01]:\d\d\.$/);
      await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
      await expectAccessible.dialog(TITLE);
    });

    await test.step('Continue extends the session on the server; the warning goes', async () => {
      const extended = page.waitForResponse('**/api/auth/extend-session');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const answer = await extended;
      expect(answer.status()).toBe(200);
      // A whole idle time again, by the server's clock.
      expect(Number(answer.headers()['care-session-expires-in'])).toBeGreaterThan(29 * 60);
      await expect(dialog).toBeHidden();
    });

    await test.step('past the first deadline the user is still signed in, without a warning', async () => {
      await page.clock.fastForward('25:00');
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/loggedIn\/$/);
    });
  });

  test('when the session ends anyway, signing in leads back to the profile with its draft', async ({
    page,
    request,
    signInAs,
    loginPage,
  }) => {
    // Nothing is saved: the doctor's profile stays as the other specs expect it.
    const user = demoUser('doctor');
    const profile = new ProfilePage(page, user.fullName);
    const typed = 'Typed before the session ended.';
    await page.clock.install();
    await signInAs(user);

    await test.step('typing in the profile keeps a draft', async () => {
      await profile.open();
      await profile.button('Edit').click();
      await profile.field('Description').fill(typed);
      await expect.poll(() => draftCount(page)).toBe(1);
    });

    await test.step('the session ends: the login page says why', async () => {
      await expireOwnSession(page, request);
      // The app reloads the logged-out page 200 ms after showing it: wait for that reload.
      const reloaded = page.waitForEvent('load');
      await page.clock.fastForward('30:30');
      await expect(page).toHaveURL(
        /\/loggedOut\/\?sessionExpired=true&returnTo=%2FloggedIn%2FprofilePage%2F$/,
      );
      await reloaded;
      await expect(loginPage.heading).toBeVisible();
      await expect(loginPage.alert).toHaveText('Your session has expired. Please sign in again.');
      expect(await draftCount(page)).toBe(1);
    });

    await test.step('signing in opens the profile again, which offers the draft', async () => {
      await loginPage.signInAs(user);
      await expect(profile.heading).toBeVisible();
      await expect(page).toHaveURL(/\/loggedIn\/profilePage\/$/);
      const offer = profile.personalData.getByRole('region', { name: /^Restore what you typed/ });
      await offer.getByRole('button', { name: 'Restore' }).click();
      await expect(profile.field('Description')).toHaveValue(typed);
    });

    await test.step('Cancel throws the draft away', async () => {
      await profile.button('Cancel').click();
      await expect(profile.button('Edit')).toBeVisible();
      await expect.poll(() => draftCount(page)).toBe(0);
    });
  });
});
