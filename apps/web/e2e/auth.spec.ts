import { DEMO_USERS, demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';

const SESSION_TOKEN_KEY = 'care.sessionToken';

test.describe('signing in', () => {
  for (const user of DEMO_USERS) {
    test(`${user.username} (${user.role}) signs in and sees the shell`, async ({
      loginPage,
      shell,
    }) => {
      await test.step('open the login page', () => loginPage.goto());
      // One step: axe checks the page after each step, and right after the press the login page
      // is still on screen with its busy (disabled) button while the shell loads.
      await test.step('sign in: the shell shows the full name and the translated role', async () => {
        await loginPage.signInAs(user);
        await shell.expectSignedInAs(user.fullName, user.roleLabel);
      });
      const storage = await loginPage.sessionStorage();
      expect(storage[SESSION_TOKEN_KEY]).toBeTruthy();
    });
  }

  test('a wrong password shows the translated E014 message and stores no token', async ({
    loginPage,
    page,
    expectAccessible,
  }) => {
    await loginPage.goto();
    await test.step('sign in with a wrong password', () =>
      loginPage.signIn('nurse', 'not-the-password'));
    await test.step('the error is shown, the typed values stay', async () => {
      await expect(loginPage.alert).toHaveText('Wrong username or password.');
      await expect(loginPage.username).toHaveValue('nurse');
      await expect(loginPage.password).toHaveValue('not-the-password');
      await expect(page).toHaveURL(/\/loggedOut\/$/);
    });
    await test.step('nothing is stored', async () => {
      expect(await loginPage.sessionStorage()).toEqual({});
    });
    await expectAccessible('login page with an error');
  });

  test('the login page is accessible, in every language', async ({
    loginPage,
    page,
    expectAccessible,
  }) => {
    await loginPage.goto();
    await expectAccessible('login page (en)');
    for (const [language, heading] of [
      ['Italiano', 'Accedi'],
      ['Deutsch', 'Anmelden'],
      ['Español', 'Iniciar sesión'],
    ] as const) {
      await test.step(`switch to ${language}`, async () => {
        await page.getByRole('combobox').first().selectOption({ label: language });
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      });
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectAccessible('login page (es)');
    await test.step('the choice survives a reload', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    });
  });
});

test.describe('the session', () => {
  test('the shell is accessible', async ({ loginPage, shell, expectAccessible }) => {
    const user = demoUser('admin');
    await loginPage.goto();
    await loginPage.signInAs(user);
    await shell.expectSignedInAs(user.fullName, user.roleLabel);
    await expectAccessible('shell');
    await test.step('the group can be changed and is kept for the session', async () => {
      await expect(shell.group).toBeVisible();
      const options = await shell.group.locator('option').allTextContents();
      expect(options.length).toBeGreaterThan(1);
      await shell.group.selectOption({ label: options[1] ?? '' });
      await shell.page.reload();
      await expect(shell.group).toHaveValue(await shell.group.inputValue());
      await expect(shell.main).toContainText(options[1] ?? '');
    });
  });

  test('sign-out returns to the login page and Back does not get back in', async ({
    loginPage,
    shell,
    page,
  }) => {
    const user = demoUser('nurse');
    await loginPage.goto();
    await loginPage.signInAs(user);
    await shell.expectSignedInAs(user.fullName, user.roleLabel);
    await test.step('sign out', async () => {
      // The page reloads 200 ms after sign-out: wait for that fresh document too.
      const reloaded = page.waitForEvent('load');
      await shell.signOut.click();
      await expect(loginPage.heading).toBeVisible();
      await expect(page).toHaveURL(/\/loggedOut\/$/);
      await reloaded;
      await expect(loginPage.heading).toBeVisible();
      expect(await loginPage.sessionStorage()).toEqual({});
    });
    await test.step('Back does not show the shell', async () => {
      await page.goBack().catch(() => undefined);
      await expect(shell.signOut).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/loggedIn\//);
    });
    await test.step('nor does opening /loggedIn/ directly', async () => {
      await page.goto('/loggedIn/');
      await expect(page).toHaveURL(/\/loggedOut\/$/);
      await expect(loginPage.heading).toBeVisible();
    });
  });

  test('a 417 from the server ends the session with the expired notice', async ({
    loginPage,
    shell,
    page,
    faults,
  }) => {
    const user = demoUser('doctor');
    await loginPage.goto();
    await loginPage.signInAs(user);
    await shell.expectSignedInAs(user.fullName, user.roleLabel);
    // The app reloads the page 200 ms after showing the logged-out page: wait for that reload
    // (the second load after this one: the test's own reload comes first).
    const reloaded = page.waitForEvent('load').then(() => page.waitForEvent('load'));
    // One step until the app's own reload is done: axe checks the page after each step, and in
    // between the page is being replaced.
    await test.step('the server answers 417 to myInfo: the login page with the warning', async () => {
      await faults.sessionEnd('**/api/personal/myInfo', { status: 417 });
      await page.reload();
      await expect(page).toHaveURL(/\/loggedOut\/\?sessionExpired=true&returnTo=%2FloggedIn%2F$/);
      await expect(loginPage.alert).toHaveText('Your session has expired. Please sign in again.');
      await reloaded;
      // Right after the load event the reloaded page is still the boot screen (no heading).
      await expect(loginPage.heading).toBeVisible();
    });
    await test.step('after the reload the warning stays and nothing is stored', async () => {
      await expect(page).toHaveURL(/\/loggedOut\/\?sessionExpired=true&returnTo=%2FloggedIn%2F$/);
      await expect(loginPage.alert).toHaveText('Your session has expired. Please sign in again.');
      expect(await loginPage.sessionStorage()).toEqual({});
    });
  });

  test('an unknown path goes to the login page', async ({ loginPage, page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/loggedOut\/$/);
    await expect(loginPage.heading).toBeVisible();
  });
});
