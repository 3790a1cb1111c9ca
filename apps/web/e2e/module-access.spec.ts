import { DEFAULT_MODULE_ACCESS, type ModuleAccessMap } from '@care/api-client';
import type { APIRequestContext } from '@playwright/test';
import { CareApi } from './fixtures/api';
import { demoUser } from './fixtures/demo-users';
import { draftCount, draftOffer } from './fixtures/drafts';
import { apiSignIn, openWithSession } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { AppShell } from './pages/app-shell';
import { ModuleAccessPage } from './pages/module-access-page';

// The module levels are one configuration for every session: this spec runs alone, after the
// others (@exclusive), and always leaves the defaults behind (docs/behaviour/module-access.md).

/** Puts the default access back, whatever the test did. */
async function restoreDefaults(request: APIRequestContext): Promise<void> {
  const admin = await CareApi.as(request, demoUser('admin'));
  await admin.call('PUT', 'admin/module-access', { levels: DEFAULT_MODULE_ACCESS });
}

test.describe('module access @exclusive', () => {
  test('closing the documents to nurses takes them out of an open nurse tab, and the server refuses them', async ({
    page,
    browser,
    request,
    signInAs,
    expectAccessible,
  }) => {
    const nurse = demoUser('nurse');
    const nurseContext = await browser.newContext();
    try {
      const nursePage = await nurseContext.newPage();
      const nurseShell = new AppShell(nursePage);
      const documentsLink = nurseShell.navigation.getByRole('link', { name: 'Documents' });
      const screen = new ModuleAccessPage(page);

      await test.step('a nurse is signed in elsewhere and sees the documents', async () => {
        await openWithSession(nursePage, await apiSignIn(request, nurse), '/loggedIn/');
        await expect(documentsLink).toBeVisible();
        await nurseShell.markDocument();
      });

      await test.step('the administrator opens the screen from the navigation', async () => {
        await signInAs(demoUser('admin'));
        await new AppShell(page).navigateTo('Module access');
        await expect(screen.heading).toBeVisible();
        await expect(screen.cell('Nurse', 'Documents')).toHaveValue('write');
        await expectAccessible('the module-access screen');
      });

      await test.step('the administrator takes the documents away from nurses and saves', async () => {
        await screen.cell('Nurse', 'Documents').selectOption('none');
        await expect(screen.unsaved).toBeVisible();
        await screen.saveChanges();
      });

      await test.step('the nurse’s tab drops the entry without a reload', async () => {
        await expect(documentsLink).toHaveCount(0);
        expect(await nurseShell.isSameDocument()).toBe(true);
      });

      await test.step('the server refuses the nurse’s document write with E013', async () => {
        const token = await apiSignIn(request, nurse);
        const response = await request.post('/api/document', {
          headers: { Authorization: `Bearer ${token}` },
          data: { name: 'Closed module' },
        });
        expect(response.status()).toBe(403);
        expect(await response.json()).toEqual({ errorCode: 'E013' });
      });

      await test.step('the defaults come back with Reset and Save, and so does the entry', async () => {
        await screen.reset.click();
        await expect(screen.cell('Nurse', 'Documents')).toHaveValue('write');
        await expect(screen.unsaved).toBeVisible();
        await screen.saveChanges();
        await expect(documentsLink).toBeVisible();
        expect(await nurseShell.isSameDocument()).toBe(true);
      });
    } finally {
      await nurseContext.close();
      await restoreDefaults(request);
    }
  });

  test('an edited table survives a reload as a draft: restored, it is saved', async ({
    page,
    request,
    signInAs,
    expectAccessible,
  }) => {
    const screen = new ModuleAccessPage(page);
    const offer = draftOffer(page);
    try {
      await test.step('the administrator changes two cells: the draft is kept', async () => {
        await signInAs(demoUser('admin'), '/loggedIn/configurationManagerScreen/');
        await expect(screen.table).toBeVisible();
        await screen.cell('Nurse', 'Diary').selectOption('read');
        await screen.cell('Doctor', 'Documents').selectOption('none');
        await expect.poll(() => draftCount(page)).toBe(1);
      });

      await test.step('after a reload the screen offers it; Restore puts both cells back', async () => {
        await page.reload();
        await expect(offer).toBeVisible();
        await expect(screen.cell('Nurse', 'Diary')).toHaveValue('write');
        await expectAccessible('the module-access screen with a draft offered');
        await offer.getByRole('button', { name: 'Restore' }).click();
        await expect(offer).toBeHidden();
        await expect(screen.cell('Nurse', 'Diary')).toHaveValue('read');
        await expect(screen.cell('Doctor', 'Documents')).toHaveValue('none');
        await expect(screen.unsaved).toBeVisible();
      });

      await test.step('saved, the server has it and the draft is gone', async () => {
        await screen.saveChanges();
        await expect.poll(() => draftCount(page)).toBe(0);
        const admin = await CareApi.as(request, demoUser('admin'));
        const saved = await admin.call<{ levels: ModuleAccessMap }>('GET', 'admin/module-access');
        expect(saved.levels.diary.RA_NURSE).toBe('read');
        expect(saved.levels.documents.RA_DOCTOR).toBe('none');
        await page.reload();
        await expect(screen.cell('Nurse', 'Diary')).toHaveValue('read');
        await expect(offer).toHaveCount(0);
      });
    } finally {
      await restoreDefaults(request);
    }
  });

  test('on a narrow screen the table scrolls sideways and every cell works by keyboard', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signInAs(demoUser('admin'), '/loggedIn/configurationManagerScreen/');
    const screen = new ModuleAccessPage(page);
    await expect(screen.table).toBeVisible();
    const guestDiary = screen.cell('Guest', 'Diary');
    await guestDiary.focus();
    await page.keyboard.press('ArrowDown');
    await expect(guestDiary).toHaveValue('write');
    await expect(screen.unsaved).toBeVisible();
    // The module names stay in view beside the scrolled cells.
    await expect(page.getByRole('rowheader', { name: 'Diary' })).toBeInViewport();
    await expectAccessible('the module-access screen, narrow, with a change');
  });
});
