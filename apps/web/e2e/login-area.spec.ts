import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import {
  ForgotPasswordPage,
  MaintenancePage,
  SetPasswordPage,
  apiSignIn,
  nthMailTo,
  pathOf,
  setMaintenance,
} from './pages/login-area-pages';

/** The demo accounts' addresses. */
const EMAIL = {
  secretary: demoUser('secretary').email,
  guest: demoUser('guest').email,
};

test.describe('the login area', () => {
  test('the login page leads to a forgotten password; there is no sign-up page', async ({
    loginPage,
    page,
    expectAccessible,
  }) => {
    await loginPage.goto();
    await test.step('the sign-in button under the pointer keeps its text readable', async () => {
      await loginPage.submit.hover();
      await expectAccessible('the login page, Sign in under the pointer');
    });
    await test.step('follow the forgotten-password link', async () => {
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(new ForgotPasswordPage(page).heading).toBeVisible();
      await expect(page).toHaveURL(/\/loggedOut\/forgotPassword\/$/);
    });
    await test.step('signUp/ is not reachable: the login page instead', async () => {
      await page.goto('/loggedOut/signUp/');
      await expect(loginPage.heading).toBeVisible();
      await expect(page).toHaveURL(/\/loggedOut\/$/);
    });
  });

  test('different passwords give E007’s message and spend nothing', async ({ page, request }) => {
    const forgot = new ForgotPasswordPage(page);
    const form = new SetPasswordPage(page);
    await page.goto('/loggedOut/forgotPassword/');
    await test.step('ask for a link', () => forgot.requestLink('secretary'));
    const mail = await nthMailTo(request, EMAIL.secretary, 1);
    await test.step('open the mailed link: the token is not taken as a session', async () => {
      await page.goto(pathOf(mail.link));
      await expect(form.password).toBeVisible();
      await expect(page).toHaveURL(/\/loggedOut\/resetPassword\/\?token=/);
    });
    await test.step('type two different passwords', async () => {
      await form.choose('A new password 2026', 'Another password 2026');
      await expect(page.getByText('The passwords do not match.')).toBeVisible();
      await expect(form.password).toHaveValue('A new password 2026');
    });
    // The link still works (nothing was sent): the page still offers the form after a reload.
    await page.reload();
    await expect(form.password).toBeVisible();
  });
});

test.describe('changes everyone sees @exclusive', () => {
  test.describe.configure({ mode: 'serial' });

  test('forgot → read the mail → reset → sign in with the new password; the link works once', async ({
    loginPage,
    shell,
    page,
    request,
  }) => {
    const guest = demoUser('guest');
    const newPassword = 'Guest new password 2026';
    const forgot = new ForgotPasswordPage(page);
    const form = new SetPasswordPage(page);

    await loginPage.goto();
    await test.step('ask for a reset link from the login page', async () => {
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await forgot.requestLink(guest.username);
    });
    const mail = await test.step('read the mail', async () => {
      const sent = await nthMailTo(request, EMAIL.guest, 1);
      expect(sent.link).toContain('/loggedOut/resetPassword/?token=');
      expect(sent.text).toContain(sent.link);
      return sent;
    });
    await test.step('choose a new password', async () => {
      await page.goto(pathOf(mail.link));
      await form.choose(newPassword);
      await expect(form.success).toBeVisible();
    });
    await test.step('the same link again is refused', async () => {
      await page.goto(pathOf(mail.link));
      await expect(form.alert).toContainText('This link does not work any more');
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
      await expect(form.password).toHaveCount(0);
    });
    await test.step('the old password no longer works', async () => {
      await loginPage.goto();
      await loginPage.signIn(guest.username, guest.password);
      await expect(loginPage.alert).toHaveText('Wrong username or password.');
    });
    await test.step('sign in with the new password', async () => {
      await loginPage.password.fill(newPassword);
      await loginPage.submit.click();
      await shell.expectSignedInAs(guest.fullName, guest.roleLabel);
    });
  });

  test('maintenance on sends users to the maintenance page; off brings them back to sign in', async ({
    loginPage,
    page,
    request,
  }) => {
    const admin = demoUser('admin');
    const token = await apiSignIn(request, admin.username, admin.password);
    const maintenance = new MaintenancePage(page);
    try {
      await test.step('an administrator starts maintenance', () =>
        setMaintenance(request, token, true));
      await test.step('the login page sends the user to the maintenance page', async () => {
        await page.goto('/loggedOut/');
        await expect(maintenance.heading).toBeVisible();
        await expect(page).toHaveURL(/\/loggedOut\/maintenance\/$/);
        await expect(loginPage.username).toHaveCount(0);
      });
      await test.step('so does any other login-area page', async () => {
        await page.goto('/loggedOut/forgotPassword/');
        await expect(maintenance.heading).toBeVisible();
      });
      await test.step('the administrator ends maintenance', () =>
        setMaintenance(request, token, false));
      await test.step('the maintenance page brings the user back to sign in', async () => {
        await maintenance.checkAgain.click();
        await expect(loginPage.heading).toBeVisible();
        await expect(page).toHaveURL(/\/loggedOut\/$/);
      });
    } finally {
      await setMaintenance(request, token, false);
    }
  });
});
