import type { Page } from '@playwright/test';
import { demoUser } from './fixtures/demo-users';
import { draftCount, draftOffer } from './fixtures/drafts';
import { expect, test } from './fixtures/test';
import { DiaryTab } from './pages/diary-tab';
import { DocumentsPage } from './pages/documents-page';
import { GuestsPage } from './pages/guests-page';
import { MeasurementsTab } from './pages/measurements-page';
import { PersonDetailPage } from './pages/person-detail-page';
import { ProfilePage } from './pages/profile-page';
import { expectMessage } from './fixtures/messages';

// Drafts of forms (docs/behaviour/never-losing-work.md#drafts): what was typed survives a reload.

/** Opens the demo guest's chart, from the guest list, at `tab`. */
async function openGuestTab(page: Page, tab: string): Promise<void> {
  const guest = demoUser('guest');
  const guests = new GuestsPage(page);
  await guests.goto(`?q=${encodeURIComponent(guest.fullName)}`);
  await guests.openChart(guest.fullName);
  await new PersonDetailPage(page).tab(tab).click();
}

test.describe('drafts', () => {
  test('a new document typed in the drawer comes back after a reload; saved, its draft is gone', async ({
    page,
    startSession,
    expectAccessible,
  }) => {
    const documents = new DocumentsPage(page);
    const name = `Draft consent ${Date.now()}`;
    await startSession(demoUser('nurse'));
    await documents.goto();

    await test.step('typing keeps a draft', async () => {
      await documents.newDocument.click();
      await documents.name.fill(name);
      await expect.poll(() => draftCount(page)).toBe(1);
    });

    await test.step('the page reloaded right after the last keys, with no pause, offers them', async () => {
      await documents.description.pressSequentially('Typed before the reload.');
      await page.reload();
      // The step ends on the drawer open again (the checks after a step need a settled page).
      await expect(draftOffer(documents.drawer)).toBeVisible();
    });

    await test.step('Restore puts the draft back', async () => {
      await expectAccessible.dialog('New document');
      await expect(documents.name).toHaveValue('');
      await draftOffer(documents.drawer).getByRole('button', { name: 'Restore' }).click();
      await expect(draftOffer(documents.drawer)).toBeHidden();
      await expect(documents.name).toHaveValue(name);
      await expect(documents.description).toHaveValue('Typed before the reload.');
    });

    await test.step('saved, the draft is gone', async () => {
      await documents.button('Save').click();
      await expect(documents.tab(/^Attachments/)).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => draftCount(page)).toBe(0);
      await documents.goto();
      await documents.newDocument.click();
      await expect(documents.name).toHaveValue('');
      await expect(draftOffer(documents.drawer)).toHaveCount(0);
    });
  });

  test('Discard throws a draft away; what was typed instead of choosing is kept', async ({
    page,
    startSession,
  }) => {
    const documents = new DocumentsPage(page);
    const offer = draftOffer(documents.drawer);
    await startSession(demoUser('nurse'));
    await documents.goto();
    await documents.newDocument.click();
    await documents.name.fill('Not wanted');
    await expect.poll(() => draftCount(page)).toBe(1);
    await page.reload();

    await test.step('typed while the offer waits, then Discard: the typing stays', async () => {
      await expect(offer).toBeVisible();
      await documents.name.fill('Wanted instead');
      await offer.getByRole('button', { name: 'Discard' }).click();
      await expect(offer).toBeHidden();
      await expect(documents.name).toHaveValue('Wanted instead');
    });

    await test.step('after a reload, the newer typing is the draft offered', async () => {
      await expect.poll(() => draftCount(page)).toBe(1);
      await page.reload();
      await offer.getByRole('button', { name: 'Restore' }).click();
      await expect(documents.name).toHaveValue('Wanted instead');
    });
  });

  test('a diary entry typed in the form comes back after a reload; saved, its draft is gone', async ({
    page,
    startSession,
    expectAccessible,
  }) => {
    const text = `Drafted in the corridor ${Date.now().toString(36)}`;
    await startSession(demoUser('nurse'));
    await openGuestTab(page, 'Diary');
    const diary = new DiaryTab(page);
    const newEntry = diary.panel.getByRole('button', { name: 'New entry' });

    await test.step('typing keeps a draft', async () => {
      await newEntry.click();
      await diary.fillEntry({ categories: ['Mobility'], text });
      await expect.poll(() => draftCount(page)).toBe(1);
    });

    await test.step('after a reload the form offers it, and Restore puts it back', async () => {
      await page.reload();
      await newEntry.click();
      await expect(draftOffer(diary.drawer)).toBeVisible();
      await expectAccessible.dialog('New diary entry');
      await draftOffer(diary.drawer).getByRole('button', { name: 'Restore' }).click();
      await expect(diary.drawer.getByRole('textbox', { name: /What happened/ })).toHaveValue(text);
      await expect(diary.drawer.getByRole('checkbox', { name: 'Mobility' })).toBeChecked();
    });

    await test.step('saved, the entry is in the diary and the draft is gone', async () => {
      await diary.save();
      await expect(diary.entry(text)).toBeVisible();
      await expect.poll(() => draftCount(page)).toBe(0);
    });
  });

  test('the profile form offers what was typed after a reload; Cancel throws it away', async ({
    page,
    signInAs,
  }) => {
    // Nothing is saved: the doctor's profile stays as the other specs expect it.
    const user = demoUser('doctor');
    const profile = new ProfilePage(page, user.fullName);
    await signInAs(user);
    await profile.open();
    await profile.button('Edit').click();
    await profile.field('Description').fill('Typed on the ward, never saved.');
    await expect.poll(() => draftCount(page)).toBe(1);

    await page.reload();
    await expect(profile.heading).toBeVisible();
    await draftOffer(profile.personalData).getByRole('button', { name: 'Restore' }).click();
    await expect(profile.field('Description')).toHaveValue('Typed on the ward, never saved.');

    await profile.button('Cancel').click();
    await expect(profile.button('Edit')).toBeVisible();
    await expect.poll(() => draftCount(page)).toBe(0);
  });

  test('a vital-signs round typed on the Measurements tab comes back after a reload; saved, its draft is gone', async ({
    page,
    startSession,
    expectAccessible,
  }) => {
    await startSession(demoUser('nurse'));
    await openGuestTab(page, 'Measurements');
    const tab = new MeasurementsTab(page);
    const temperature = tab.part('Temperature').getByRole('textbox', { name: 'Temperature (°C)' });
    const rate = tab.part('Respiration rate').getByRole('textbox', { name: /^Respiration rate/ });

    await test.step('typing keeps a draft', async () => {
      await temperature.fill('36.8');
      await rate.fill('16');
      await expect.poll(() => draftCount(page)).toBe(1);
    });

    await test.step('after a reload the round offers it, and Restore puts it back', async () => {
      await page.reload();
      await expect(draftOffer(tab.vitals)).toBeVisible();
      await expect(temperature).toHaveValue('');
      await expectAccessible('the offer of a vital-signs draft');
      await draftOffer(tab.vitals).getByRole('button', { name: 'Restore' }).click();
      await expect(draftOffer(tab.vitals)).toBeHidden();
      await expect(temperature).toHaveValue('36.8');
      await expect(rate).toHaveValue('16');
    });

    await test.step('saved, the draft is gone: a reload offers nothing', async () => {
      await tab.vitals.getByRole('button', { name: 'Save the round' }).click();
      await expectMessage(tab.page, 'The vital-signs round is saved.');
      await expect.poll(() => draftCount(page)).toBe(0);
      await page.reload();
      await expect(temperature).toBeVisible();
      await expect(draftOffer(tab.vitals)).toHaveCount(0);
    });
  });
});
