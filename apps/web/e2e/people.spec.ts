import { demoUser } from './fixtures/demo-users';
import { E2E_BASE_URL } from './fixtures/env';
import { expect, test } from './fixtures/test';
import { SetPasswordPage, apiSignIn, nthMailTo, pathOf } from './pages/login-area-pages';
import { LoginPage } from './pages/login-page';
import { ShellPage } from './pages/shell-page';
import {
  PersonDetailPage,
  fetchAdmittedGuests,
  fetchPersonDetail,
  type PersonDetailData,
} from './pages/person-detail-page';
import { expectMessage } from './fixtures/messages';

const GUEST_PASSWORD = 'A guest password 2026';

// Blocking takes the guest out of every list of admitted guests (a group's round, the guest list)
// that tests running beside it read: it runs after them, alone (@exclusive).
test.describe('person detail @exclusive', () => {
  test('a secretary generates credentials for a guest, who signs in; blocking the guest ends the guest’s open session', async ({
    page,
    loginPage,
    shell,
    browser,
    request,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const secretary = demoUser('secretary');
    const detail = new PersonDetailPage(page);

    // The guest of this spec: the first admitted guest without credentials who has an e-mail
    // address (the seeded guests with credentials belong to other specs; guests.spec takes the
    // last admitted guest without credentials).
    const token = await apiSignIn(request, secretary.username, secretary.password);
    const admitted = await fetchAdmittedGuests(request, token);
    let guest: PersonDetailData['personalDataDto'] | undefined;
    for (const row of admitted.items.filter((item) => !item.credentialGenerated)) {
      const person = (await fetchPersonDetail(request, token, row.personalDataId)).personalDataDto;
      if (person.email) {
        guest = person;
        break;
      }
    }
    if (!guest?.email) throw new Error('no admitted guest without credentials has an e-mail');
    const email = guest.email;
    const fullName = `${guest.name} ${guest.surname}`;

    await test.step('the secretary opens the personal data of the guest’s chart: no credentials yet', async () => {
      await loginPage.goto();
      await loginPage.signInAs(secretary);
      await shell.expectSignedInAs(secretary.fullName, secretary.roleLabel);
      await detail.goto(guest.personalDataId, fullName, 'personal');
      await expect(detail.status).toHaveText('Admitted');
      await expect(page.getByText('No credentials yet')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Personal data' })).toBeVisible();
      await expect(detail.account.getByRole('button')).toHaveText(['Generate credentials']);
    });

    await test.step('generate credentials, after a confirmation', async () => {
      await detail.action('Generate credentials').click();
      await expectAccessible.dialog(`Generate credentials for ${fullName}?`);
      await detail.dialog.getByRole('button', { name: 'Generate credentials' }).click();
      await expectMessage(detail.page, /^The credentials were generated/);
      await expect(detail.account.getByRole('button')).toHaveText([
        'Block',
        'Reset credentials',
        'Reset password',
      ]);
      await expect(page.getByText('Has credentials')).toBeVisible();
    });

    const mail = await nthMailTo(request, email, 1);
    expect(mail.subject).toBe('Care: your account is ready');
    const username = /Your username is "([^"]+)"/.exec(mail.text)?.[1];
    if (!username) throw new Error(`no username in the mail: ${mail.text}`);

    const guestContext = await browser.newContext({ baseURL: E2E_BASE_URL });
    const guestPage = await guestContext.newPage();
    const guestLogin = new LoginPage(guestPage);
    try {
      await test.step('the guest chooses a password through the mailed link and signs in', async () => {
        const form = new SetPasswordPage(guestPage);
        await guestPage.goto(pathOf(mail.link));
        await form.choose(GUEST_PASSWORD, GUEST_PASSWORD, 'Save password');
        await expect(form.success).toBeVisible();
        await guestLogin.goto();
        await guestLogin.signIn(username, GUEST_PASSWORD);
        await new ShellPage(guestPage).expectSignedInAs(fullName, 'Guest');
        // The guest's page has joined its notification channel (the bell says so).
        await expect(guestPage.getByRole('button', { name: /^Notifications/ })).toHaveAttribute(
          'data-live-status',
          'open',
        );
      });

      await test.step('the secretary blocks the guest, after a confirmation', async () => {
        await detail.action('Block').click();
        await expectAccessible.dialog(`Block the account of ${fullName}?`);
        await detail.dialog.getByRole('button', { name: 'Block' }).click();
        await expectMessage(detail.page, 'The account was blocked.');
        await expect(detail.status).toHaveText('Blocked or archived');
        await expect(detail.account.getByRole('button', { name: 'Restore' })).toBeVisible();
      });

      await test.step('the guest’s open page ends the session at once: the sign-in page with the notice', async () => {
        // The server revokes the sessions and closes the guest's socket (4401): the open page
        // ends the session itself, without a reload or another call.
        await expect(guestPage).toHaveURL(/\/loggedOut\//);
        await expect(guestLogin.heading).toBeVisible();
        await expect(
          guestPage.getByText('Your session has expired. Please sign in again.'),
        ).toBeVisible();
      });

      await test.step('the blocked guest cannot sign in again', async () => {
        await guestLogin.goto();
        await guestLogin.signIn(username, GUEST_PASSWORD);
        await expect(guestLogin.alert).toBeVisible();
        await expect(guestPage).toHaveURL(/\/loggedOut\//);
      });
    } finally {
      await guestContext.close();
    }
  });
});
