import { DEFAULT_MODULE_ACCESS, type DiaryPage, type MyInfo } from '@care/api-client';
import type { Page } from '@playwright/test';
import { CareApi } from './fixtures/api';
import { downloadedBytes } from './fixtures/downloads';
import { demoUser } from './fixtures/demo-users';
import { PHOTO } from './fixtures/files';
import { apiSignIn, openWithSession } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { AppShell } from './pages/app-shell';
import { DiaryTab } from './pages/diary-tab';
import { ModuleAccessPage } from './pages/module-access-page';
import { expectMessage } from './fixtures/messages';

// The demo guest's diary: the seed writes 2 to 4 entries a day over 30 days
// (docs/behaviour/diary.md#demo-data). Entries this spec writes carry a token of their own, so
// parallel tests never mistake them.
const guest = demoUser('guest');

/** Opens the diary tab of the demo guest's chart (`first`: of the first admitted guest listed). */
const openDiary = (page: Page, first = false) =>
  DiaryTab.ofGuest(page, first ? undefined : guest.fullName);

/** The demo guest's personalDataId, through the guest's own session. */
async function ownGuestId(api: CareApi): Promise<number> {
  return (await api.call<MyInfo>('GET', 'personal/myInfo')).personalDataDto.personalDataId;
}

/** The path of a guest's diary in the API. */
const entriesOf = (personalDataId: number) => `care/api/v1/diary/guest/${personalDataId}/entries`;

/** A one-pixel PNG, as a photo of a wound would be attached. */
/** The texts the bad-input test looks for, in the language it runs in. */
const BAD_INPUT_TEXTS = {
  en: {
    tab: 'Diary',
    newEntry: 'New entry',
    form: 'New diary entry',
    when: /^When it happened/,
    text: /^What happened/,
    category: 'Mobility',
    save: 'Save',
    cancel: 'Cancel',
    future: /^Enter .+ or earlier\.$/,
    tooMany: '1 character too many',
    atMost: 'At most 4000 characters.',
    refused: 'Some data is not correct. Please check it and try again.',
    search: 'Search in the text',
    noMatch: 'No entry matches these filters.',
  },
  de: {
    tab: 'Pflegebericht',
    newEntry: 'Neuer Eintrag',
    form: 'Neuer Eintrag im Pflegebericht',
    when: /^Wann es geschah/,
    text: /^Was geschah/,
    category: 'Mobilität',
    save: 'Speichern',
    cancel: 'Abbrechen',
    future: /^Geben Sie .+ oder früher ein\.$/,
    tooMany: '1 Zeichen zu viel',
    atMost: 'Höchstens 4000 Zeichen.',
    refused: 'Einige Angaben sind nicht korrekt. Bitte prüfen Sie sie und versuchen Sie es erneut.',
    search: 'Im Text suchen',
    noMatch: 'Kein Eintrag passt zu diesen Filtern.',
  },
} as const;

