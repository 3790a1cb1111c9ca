import type { Page } from '@playwright/test';
import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { ActivityPage } from './pages/activity-page';
import { DiaryTab } from './pages/diary-tab';
import { GuestsPage } from './pages/guests-page';
import { PersonDetailPage } from './pages/person-detail-page';
import { expectMessage } from './fixtures/messages';

// The programme of activities (docs/behaviour/activities.md). The activity this spec creates
// carries a token of its own, so parallel tests never mistake it.
const guest = demoUser('guest');

/** `date` as a `datetime-local` value in the browser's time zone. */
async function localInput(page: Page, offsetMs: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date(Date.now() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
      date.getHours(),
    )}:${pad(date.getMinutes())}`;
  }, offsetMs);
}

test.describe('activities', () => {
  test('a nurse creates an activity, enrols a guest, records attendance, and finds it in the guest’s diary', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    const title = `Gym ${Date.now().toString(36)}`;
    await signInAs(demoUser('nurse'));
    const programme = new ActivityPage(page);
    await programme.open();

    await test.step('the week shows seven days with their headings', async () => {
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
      await expect(page.getByRole('button', { name: 'This week' })).toBeVisible();
      await expectAccessible('the week calendar');
    });

    await test.step('a new activity that started a minute ago joins the week', async () => {
      await page.getByRole('button', { name: 'New activity' }).click();
      await expect(programme.drawer).toHaveAccessibleName('New activity');
      await programme.drawer.getByRole('textbox', { name: /^Title/ }).fill(title);
      await programme.drawer.getByLabel(/^Starts/).fill(await localInput(page, -60_000));
      await programme.drawer.getByLabel(/^Ends/).fill(await localInput(page, 3_600_000));
      await programme.drawer.getByRole('textbox', { name: 'Place', exact: true }).fill('Room 2');
      const leader = programme.drawer.getByRole('combobox', { name: 'Leader from the staff' });
      await leader.fill(demoUser('nurse').fullName.split(' ')[1] ?? '');
      await leader.press('Enter');
      await page.getByRole('option', { name: demoUser('nurse').fullName }).click();
      await programme.drawer.getByRole('textbox', { name: 'Places (guests)' }).fill('8');
      await expectAccessible('the new activity form');
      await programme.drawer.getByRole('button', { name: 'Save' }).click();
      await expect(programme.drawer).toBeHidden();
      await expectMessage(programme.page, `The activity “${title}” is in the programme.`);
      await expect(programme.occurrence(title)).toContainText('0/8 enrolled');
    });

    await test.step('the keyboard reaches the occurrence and opens it', async () => {
      await page.getByRole('button', { name: 'Next week' }).focus();
      const occurrence = programme.occurrence(title);
      await expect(async () => {
        await page.keyboard.press('Tab');
        await expect(occurrence).toBeFocused({ timeout: 200 });
      }).toPass();
      await page.keyboard.press('Enter');
      await expect(programme.drawer).toHaveAccessibleName(title);
      await expect(programme.drawer.getByText('Room 2')).toBeVisible();
      await expect(programme.drawer.getByText(demoUser('nurse').fullName)).toBeVisible();
    });

    await test.step('the guest is enrolled from the group’s guests', async () => {
      const search = programme.drawer.getByRole('combobox', { name: 'Enrol a guest' });
      await search.fill(guest.fullName.split(' ')[1] ?? '');
      await page.getByRole('option', { name: /Conti Giuseppina/ }).click();
      await programme.drawer.getByRole('button', { name: 'Enrol', exact: true }).click();
      await expectMessage(programme.page, /is enrolled\./);
      await expect(
        programme.drawer.getByRole('button', { name: `Remove ${guest.fullName}` }),
      ).toBeVisible();
      await expectAccessible('the occurrence drawer');
    });

    await test.step('attendance “present” is recorded', async () => {
      const fieldset = programme.drawer.getByRole('group', { name: guest.fullName });
      await fieldset.getByRole('radio', { name: 'Present' }).check();
      await fieldset.getByRole('textbox', { name: 'Note' }).fill('Joined in every exercise.');
      await programme.drawer.getByRole('button', { name: 'Save attendance' }).click();
      await expectMessage(programme.page, 'Attendance saved: the guests’ diaries are updated.');
      await page.keyboard.press('Escape');
      await expect(programme.drawer).toBeHidden();
      await expect(programme.occurrence(title)).toContainText('1/8 enrolled');
    });

    await test.step('the activity is changed from its drawer, starting from what it is', async () => {
      await programme.occurrence(title).click();
      await programme.drawer.getByRole('button', { name: 'Change the activity' }).click();
      await expect(programme.drawer).toHaveAccessibleName('Change the activity');
      await expect(programme.drawer.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
      const places = programme.drawer.getByRole('textbox', { name: 'Places (guests)' });
      await expect(places).toHaveValue('8');
      await places.fill('10');
      await programme.drawer.getByRole('button', { name: 'Save' }).click();
      await expect(programme.drawer).toBeHidden();
      await expectMessage(programme.page, `The activity “${title}” is saved.`);
      await expect(programme.occurrence(title)).toContainText('1/10 enrolled');
    });

    await test.step('the guest’s diary tab shows the participation', async () => {
      const guests = new GuestsPage(page);
      await guests.goto(`?q=${encodeURIComponent(guest.fullName)}`);
      await guests.openChart(guest.fullName);
      await new PersonDetailPage(page).tab('Diary').click();
      await expect(page).toHaveURL(/[?&]tab=diary$/);
      const diary = new DiaryTab(page);
      const entry = diary.entry(`Took part in: ${title} (Room 2)`);
      await expect(entry).toBeVisible();
      await expect(entry).toContainText('Joined in every exercise.');
      await expect(entry).toContainText('Activities');
    });

    await test.step('the chart’s summary lists it among the last 30 days’ activities', async () => {
      await new PersonDetailPage(page).tab('Summary').click();
      const section = page.getByRole('region', { name: 'Activities in the last 30 days' });
      await expect(section.getByText(`${title} (Room 2)`)).toBeVisible();
      await expect(section.getByText('Present').first()).toBeVisible();
    });
  });

  test('a guest sees their own programme, with what they take part in said in words', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    await signInAs(guest);
    await page.getByRole('link', { name: 'My activities' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My activities' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
    await expect(page.getByText('You take part').first()).toBeVisible();
    // A guest looks; only the staff open, enrol and record.
    await expect(page.getByRole('button', { name: /enrolled/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New activity' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/[?&]week=\d{4}-\d{2}-\d{2}/);
    await expectAccessible('a guest’s own programme');
  });
});
