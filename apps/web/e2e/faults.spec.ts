import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';

// Faults on the one save the app has today, signing in (e2e/fixtures/faults.ts): each ends with
// a clear translated message, nothing typed is lost, and nothing is done twice.

const NETWORK_MESSAGE = 'The server cannot be reached. Check the connection and try again.';
const SERVER_MESSAGE = 'Something went wrong. Please try again.';
const SIGN_IN = '**/api/auth/sign-in';

test.describe('signing in when things go wrong', () => {
  test('the network drops: the message, the typed values stay, and the retry signs in once', async ({
    loginPage,
    shell,
    faults,
  }) => {
    const user = demoUser('nurse');
    const sent = faults.count(SIGN_IN, 'POST');
    await test.step('open the login page and type the credentials', async () => {
      await loginPage.goto();
      await loginPage.username.fill(user.username);
      await loginPage.password.fill(user.password);
    });

    await test.step('offline: the request cannot leave', async () => {
      await faults.networkDown(SIGN_IN, { method: 'POST' });
      await loginPage.submit.click();
      await expect(loginPage.alert).toHaveText(NETWORK_MESSAGE);
      await expect(loginPage.username).toHaveValue(user.username);
      await expect(loginPage.password).toHaveValue(user.password);
      expect(await loginPage.sessionStorage()).toEqual({});
    });

    await test.step('the connection drops after the server signed in: the answer is lost', async () => {
      const fault = await faults.dropAfterServer(SIGN_IN, { method: 'POST' });
      await loginPage.submit.click();
      await fault.applied;
      await expect(loginPage.alert).toHaveText(NETWORK_MESSAGE);
      await expect(loginPage.username).toHaveValue(user.username);
      await expect(loginPage.password).toHaveValue(user.password);
      expect(await loginPage.sessionStorage()).toEqual({});
    });

    await test.step('back online, pressing Sign in again enters the shell', async () => {
      await faults.online();
      await loginPage.submit.click();
      await shell.expectSignedInAs(user.fullName, user.roleLabel);
      // One press, one request: the client never repeats a sign-in on its own.
      expect(sent.sent).toBe(3);
    });
  });

  test('the server fails: the E008 message and the typed values stay', async ({
    loginPage,
    shell,
    faults,
  }) => {
    const user = demoUser('secretary');
    await loginPage.goto();
    await test.step('the server answers 500', async () => {
      await faults.serverError(SIGN_IN, { method: 'POST', status: 500 });
      await loginPage.signInAs(user);
      await expect(loginPage.alert).toHaveText(SERVER_MESSAGE);
      await expect(loginPage.username).toHaveValue(user.username);
      await expect(loginPage.password).toHaveValue(user.password);
      expect(await loginPage.sessionStorage()).toEqual({});
    });
    await test.step('trying again signs in', async () => {
      await loginPage.submit.click();
      await shell.expectSignedInAs(user.fullName, user.roleLabel);
    });
  });

  test('a slow answer: the long-response notice shows until the shell appears', async ({
    loginPage,
    shell,
    page,
    faults,
  }) => {
    const user = demoUser('oss');
    const notice = page.getByRole('status').filter({ hasText: 'This is taking longer than usual' });
    await loginPage.goto();
    await test.step('the answer is held back past 1500 ms: the notice shows', async () => {
      const held = await faults.hold(SIGN_IN, { method: 'POST' });
      await loginPage.signInAs(user);
      await held.applied;
      await expect(notice).toBeVisible();
      held.release();
    });
    await test.step('the answer arrives: the shell, and the notice is gone', async () => {
      await shell.expectSignedInAs(user.fullName, user.roleLabel);
      await expect(notice).toBeHidden();
    });
  });

  test('the session ends (417) as the shell loads: the login page with the notice', async ({
    loginPage,
    page,
    faults,
  }) => {
    const user = demoUser('doctor');
    await loginPage.goto();
    await test.step('sign in; the server ends the session on myInfo', async () => {
      await faults.sessionEnd('**/api/personal/myInfo', { status: 417 });
      // The app reloads the page 200 ms after showing the logged-out page: wait for that too.
      const reloaded = page.waitForEvent('load');
      await loginPage.signInAs(user);
      await expect(page).toHaveURL(/\/loggedOut\/\?sessionExpired=true&returnTo=%2FloggedIn%2F$/);
      await reloaded;
      await expect(loginPage.alert).toHaveText('Your session has expired. Please sign in again.');
      expect(await loginPage.sessionStorage()).toEqual({});
    });
  });
});
