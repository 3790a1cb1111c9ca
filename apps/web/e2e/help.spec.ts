import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { AppShell } from './pages/app-shell';

// The help pages (docs/behaviour/help.md), served by the real server from content/help.

test.describe('help', () => {
  test('a nurse opens help from the navigation, searches, reads a page and switches language', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    const app = new AppShell(page);
    const main = page.getByRole('main');
    await signInAs(demoUser('nurse'));
    await app.navigateTo('Help');
    await expect(main.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const pages = main.getByRole('list', { name: 'Help pages' }).getByRole('link');
    await expect(pages).toHaveText([
      'Getting started',
      'Guests and the guest chart',
      'Diary',
      'Activities',
      'Measurements',
      'Documents',
      'My profile',
      'Settings: colours and fonts',
      'Reports and exports',
    ]);
    await expectAccessible('help index');

    await test.step('the search keeps the pages holding every word', async () => {
      await main.getByRole('searchbox', { name: 'Search the help' }).fill('semicolon spreadsheet');
      await expect(pages).toHaveText(['Reports and exports']);
      await expect(main.getByRole('status')).toHaveText('1 page found');
      await main.getByRole('searchbox', { name: 'Search the help' }).fill('attachment');
      await expect(pages).toHaveText(['Documents']);
    });

    await pages.first().click();
    await expect(page).toHaveURL(/\/loggedIn\/helpGuidePage\/documents$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Attachments' })).toBeVisible();
    await expectAccessible('help page');

    await test.step('in German the same page is German', async () => {
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
      await expect(main.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: 'Anhänge' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Alle Hilfeseiten' })).toBeVisible();
    });
    await expectAccessible('help page in German');
  });

  test('a screen’s help link opens its page', async ({ page, signInAs, expectAccessible }) => {
    const app = new AppShell(page);
    const main = page.getByRole('main');
    await signInAs(demoUser('nurse'));
    await app.navigateTo('Guests');
    await main.getByRole('link', { name: 'Help: Guests' }).click();
    await expect(page).toHaveURL(/\/loggedIn\/helpGuidePage\/guests$/);
    await expect(
      main.getByRole('heading', { level: 1, name: 'Guests and the guest chart' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'The guest chart' })).toBeVisible();
    await expectAccessible('help page from the guest list');
    await main.getByRole('link', { name: 'All help pages' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  });
});