test.describe('diary', () => {
  test('a nurse writes an entry, corrects it, reads its history and marks it entered in error', async ({
    page,
    startSession,
    expectAccessible,
  }) => {
    const token = `Walked to the garden ${Date.now().toString(36)}`;
    await startSession(demoUser('nurse'));
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
      await expectMessage(diary.page, 'The entry is saved.');
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
      await expectMessage(diary.page, 'The entry is corrected.');
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
      await expectAccessible.dialog('Mark the entry as entered in error');
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

  test('a nurse attaches a photo to a new entry, downloads it; a too-large or wrong file is refused', async ({
    page,
    startSession,
    expectAccessible,
  }) => {
    const token = `Red patch on the left heel ${Date.now().toString(36)}`;
    await startSession(demoUser('nurse'));
    const diary = await openDiary(page);
    const entry = diary.entry(token);

    await test.step('the photo picked with the new entry is attached once it is saved', async () => {
      await diary.panel.getByRole('button', { name: 'New entry' }).click();
      await diary.fillEntry({ categories: ['Hygiene and skin'], text: token });
      await diary.drawer.getByTestId('diary-entry-files').setInputFiles(PHOTO);
      const picked = diary.drawer.getByRole('list', {
        name: 'Files to attach once the entry is saved',
      });
      await expect(picked).toContainText('heel.png (70 B)');
      await expect(diary.drawer.getByRole('button', { name: 'Remove heel.png' })).toBeVisible();
      await expectAccessible('the entry form with a picked file');
      await diary.save();
      await expectMessage(diary.page, 'heel.png is attached.');
      const files = entry.getByRole('list', { name: 'Attachments' });
      await expect(files.getByRole('listitem')).toHaveCount(1);
      await expect(files).toContainText('heel.png');
      await expect(files).toContainText('PNG image, 70 B');
      await expect(files).toContainText(`Attached by ${demoUser('nurse').fullName}`);
      await expectAccessible('an entry with its attachment');
    });

    await test.step('the download, by keyboard, is the file as it was attached', async () => {
      const download = page.waitForEvent('download');
      await entry.getByRole('button', { name: 'Download heel.png' }).focus();
      await page.keyboard.press('Enter');
      const file = await download;
      expect(file.suggestedFilename()).toBe('heel.png');
      expect(Buffer.from(await downloadedBytes(file)).equals(PHOTO.buffer)).toBe(true);
    });

    await test.step('a file over 10 MB and a file of another type are refused, saying why', async () => {
      const picker = entry.locator('input[type="file"]');
      await picker.setInputFiles({
        name: 'scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
      });
      await expectMessage(diary.page, 'scan.pdf is larger than 10 MB and cannot be attached.');
      await picker.setInputFiles({
        name: 'report.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 a program, not a PDF'),
      });
      await expectMessage(diary.page, /^The file type is not accepted\./);
      await expect(
        entry.getByRole('list', { name: 'Attachments' }).getByRole('listitem'),
      ).toHaveCount(1);
    });
  });

  test('an upload from a card scrolled out of view is kept: its failure is announced and tried again', async ({
    page,
    startSession,
    expectAccessible,
  }) => {
    const token = `Dressing changed ${Date.now().toString(36)}`;
    const file = { ...PHOTO, name: `dressing-${Date.now().toString(36)}.png` };
    await startSession(demoUser('nurse'));
    const diary = await openDiary(page);
    await diary.panel.getByRole('button', { name: 'New entry' }).click();
    await diary.fillEntry({ categories: ['Hygiene and skin'], text: token });
    await diary.save();
    const entry = diary.entry(token);
    await expect(entry).toBeVisible();

    // The upload's answer is held back until the card is out of view, then the server fails.
    let release: (() => Promise<void>) | undefined;
    await page.route('**/care/api/v1/diary/entry/*/attachments', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const fail = () =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errorCode: 'E008' }),
        });
      if (release) return fail();
      release = fail;
    });
    await entry.locator('input[type="file"]').setInputFiles(file);
    await expect(entry.getByText(`Attaching ${file.name}…`)).toBeVisible();
    await expect.poll(() => release !== undefined).toBe(true);

    await diary.list.evaluate((list) => list.scrollTo({ top: 6000 }));
    await expect(entry).toHaveCount(0);
    await release?.();
    const status = diary.panel.getByRole('status').filter({
      hasText: /^⚠ 1 file could not be attached to the entry of \d\d\/\d\d\/\d{4} \d\d:\d\d\./,
    });
    await expect(status).toBeVisible();
    await expectAccessible('a failed upload announced on the tab');

    await page.unroute('**/care/api/v1/diary/entry/*/attachments');
    await status.getByRole('button', { name: 'Show the entry' }).click();
    await expect(entry.getByText(`${file.name} could not be attached.`)).toBeVisible();
    await expect(status).toHaveCount(0);
    await entry.getByRole('button', { name: 'Try again' }).click();
    await expectMessage(diary.page, `${file.name} is attached.`);
    await expect(entry.getByRole('list', { name: 'Attachments' })).toContainText(file.name);
  });

  test('the whole diary scrolls, loading 20 entries at a time, with few entries in the page', async ({
    page,
    startSession,
  }) => {
    await startSession(demoUser('nurse'));
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

  test('a nurse downloads the facility diary of her group, guest after guest', async ({
    page,
    request,
    signInAs,
    expectAccessible,
  }) => {
    const token = `Group export ${Date.now().toString(36)}`;
    const guestApi = await CareApi.as(request, guest);
    const me = await guestApi.call<MyInfo>('GET', 'personal/myInfo');
    const nurse = await CareApi.as(request, demoUser('nurse'));
    await nurse.call(
      'POST',
      `care/api/v1/diary/guest/${me.personalDataDto.personalDataId}/entries`,
      {
        categories: ['other'],
        text: token,
      },
    );
    await signInAs(demoUser('nurse'));
    await new AppShell(page).navigation.getByRole('link', { name: /^Facility diary/ }).click();
    const open = page.getByRole('button', { name: /^Export: Diary of / });
    const title = (await open.textContent()) ?? '';
    await open.click();
    const dialog = page.getByRole('alertdialog', { name: title });
    await expectAccessible.dialog(title);
    await dialog.getByRole('combobox', { name: 'Format' }).selectOption('csv');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^DIARY_Casa_Serena_.+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = new TextDecoder().decode(await downloadedBytes(download));
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFF?Guest,Occurred at,/);
    expect(csv).toContain(`${guest.fullName.split(' ').reverse().join(' ')},`);
    expect(csv).toContain(token);
  });

  for (const [language, texts] of Object.entries(BAD_INPUT_TEXTS)) {
    test(`bad input (a future time, 4 001 characters, an unknown category) is refused with a translated message and nothing is saved (${language})`, async ({
      page,
      request,
      faults,
      startSession,
      expectAccessible,
    }) => {
      const token = `Bad input ${language} ${Date.now().toString(36)}`;
      const nurse = await CareApi.as(request, demoUser('nurse'));
      const guestId = await ownGuestId(await CareApi.as(request, guest));
      await startSession(demoUser('nurse'));
      await openDiary(page);
      if (language !== 'en')
        await page
          .getByRole('banner')
          .getByRole('combobox', { name: 'Language' })
          .selectOption(language);
      const panel = page.getByRole('tabpanel', { name: texts.tab });
      const drawer = page.getByRole('dialog', { name: texts.form });
      const when = drawer.getByRole('textbox', { name: texts.when });
      const text = drawer.getByRole('textbox', { name: texts.text });
      const saves = faults.count('**/api/care/api/v1/diary/guest/*/entries', 'POST');

      await test.step('a time in the future: the message at the field, nothing sent', async () => {
        await panel.getByRole('button', { name: texts.newEntry }).click();
        await expect(drawer).toBeVisible();
        await drawer.getByRole('checkbox', { name: texts.category }).check();
        await text.fill(token);
        await when.fill(`${new Date().getFullYear() + 1}-01-01T10:00`);
        await drawer.getByRole('button', { name: texts.save }).click();
        await expect(when).toBeFocused();
        await expect(when).toHaveAttribute('aria-invalid', 'true');
        await expect(drawer.getByText(texts.future)).toBeVisible();
        await expectAccessible(`the entry form refusing a future time (${language})`);
        expect(saves.sent).toBe(0);
      });

      await test.step('4 001 characters: kept whole, one too many said in words, nothing sent', async () => {
        const long = `${token} ${'x'.repeat(4_000 - token.length)}`;
        await text.fill(long);
        await expect(text).toHaveValue(long);
        await expect(drawer.getByText('4001 / 4000')).toBeVisible();
        // The counter's words as seen (hidden from screen readers), and the status beside it
        // that says them once: which of the two is filled first is the browser's timing.
        const seen = drawer.locator('[aria-hidden="true"]');
        await expect(drawer.getByText(texts.tooMany, { exact: true }).and(seen)).toBeVisible();
        await expect(drawer.getByRole('status').filter({ hasText: texts.tooMany })).toHaveCount(1);
        await drawer.getByRole('button', { name: texts.save }).click();
        await expect(drawer.getByText(texts.atMost)).toBeVisible();
        await expect(text).toHaveAttribute('aria-invalid', 'true');
        expect(saves.sent).toBe(0);
      });

      await test.step('an unknown category: the server refuses it (E016), the form stays', async () => {
        await when.clear();
        await when.fill(
          await page.evaluate(() => {
            const now = new Date(Date.now() - 10 * 60_000);
            const pad = (n: number) => String(n).padStart(2, '0');
            return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
          }),
        );
        await text.fill(token);
        // No unknown category can be ticked: the request leaves the page with one.
        await page.route('**/api/care/api/v1/diary/guest/*/entries', async (route) => {
          const body = route.request().postDataJSON() as Record<string, unknown>;
          await route.continue({
            postData: JSON.stringify({ ...body, categories: ['noSuchCategory'] }),
          });
        });
        const answer = page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            /\/diary\/guest\/\d+\/entries$/.test(response.url()),
        );
        await drawer.getByRole('button', { name: texts.save }).click();
        const refused = await answer;
        expect(refused.status()).toBe(400);
        expect(await refused.json()).toEqual({ errorCode: 'E016' });
        await page.unroute('**/api/care/api/v1/diary/guest/*/entries');
        await expect(
          page.locator('[data-message-bar]').filter({ hasText: texts.refused }),
        ).toBeVisible();
        await expect(drawer).toBeVisible();
        await expect(text).toHaveValue(token);
        await drawer.getByRole('button', { name: texts.cancel }).click();
        await expect(drawer).toBeHidden();
      });

      await test.step('the API refuses the same three with their codes', async () => {
        const body = { categories: ['other'], text: token };
        const future = new Date(Date.now() + 24 * 3_600_000).toISOString();
        for (const [bad, code] of [
          [{ occurredAt: future }, 'E016'],
          [{ text: `${token} ${'x'.repeat(4_000 - token.length)}` }, 'E015'],
          [{ categories: ['noSuchCategory'] }, 'E016'],
        ] as const) {
          const answer = await nurse.send('POST', entriesOf(guestId), { ...body, ...bad });
          expect(answer.body, JSON.stringify(bad).slice(0, 80)).toEqual({ errorCode: code });
          expect(answer.status).toBeGreaterThanOrEqual(400);
        }
      });

      await test.step('after a reload the diary has no such entry', async () => {
        await page.reload();
        await panel.getByRole('searchbox', { name: texts.search }).fill(token);
        await expect(panel.getByText(texts.noMatch)).toBeVisible();
        const saved = await nurse.call<DiaryPage>(
          'GET',
          `${entriesOf(guestId)}?q=${encodeURIComponent(token)}`,
        );
        expect(saved.total).toBe(0);
      });
    });
  }

  test('a guest reads their own diary, writes nothing, and reaches no other guest’s diary', async ({
    page,
    request,
    signInAs,
    expectAccessible,
  }) => {
    const token = `Played cards with her neighbour ${Date.now().toString(36)}`;
    const guestApi = await CareApi.as(request, guest);
    const ownId = await ownGuestId(guestApi);
    const admin = await CareApi.as(request, demoUser('admin'));
    const admitted = await admin.call<{ items: { personalDataId: number }[] }>(
      'GET',
      'care/api/v1/guest/complete-list?status=A',
    );
    const otherId = admitted.items.find((item) => item.personalDataId !== ownId)?.personalDataId;
    if (otherId === undefined) throw new Error('the seed has no second admitted guest');
    const otherText = (await admin.call<DiaryPage>('GET', entriesOf(otherId))).items[0]?.text;
    expect(otherText).toBeDefined();
    await admin.call('POST', entriesOf(ownId), { categories: ['familySocial'], text: token });
    const diary = DiaryTab.mine(page);

    await test.step('“My diary” in the navigation shows the guest’s own entries', async () => {
      await signInAs(guest);
      await new AppShell(page).navigateTo('My diary');
      await expect(page.getByRole('heading', { level: 1, name: 'My diary' })).toBeVisible();
      expect(await diary.total()).toBeGreaterThan(20);
      await expect(diary.list.getByRole('article').first()).toBeVisible();
      await diary.panel.getByRole('searchbox', { name: 'Search in the text' }).fill(token);
      await expect(diary.entry(token)).toBeVisible();
      await expect(diary.list.getByRole('article')).toHaveCount(1);
      await expectAccessible('a guest’s own diary');
    });

    await test.step('nothing to write or change; reading marks are the guest’s own', async () => {
      await expect(diary.panel.getByRole('button', { name: 'New entry' })).toHaveCount(0);
      for (const name of ['Correct', 'Amend', 'Entered in error'])
        await expect(diary.action(token, name)).toHaveCount(0);
      await diary.action(token, 'Mark as read').click();
      await expect(diary.entry(token).getByText('Unread')).toHaveCount(0);
    });

    await test.step('another guest’s diary by its address shows nothing of theirs', async () => {
      await page.goto(`/loggedIn/guestDetail/${otherId}?tab=diary`);
      await expect(
        page.getByRole('alert').filter({ hasText: 'You cannot see the details of people.' }),
      ).toBeVisible();
      await expect(page.getByText(otherText ?? '')).toHaveCount(0);
      await expect(page.getByRole('article')).toHaveCount(0);
      const refused = await guestApi.send('GET', entriesOf(otherId));
      expect(refused).toEqual({ status: 403, body: { errorCode: 'E013' } });
    });
  });

  test('guest assistance reads the diary but writes nothing', async ({ page, startSession }) => {
    await startSession(demoUser('assistance'));
    const diary = await openDiary(page, true);
    await expect(diary.list.getByRole('article').first()).toBeVisible();
    await expect(diary.panel.getByRole('button', { name: 'New entry' })).toHaveCount(0);
    await expect(diary.list.getByRole('button', { name: 'Amend' })).toHaveCount(0);
  });
});

