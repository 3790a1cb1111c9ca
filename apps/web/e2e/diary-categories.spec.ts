import { demoUser } from './fixtures/demo-users';
import { apiSignIn, openWithSession } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { AppShell } from './pages/app-shell';
import { DiaryCategoriesPage } from './pages/diary-categories-page';
import { DiaryTab } from './pages/diary-tab';
import { expectMessage } from './fixtures/messages';

// The diary's categories administered on screen (docs/behaviour/diary.md#categories). The
// category this spec adds carries a token of its own, so parallel tests never meet it.
const guest = demoUser('guest');

test.describe('diary categories', () => {
  test('an administrator adds a category, a nurse writes with it; out of use, old entries keep it', async ({
    page,
    browser,
    request,
    signInAs,
    expectAccessible,
  }) => {
    const token = Date.now().toString(36);
    const name = `Podiatry ${token}`;
    const text = `Nails cut by the podiatrist (${token}).`;
    const categories = new DiaryCategoriesPage(page);
    const nurseContext = await browser.newContext();
    try {
      const nursePage = await nurseContext.newPage();

      await test.step('the administrator finds the screen in the navigation and adds one', async () => {
        await signInAs(demoUser('admin'));
        await new AppShell(page).navigateTo('Diary categories');
        await expect(categories.heading).toBeVisible();
        await expect(categories.row('Health')).toContainText('In use');
        await expectAccessible('the diary categories');
        await categories.add({ en: name, it: `Podologo ${token}` });
        await expect(categories.row(name)).toContainText('The facility’s own');
        await expect(categories.row(name)).toContainText('In use');
        await expect(categories.row(name)).toContainText(
          `podiatry${token.charAt(0).toUpperCase()}`,
        );
      });

      await test.step('a nurse finds it among the entry form’s categories and writes with it', async () => {
        await openWithSession(nursePage, await apiSignIn(request, demoUser('nurse')), '/loggedIn/');
        const diary = await DiaryTab.ofGuest(nursePage, guest.fullName);
        await diary.panel.getByRole('button', { name: 'New entry' }).click();
        await diary.fillEntry({ categories: [name], text });
        await diary.save();
        await expect(diary.entry(text)).toContainText(name);
      });

      await test.step('the administrator takes it out of use', async () => {
        await categories
          .row(name)
          .getByRole('button', { name: `Take out of use: ${name}` })
          .click();
        await expectMessage(categories.page, `“${name}” is out of use`);
        await expect(categories.row(name)).toContainText('Out of use');
        await expect(
          categories.row(name).getByRole('button', { name: `Put back in use: ${name}` }),
        ).toBeVisible();
      });

      await test.step('the nurse no longer has it to choose; the old entry keeps it', async () => {
        await nursePage.reload();
        const diary = new DiaryTab(nursePage);
        await expect(diary.entry(text)).toContainText(name);
        await diary.panel.getByRole('button', { name: 'New entry' }).click();
        await expect(diary.drawer.getByRole('checkbox', { name: 'Health' })).toBeVisible();
        await expect(diary.drawer.getByRole('checkbox', { name })).toHaveCount(0);
        await diary.drawer.getByRole('button', { name: 'Cancel' }).click();
        await expect(diary.drawer).toBeHidden();
      });
    } finally {
      await nurseContext.close();
    }
  });
});
