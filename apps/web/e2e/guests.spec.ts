import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { GuestsPage, type ListedGuest } from './pages/guests-page';

test.describe('guest list', () => {
  test('tabs and search in the address; dismissing with a wrong word sends nothing, the right word archives the guest with cause and date', async ({
    page,
    signInAs,
    faults,
    expectAccessible,
  }) => {
    const guests = new GuestsPage(page);
    await signInAs(demoUser('secretary'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Guests' })
      .click();
    await expect(guests.heading).toBeVisible();

    // The guest of this spec: the last admitted guest without credentials (other specs use the
    // first ones, who can sign in).
    const admitted = await guests.fetchPage('A');
    const lastPage = await guests.fetchPage('A', Math.floor((admitted.total - 1) / 20));
    const guest = lastPage.items.findLast((row) => !row.credentialGenerated) as ListedGuest;
    expect(guest).toBeDefined();
    const fullName = `${guest.name} ${guest.surname}`;

    await test.step('the admitted tab lists every admitted guest, 20 a page as they scroll', async () => {
      await expect(guests.tab('Admitted')).toHaveAttribute('aria-selected', 'true');
      await expect(guests.count).toHaveText(`Guests: ${admitted.total}`);
      const list = guests.list('Admitted');
      await expect(list.getByRole('listitem').first()).toHaveAttribute(
        'aria-setsize',
        String(admitted.total),
      );
      await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect(guests.row(fullName)).toBeVisible();
    });

    await test.step('a tab is kept in the address', async () => {
      const waiting = await guests.fetchPage('W');
      await guests.tab('Waiting').click();
      await expect(page).toHaveURL(/\/loggedIn\/guestList\/\?status=W$/);
      await expect(guests.count).toHaveText(`Guests: ${waiting.total}`);
      const first = waiting.items[0] as ListedGuest;
      await expect(guests.row(`${first.name} ${first.surname}`)).toBeVisible();
      await page.reload();
      await expect(guests.tab('Waiting')).toHaveAttribute('aria-selected', 'true');
      await guests.tab('Admitted').click();
    });

    await test.step('the search narrows the tab and is kept in the address', async () => {
      await guests.search.fill(`${guest.surname} ${guest.name}`);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(guests.row(fullName)).toBeVisible();
      await expect(guests.count).not.toHaveText(`Guests: ${admitted.total}`);
    });

    const sent = faults.count('**/api/care/api/v1/guest/dismiss/**', 'PUT');

    await test.step('a wrong word shows the error and sends nothing', async () => {
      await guests
        .row(fullName)
        .getByRole('button', { name: `Dismiss ${fullName}` })
        .click();
      await expectAccessible.dialog(`Dismiss ${fullName}`);
      await guests.field(/Archive cause/).selectOption({ label: 'Transfer to another facility' });
      await guests.field(/^Date/).fill('2026-11-20');
      await guests.field(/Type DISMISS to confirm/).fill('Dismiss');
      await guests.button('Dismiss').click();
      await expect(guests.dialog.getByText('The text does not match “DISMISS”.')).toBeVisible();
      await expectAccessible.dialog(`Dismiss ${fullName}`);
      expect(sent.sent).toBe(0);
    });

    await test.step('the right word dismisses: the guest leaves the admitted tab', async () => {
      await guests.field(/Type DISMISS to confirm/).fill('DISMISS');
      await guests.button('Dismiss').click();
      await expect(page.getByText(`${fullName} has been dismissed.`).last()).toBeVisible();
      await expect(guests.dialog).toBeHidden();
      expect(sent.sent).toBe(1);
      await expect(guests.row(fullName)).toHaveCount(0);
    });

    await test.step('the archived tab shows the guest with cause and date', async () => {
      await guests.tab('Archived').click();
      await expect(guests.row(fullName)).toContainText(
        'Archived on 20/11/2026 · Transfer to another facility',
      );
      await expect(
        guests.row(fullName).getByRole('button', { name: `Re-admit ${fullName}` }),
      ).toBeVisible();
      await guests.row(fullName).getByRole('link', { name: fullName }).click();
      await expect(page).toHaveURL(new RegExp(`/loggedIn/guestDetail/${guest.personalDataId}$`));
    });
  });

  test('a nurse reads the list without status changes', async ({ page, startSession }) => {
    const guests = new GuestsPage(page);
    await startSession(demoUser('nurse'));
    await guests.goto('?status=S');
    await expect(guests.tab('Suspended')).toHaveAttribute('aria-selected', 'true');
    await expect(guests.list('Suspended').getByRole('listitem').first()).toBeVisible();
    await expect(guests.list('Suspended').getByRole('button')).toHaveCount(0);
  });
});