// The module levels are one configuration for every session: this test runs alone, after the
// others (@exclusive), and puts the guests' diary level back whatever happens.
test.describe('diary: module access @exclusive', () => {
  test('with the guests’ diary level at none, a guest’s open diary closes and the server refuses it', async ({
    page,
    browser,
    request,
    startSession,
    expectAccessible,
  }) => {
    const guestContext = await browser.newContext();
    const guestApi = await CareApi.as(request, guest);
    const ownId = await ownGuestId(guestApi);
    try {
      const guestPage = await guestContext.newPage();
      const guestShell = new AppShell(guestPage);
      const myDiary = guestShell.navigation.getByRole('link', { name: 'My diary' });
      const screen = new ModuleAccessPage(page);

      await test.step('the guest has their diary open', async () => {
        await openWithSession(guestPage, await apiSignIn(request, guest), '/loggedIn/myDiary/');
        await expect(guestPage.getByRole('heading', { level: 1, name: 'My diary' })).toBeVisible();
        await expect(DiaryTab.mine(guestPage).list.getByRole('article').first()).toBeVisible();
        await expect(myDiary).toBeVisible();
      });

      await test.step('the administrator sets the guests’ diary to no access', async () => {
        await startSession(demoUser('admin'));
        await screen.goto();
        await expect(screen.cell('Guest', 'Diary')).toHaveValue('read');
        await screen.cell('Guest', 'Diary').selectOption('none');
        await expectAccessible('the module-access screen with the guests’ diary closed');
        await screen.saveChanges();
      });

      await test.step('the guest’s tab goes to the start page, without the entry', async () => {
        await expect(guestPage).toHaveURL(/\/loggedIn\/$/);
        await expect(myDiary).toHaveCount(0);
        await guestPage.goto('/loggedIn/myDiary/');
        await expect(guestPage).toHaveURL(/\/loggedIn\/$/);
        await expect(guestPage.getByRole('heading', { level: 1, name: 'My diary' })).toHaveCount(0);
      });

      await test.step('the server refuses the guest’s own diary with E013', async () => {
        const refused = await guestApi.send('GET', entriesOf(ownId));
        expect(refused).toEqual({ status: 403, body: { errorCode: 'E013' } });
      });
    } finally {
      await guestContext.close();
      const admin = await CareApi.as(request, demoUser('admin'));
      await admin.call('PUT', 'admin/module-access', {
        levels: { diary: { RA_GUEST: DEFAULT_MODULE_ACCESS.diary.RA_GUEST } },
      });
    }
    const back = await guestApi.send('GET', entriesOf(ownId));
    expect(back.status).toBe(200);
  });
});
