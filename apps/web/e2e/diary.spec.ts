import type { MyInfo } from '@care/api-client';
import type { Page } from '@playwright/test';
import { CareApi } from './fixtures/api';
import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { AppShell } from './pages/app-shell';
import { DiaryTab } from './pages/diary-tab';
import { GuestsPage } from './pages/guests-page';
import { PersonDetailPage } from './pages/person-detail-page';

// The demo guest's diary: the seed writes 2 to 4 entries a day over 30 days
// (docs/behaviour/diary.md#demo-data). Entries this spec writes carry a token of their own, so
// parallel tests never mistake them.
const guest = demoUser('guest');

/** Opens the diary tab of the demo guest's chart (`first`: of the first admitted guest listed). */
async function openDiary(page: Page, first = false) {
  const guests = new GuestsPage(page);
  const chart = new PersonDetailPage(page);
  if (first) {
    await guests.goto();
    await guests.openFirstChart();
  } else {
    await guests.goto(`?q=${encodeURIComponent(guest.fullName)}`);
    await guests.openChart(guest.fullName);
  }
  await chart.tab('Diary').click();
  await expect(page).toHaveURL(/[?&]tab=diary$/);
  return new DiaryTab(page);
}

test.describe('diary', () => {
  test('a nurse writes an entry, corrects it, reads its history and marks it entered in error', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    const token = `Walked to the garden ${Date.now().toString(36)}`;
    await signInAs(demoUser('nurse'));
    const diary = await openDiary(page);

    await test.step('the diary shows the guest’s entries, newest first', async () => {
      expect(await diary.total()).toBeGreaterThan(20);
      await expect(diary.list.getByRole('article').first()).toBeVisible();
      await expectAccessible('the diary tab');
    });

    await test.step('a new entry is checked, saved, and shown first', async () => {
      await diary.panel.getByRole('button', { name: 'New entry' }).click();
      await expect(diary.drawer).toHaveAccessibleName('New diary entry');
      await diary.drawer.getByRole('button', { name: 'Save' }).click();
      await expect(diary.drawer.getByText('This field is required.').first()).toBeVisible();
      await expectAccessible('the entry form with its errors');
      await diary.fillEntry({ categories: ['Mobility'], text: token, significance: 'Significant' });
      await diary.drawer.getByRole('switch', { name: /Include in the handover/ }).check();
      await diary.save();
      await expect(diary.message('The entry is saved.')).toBeVisible();
      const entry = diary.entry(token);
      await expect(entry).toBeVisible();
      await expect(entry.getByText('Significant')).toBeVisible();
      await expect(entry.getByText('For handover')).toBeVisible();
      await expect(entry).toContainText(`Written by ${demoUser('nurse').fullName} (Nurse)`);
    });

    await test.step('the author corrects it; the history keeps the first version', async () => {
      await diary.action(token, 'Correct').click();
      await expect(diary.drawer).toHaveAccessibleName('Correct the entry');
      await diary.drawer
        .getByRole('textbox', { name: /What happened/ })
        .fill(`${token}, with help`);
      await diary.save();
      await expect(diary.message('The entry is corrected.')).toBeVisible();
      await diary.action(`${token}, with help`, 'History').click();
      await expect(diary.drawer).toHaveAccessibleName('History of the entry');
      await expect(diary.drawer.getByText(token, { exact: true })).toBeVisible();
      await expect(diary.drawer.getByText(/^Corrected by Chiara Colombo/)).toBeVisible();
      await expectAccessible('an entry’s history');
      await page.keyboard.press('Escape');
      await expect(diary.drawer).toBeHidden();
    });

    await test.step('the search finds it; marked entered in error, it stays, struck through', async () => {
      await diary.panel.getByRole('searchbox', { name: 'Search in the text' }).fill(token);
      await expect(diary.panel.getByText('1 entry', { exact: true })).toBeVisible();
      await diary.action(token, 'Entered in error').click();
      const dialog = page.getByRole('alertdialog', { name: 'Mark the entry as entered in error' });
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Written for another guest');
      await dialog.getByRole('button', { name: 'Mark as entered in error' }).click();
      await expect(dialog).toBeHidden();
      const entry = diary.entry(token);
      await expect(entry.getByText('Entered in error: this entry does not apply.')).toBeVisible();
      await expect(entry.getByText(`${token}, with help`)).toHaveCSS(
        'text-decoration-line',
        'line-through',
      );
      await expect(entry.getByRole('button', { name: 'Amend' })).toHaveCount(0);
    });
  });

  test('the whole diary scrolls, loading 20 entries at a time, with few entries in the page', async ({
    page,
    signInAs,
  }) => {
    await signInAs(demoUser('nurse'));
    const diary = await openDiary(page);
    const total = await diary.total();
    await diary.list.focus();
    await page.keyboard.press('End');
    // Each page loads as the end comes near, until the oldest entry is drawn.
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(
        diary.list.locator(`li[aria-posinset="${total}"]`).getByRole('article'),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass();
    expect(await diary.list.getByRole('listitem').count()).toBeLessThan(40);
  });

  test('a nurse finds a colleague’s new entry in the facility diary, the unread count on its entry', async ({
    page,
    request,
    signInAs,
    expectAccessible,
  }) => {
    const token = `Asked for her glasses ${Date.now().toString(36)}`;
    const guestApi = await CareApi.as(request, guest);
    const me = await guestApi.call<MyInfo>('GET', 'personal/myInfo');
    const oss = await CareApi.as(request, demoUser('oss'));
    await oss.call('POST', `care/api/v1/diary/guest/${me.personalDataDto.personalDataId}/entries`, {
      categories: ['other'],
      text: token,
    });
    await signInAs(demoUser('nurse'));
    const app = new AppShell(page);
    const entry = app.navigation.getByRole('link', { name: /^Facility diary/ });
    await expect(entry).toHaveAccessibleName(/^Facility diary \d+ unread diary entr(y|ies)$/);
    await entry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Facility diary' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /Guests without an entry in the last 24 hours/ }),
    ).toBeVisible();
    const entries = page.getByRole('region', { name: /Entries of the group/ });
    await entries.getByRole('searchbox', { name: 'Search in the text' }).fill(token);
    const found = entries.getByRole('article').filter({ hasText: token });
    await expect(found).toBeVisible();
    await expect(entries.getByRole('article')).toHaveCount(1);
    await expect(found.getByText('Unread')).toBeVisible();
    await expect(entries.getByRole('link', { name: guest.fullName })).toHaveAttribute(
      'href',
      new RegExp(`/loggedIn/guestDetail/${me.personalDataDto.personalDataId}\\?tab=diary$`),
    );
    await expectAccessible('the facility diary');
    await found.getByRole('button', { name: 'Mark as read' }).click();
    await expect(found.getByText('Unread')).toHaveCount(0);
  });

  test('guest assistance reads the diary but writes nothing', async ({ page, signInAs }) => {
    await signInAs(demoUser('assistance'));
    const diary = await openDiary(page, true);
    await expect(diary.list.getByRole('article').first()).toBeVisible();
    await expect(diary.panel.getByRole('button', { name: 'New entry' })).toHaveCount(0);
    await expect(diary.list.getByRole('button', { name: 'Amend' })).toHaveCount(0);
  });
});
