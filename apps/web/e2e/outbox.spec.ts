import type { DiaryEntry, DiaryPage, MyInfo, Reading, ReadingPage } from '@care/api-client';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { isDeepStrictEqual } from 'node:util';
import { CareApi } from './fixtures/api';
import { demoUser } from './fixtures/demo-users';
import { PHOTO } from './fixtures/files';
import { expireOwnSession } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { ShellPage } from './pages/shell-page';
import { DiaryTab } from './pages/diary-tab';
import { MeasurementAllPage, MeasurementsTab } from './pages/measurements-page';
import { OfflineStart, expectServiceWorkerInControl, storedAddresses } from './pages/offline-start';
import { OutboxList, outboxOpened } from './pages/outbox';
import { expectMessage } from './fixtures/messages';

// Care records that wait out a dead Wi-Fi (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi):
// saves made offline wait on the device, survive a reload, and reach the server once each, in
// order, when it answers again; a record the server refuses waits in "Needs attention". With the
// app kept on the device by its service worker (allowed in this spec's first part only: it answers
// out of the faults fixture's sight), a reload while offline starts the app offline
// (docs/behaviour/never-losing-work.md#starting-without-the-server).

const guest = demoUser('guest');
const QUEUED = 'Saved on this device. It will be sent when the connection is back.';

async function demoGuestId(request: APIRequestContext): Promise<number> {
  const api = await CareApi.as(request, demoUser('guest'));
  return (await api.call<MyInfo>('GET', 'personal/myInfo')).personalDataDto.personalDataId;
}

/** A text unique to this test (its `token`), the demo guest's id and a nurse asking the server. */
async function oneRecord(request: APIRequestContext, words: string) {
  const token = `outbox-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const [guestId, nurse] = await Promise.all([
    demoGuestId(request),
    CareApi.as(request, demoUser('nurse')),
  ]);
  return { token, text: `${words} ${token}`, guestId, nurse };
}

/** The guest's diary entries whose text holds `token`, as the server has them. */
async function entriesWith(nurse: CareApi, guestId: number, token: string) {
  const page = await nurse.call<DiaryPage>(
    'GET',
    `care/api/v1/diary/guest/${guestId}/entries?q=${encodeURIComponent(token)}`,
  );
  return page.items;
}

/** The guest's readings of one measure (`temperature`, `heartRate`) measured since `since`. */
async function readingsSince(
  nurse: CareApi,
  guestId: number,
  type: string,
  since: Date,
): Promise<Reading[]> {
  const page = await nurse.call<ReadingPage>(
    'GET',
    `care/api/v1/measurement/guest/${guestId}/readings?type=${type}&from=${encodeURIComponent(since.toISOString())}`,
  );
  return page.items.filter((reading) => new Date(reading.measuredAt) >= since);
}

/** The round sheet's guests (first group of the nurse), by full name. */
async function groupGuests(nurse: CareApi): Promise<Map<string, number>> {
  type Row = { guest: { personalDataId: number; name: string; surname: string } };
  const rows = await nurse.call<Row[]>('GET', 'care/api/v1/measurement/round?type=heartRate');
  return new Map(rows.map(({ guest }) => [`${guest.name} ${guest.surname}`, guest.personalDataId]));
}

/** The name of the nurse's group the group screen opens with (their first). */
async function firstGroupName(nurse: CareApi): Promise<string> {
  const me = await nurse.call<MyInfo>('GET', 'personal/myInfo');
  return me.customerRoleDto.customerGroupDtoCollection[0]?.name ?? '';
}

/** E047's text: the server's message for a round it refused. */
const IMPOSSIBLE = 'This value is not physically possible: check it and enter it again.';

/** A program named like a PDF: the server recognises its bytes and refuses it (E032). */
const NOT_A_PDF = {
  name: 'report.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 a program, not a PDF'),
};

/**
 * Opens the guest's diary online, then the group screen through the navigation (no reload), so
 * both screens' code is on the device before the network goes.
 */
async function openDiaryAndGroupOnline(page: Page, guestId: number) {
  const diary = await openDiaryOnline(page, guestId);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Measurements' })
    .click();
  const screen = new MeasurementAllPage(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Measurements of the group' }),
  ).toBeVisible();
  await screen.chooseMeasure('Heart rate');
  await page.waitForLoadState('networkidle');
  return { diary, screen };
}

/** Types `values` into the round's first fields by keyboard and saves it; offline, it is kept. */
async function roundOffline(screen: MeasurementAllPage, values: readonly string[]) {
  const { page } = screen;
  const fields = screen.valueFields('Heart rate');
  const guests: string[] = [];
  for (let index = 0; index < values.length; index++)
    guests.push(await screen.guestOf(fields.nth(index), 'Heart rate'));
  await fields.first().focus();
  for (const value of values) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await screen.save.focus();
  await page.keyboard.press('Enter');
  await expectMessage(screen.page, /^The round is saved on this device\./);
  await expect(fields.first()).toHaveValue('');
  return guests;
}

/** Writes an entry with `files` in the open diary tab; offline, it is kept with them. */
async function entryWithFilesOffline(
  diary: DiaryTab,
  text: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  await diary.panel.getByRole('button', { name: 'New entry' }).click();
  await diary.fillEntry({ categories: ['Hygiene and skin'], text });
  await diary.drawer.getByTestId('diary-entry-files').setInputFiles(files);
  await diary.save();
  await expect(diary.message(QUEUED).last()).toBeVisible();
}

/** Signs the nurse in on the guest's diary tab, once the outbox is open (first interaction). */
async function openDiaryOnline(page: Page, guestId: number) {
  const diary = new DiaryTab(page);
  await page.goto(`/loggedIn/guestDetail/${guestId}?tab=diary`);
  await expect(diary.panel).toBeVisible();
  await diary.panel.getByRole('heading', { level: 2 }).first().click();
  await expect.poll(() => outboxOpened(page)).toBe(true);
  // The outbox's code (the header's button, its list) must be on the device before the network
  // goes: wait until the page has fetched everything its first interaction asked for.
  await page.waitForLoadState('networkidle');
  return diary;
}

/** True once this page has loaded the outbox's own code (its store, Dexie). */
function outboxCodeLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/outbox-runtime-[^/]+\.js$/.test(entry.name)),
  );
}

/** Signs out and waits for the login page the reload 200 ms later brings. */
async function signOut(page: Page) {
  const reloaded = page.waitForEvent('load');
  await new ShellPage(page).signOut.click();
  await expect(page).toHaveURL(/\/loggedOut\//);
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** Writes an entry in the open diary tab; offline, the form closes and says it is kept. */
async function writeOffline(diary: DiaryTab, text: string) {
  await diary.panel.getByRole('button', { name: 'New entry' }).click();
  await diary.fillEntry({ categories: ['Mobility'], text });
  await diary.save();
  await expect(diary.message(QUEUED).last()).toBeVisible();
}

test.describe('the outbox, with the app kept on the device', () => {
  test.use({ serviceWorkers: 'allow' });

  test('two diary entries and a measurement written offline survive a reload, which starts the app offline, and arrive once each, in order', async ({
    page,
    request,
    startSession,
    faults,
    expectAccessible,
  }) => {
    const token = `outbox-${Date.now().toString(36)}`;
    const first = `First round ${token}`;
    const second = `Second round ${token}`;
    const texts = [first, second];
    const guestId = await demoGuestId(request);
    const nurse = await CareApi.as(request, demoUser('nurse'));
    const since = new Date(Date.now() - 1_000);
    const outbox = new OutboxList(page);
    await startSession(demoUser('nurse'));
    const diary = await openDiaryOnline(page, guestId);
    await expectServiceWorkerInControl(page);

    await test.step('offline, two diary entries and a temperature wait on the device', async () => {
      await faults.offline();
      for (const text of texts) await writeOffline(diary, text);
      await expect(outbox.button()).toHaveText('2 waiting to be sent');
      await page.getByRole('tab', { name: 'Measurements' }).click();
      const measurements = new MeasurementsTab(page);
      await measurements.recordMeasure('Temperature', { 'Temperature (°C)': '36.9' });
      await expect(measurements.message(QUEUED).last()).toBeVisible();
      await expect(outbox.button()).toHaveText('3 waiting to be sent');
    });

    await test.step('the list names them, in the order they will go', async () => {
      await outbox.open();
      await expectAccessible.dialog('Records on this device');
      const items = outbox.items('Waiting to be sent');
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toContainText(`Diary entry for ${guest.fullName}`);
      await expect(items.nth(0)).toContainText(first);
      await expect(items.nth(1)).toContainText(second);
      await expect(items.nth(2)).toContainText(`Measurement for ${guest.fullName}`);
      await expect(items.nth(2)).toContainText('Temperature: 36.9 °C');
      await outbox.close();
    });

    await test.step('a reload while offline starts the app offline: it says what waits on the device', async () => {
      await page.reload();
      const offlineStart = new OfflineStart(page);
      await expect(offlineStart.heading).toBeVisible();
      await expect(offlineStart.status).toBeVisible();
      await expect(offlineStart.waiting(3)).toContainText(
        'They are safe here and will be sent when the connection is back.',
      );
      await expect(
        page.getByText('New records can be written once the connection is back.'),
      ).toBeVisible();
      await expectAccessible('the offline start');
      expect(await entriesWith(nurse, guestId, token)).toEqual([]);
    });

    await test.step('back online, the app carries on by itself and sends them once each, in order', async () => {
      await faults.online();
      // On the page it was reloaded on: the chart's Measurements tab.
      await expect(page.getByRole('tabpanel', { name: 'Measurements' })).toBeVisible();
      await page.getByRole('tab', { name: 'Diary' }).click();
      await expect(diary.panel).toBeVisible();
      // Other tests record temperatures of the same guest meanwhile: this test's is its value.
      const ownTemperatures = async () =>
        (await readingsSince(nurse, guestId, 'temperature', since)).filter((reading) =>
          isDeepStrictEqual(reading.value, { celsius: 36.9 }),
        );
      await expect.poll(async () => (await ownTemperatures()).length).toBe(1);
      const entries = await entriesWith(nurse, guestId, token);
      expect(entries.map((entry) => entry.text).sort()).toEqual([...texts].sort());
      const [reading] = await ownTemperatures();
      const [one, two] = [first, second].map((text) =>
        entries.find((entry) => entry.text === text),
      );
      expect(one?.id).toBeLessThan(two?.id ?? 0);
      expect(Date.parse(two?.recordedAt ?? '')).toBeLessThanOrEqual(
        Date.parse(reading?.recordedAt ?? ''),
      );
      await expect(outbox.button()).toBeHidden();
      await expect(diary.entry(first)).toBeVisible();
    });
  });

  test('a diary entry saved offline before the outbox opened goes to the outbox, its code from the device', async ({
    page,
    request,
    signInAs,
    faults,
  }) => {
    const { token, text, guestId, nurse } = await oneRecord(
      request,
      'Saved before the outbox opened',
    );
    const outbox = new OutboxList(page);
    const diary = new DiaryTab(page);
    await signInAs(demoUser('nurse'));
    await page.getByRole('main').click();
    await expectServiceWorkerInControl(page);

    await test.step('the diary opens online, untouched; the network goes before the outbox opened', async () => {
      const keyRead = page.waitForResponse('**/api/care/api/v1/drafts/key');
      const answers: Response[] = [];
      page.on('response', (answer) => answers.push(answer));
      await page.goto(`/loggedIn/guestDetail/${guestId}?tab=diary`);
      await expect(diary.panel.getByRole('button', { name: 'New entry' })).toBeEnabled();
      // The account's key is read as the page shows (the app's code is on the device); the
      // outbox itself waits for the page's deferred work.
      await keyRead;
      await faults.offline();
      expect(await outboxCodeLoaded(page)).toBe(false);
      // The worker answered the app's files, never a call of the server, and stored none.
      const fromWorker = (path: RegExp) =>
        answers
          .filter((answer) => path.test(new URL(answer.url()).pathname))
          .map((answer) => answer.fromServiceWorker());
      expect(fromWorker(/^\/assets\/.+\.js$/)).toContain(true);
      expect(fromWorker(/^\/api\//)).not.toHaveLength(0);
      expect(fromWorker(/^\/api\//)).not.toContain(true);
      const stored = await storedAddresses(page);
      expect(stored.length).toBeGreaterThan(100);
      expect(stored.filter((address) => /\/api\/|\/meta\.json/.test(address))).toEqual([]);
    });

    await test.step('saved offline, the entry waits on the device', async () => {
      await writeOffline(diary, text);
      await expect(outbox.button()).toHaveText('1 waiting to be sent');
      expect(await outboxCodeLoaded(page)).toBe(true);
    });

    await test.step('back online, it is sent once', async () => {
      await faults.online();
      await expect.poll(async () => (await entriesWith(nurse, guestId, token)).length).toBe(1);
      await expect(outbox.button()).toBeHidden();
      await expect(diary.entry(text)).toBeVisible();
    });
  });

  test('a session that ended while the app waited offline leads to sign-in; the record waits for it', async ({
    page,
    request,
    startSession,
    faults,
    loginPage,
  }) => {
    const { token, text, guestId, nurse } = await oneRecord(
      request,
      'Written before the session ended',
    );
    await startSession(demoUser('nurse'));
    const diary = await openDiaryOnline(page, guestId);
    await expectServiceWorkerInControl(page);

    await test.step('written offline, then reloaded: the offline start counts it', async () => {
      await faults.offline();
      await writeOffline(diary, text);
      await page.reload();
      await expect(new OfflineStart(page).waiting(1)).toBeVisible();
    });

    await test.step('the session ends meanwhile: back online, the app leads to sign-in', async () => {
      await expireOwnSession(page, request);
      const reloaded = page.waitForEvent('load');
      await faults.online();
      await expect(page).toHaveURL(/\/loggedOut\/\?sessionExpired=true&returnTo=/);
      await reloaded;
      await expect(loginPage.alert).toHaveText('Your session has expired. Please sign in again.');
      expect(await entriesWith(nurse, guestId, token)).toEqual([]);
    });

    await test.step('signing in again sends it, once', async () => {
      await loginPage.signInAs(demoUser('nurse'));
      await expect(diary.panel).toBeVisible();
      await diary.panel.getByRole('heading', { level: 2 }).first().click();
      await expect.poll(async () => (await entriesWith(nurse, guestId, token)).length).toBe(1);
      await expect(diary.entry(text)).toBeVisible();
    });
  });
});

test.describe('the outbox', () => {
  test('a record the server refuses waits in "Needs attention" with its message, until discarded', async ({
    page,
    request,
    startSession,
    faults,
    expectAccessible,
  }) => {
    const text = `Refused later ${Date.now().toString(36)}`;
    const guestId = await demoGuestId(request);
    const outbox = new OutboxList(page);
    await startSession(demoUser('nurse'));
    const diary = await openDiaryOnline(page, guestId);

    await test.step('written offline, the server refuses it once it answers', async () => {
      await faults.offline();
      await writeOffline(diary, text);
      await faults.serverError('**/api/care/api/v1/diary/guest/*/entries', {
        method: 'POST',
        status: 400,
        body: { errorCode: 'E016' },
      });
      await faults.online();
      await expect(outbox.button()).toHaveText('1 needs attention');
    });

    await test.step('the list shows it with the server’s message and what to do', async () => {
      await outbox.open();
      await expectAccessible.dialog('Records on this device');
      const item = outbox.items('Needs attention').first();
      await expect(item).toContainText(text);
      await expect(item).toContainText(
        'Refused by the server: Some data is not correct. Please check it and try again.',
      );
      await expect(item.getByRole('link', { name: 'Open the chart' })).toHaveAttribute(
        'href',
        `/loggedIn/guestDetail/${guestId}?tab=diary`,
      );
    });

    await test.step('discarded after a confirmation, it is gone', async () => {
      await outbox
        .items('Needs attention')
        .first()
        .getByRole('button', { name: 'Discard' })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Discard this record?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Discard' }).click();
      await expect(outbox.section('Needs attention')).toBeHidden();
      await outbox.close();
      await expect(outbox.button()).toBeHidden();
    });
  });

  test('what one user wrote offline waits through a sign-out, is never shown to another user, and is sent at their next sign-in', async ({
    page,
    request,
    signInAs,
    startSession,
    faults,
  }) => {
    const token = `outbox-account-${Date.now().toString(36)}`;
    const text = `Written before signing out ${token}`;
    const guestId = await demoGuestId(request);
    const nurse = await CareApi.as(request, demoUser('nurse'));
    const outbox = new OutboxList(page);
    await startSession(demoUser('nurse'));
    const diary = await openDiaryOnline(page, guestId);

    await test.step('written offline, its send still under way, the nurse signs out', async () => {
      // The first send is held (never answered): the record stays on the device.
      const held = await faults.hold('**/api/care/api/v1/diary/guest/*/entries', {
        method: 'POST',
      });
      await faults.offline();
      await writeOffline(diary, text);
      await expect(outbox.button()).toHaveText('1 waiting to be sent');
      await faults.online();
      await held.applied;
      await signOut(page);
    });

    await test.step('a care assistant signing in on the same browser neither sees nor sends it', async () => {
      const keyRead = page.waitForResponse('**/api/care/api/v1/drafts/key');
      await signInAs(demoUser('oss'));
      await page.getByRole('main').click();
      await keyRead;
      await expect.poll(() => outboxOpened(page)).toBe(true);
      await expect(outbox.button()).toBeHidden();
      expect(await entriesWith(nurse, guestId, token)).toEqual([]);
      await signOut(page);
    });

    await test.step('the nurse signing in again has it sent, once', async () => {
      await signInAs(demoUser('nurse'));
      await page.getByRole('main').click();
      await expect.poll(async () => (await entriesWith(nurse, guestId, token)).length).toBe(1);
      await expect(outbox.button()).toBeHidden();
    });
  });

  test('a group round and a diary entry with a file, written offline, arrive once each with the file', async ({
    page,
    request,
    startSession,
    faults,
    expectAccessible,
  }) => {
    const text = `Red patch, photo taken offline ${Date.now().toString(36)}`;
    const guestId = await demoGuestId(request);
    const nurse = await CareApi.as(request, demoUser('nurse'));
    const group = await firstGroupName(nurse);
    const since = new Date(Date.now() - 1_000);
    const values = ['71', '83', '66'];
    const outbox = new OutboxList(page);
    await startSession(demoUser('nurse'));
    const { diary, screen } = await openDiaryAndGroupOnline(page, guestId);
    let guests: string[] = [];

    await test.step('offline, a heart-rate round for three guests waits as one record', async () => {
      await faults.offline();
      guests = await roundOffline(screen, values);
      await expect(outbox.button()).toHaveText('1 waiting to be sent');
    });

    await test.step('back in the diary, an entry with a photo waits with it', async () => {
      await page.goBack();
      await expect(diary.panel).toBeVisible();
      await entryWithFilesOffline(diary, text, [PHOTO]);
      await expect(outbox.button()).toHaveText('2 waiting to be sent');
    });

    await test.step('the list names the round by its group and the entry with its file', async () => {
      const items = await outbox.openWaiting(2);
      await expectAccessible.dialog('Records on this device');
      await expect(items.nth(0)).toContainText(`Measurement round for ${group}`);
      await expect(items.nth(0)).toContainText(
        `Heart rate, 3 guests: ${guests.map((name, index) => `${name} ${values[index]} bpm`).join('; ')}`,
      );
      await expect(items.nth(1)).toContainText(`Diary entry for ${guest.fullName}`);
      await expect(items.nth(1)).toContainText('1 file: heel.png');
      await outbox.close();
    });

    await test.step('back online, the readings, the entry and its photo arrive once each', async () => {
      await faults.online();
      await expect(outbox.button()).toBeHidden();
      const ids = await groupGuests(nurse);
      for (const [index, name] of guests.entries()) {
        const readings = await readingsSince(nurse, ids.get(name) ?? 0, 'heartRate', since);
        const typed = { bpm: Number(values[index]) };
        expect(readings.filter((reading) => isDeepStrictEqual(reading.value, typed))).toHaveLength(
          1,
        );
      }
      const entries: DiaryEntry[] = await entriesWith(nurse, guestId, text);
      expect(entries).toHaveLength(1);
      expect(entries[0]?.attachments.map((file) => file.name)).toEqual(['heel.png']);
    });
  });

  test('a refused round and a refused file wait in "Needs attention"; the entry itself is saved', async ({
    page,
    request,
    startSession,
    faults,
    expectAccessible,
  }) => {
    const text = `Letter from the hospital ${Date.now().toString(36)}`;
    const guestId = await demoGuestId(request);
    const nurse = await CareApi.as(request, demoUser('nurse'));
    const group = await firstGroupName(nurse);
    const since = new Date(Date.now() - 1_000);
    // The other rounds of this file go to the same guests, maybe at the same time (another
    // worker): the checks look for this round's values, not for any reading.
    const values = ['77', '88'];
    const outbox = new OutboxList(page);
    await startSession(demoUser('nurse'));
    const { diary, screen } = await openDiaryAndGroupOnline(page, guestId);
    let guests: string[] = [];

    await test.step('offline, a round and an entry with a photo and a program named .pdf', async () => {
      // The server will refuse the round when it is sent.
      await faults.serverError('**/api/care/api/v1/measurement/round', {
        method: 'POST',
        status: 422,
        body: { errorCode: 'E047' },
      });
      await faults.offline();
      guests = await roundOffline(screen, values);
      await page.goBack();
      await expect(diary.panel).toBeVisible();
      await entryWithFilesOffline(diary, text, [PHOTO, NOT_A_PDF]);
      await faults.online();
      await expect(outbox.button()).toHaveText('2 need attention');
    });

    await test.step('the round: the server’s message, nothing saved, a link to the group', async () => {
      await outbox.open();
      await expectAccessible.dialog('Records on this device');
      const round = outbox.items('Needs attention').nth(0);
      const entry = outbox.items('Needs attention').nth(1);
      await expect(round).toContainText(`Measurement round for ${group}`);
      await expect(round).toContainText(`Refused by the server: ${IMPOSSIBLE}`);
      await expect(
        round.getByRole('link', { name: `Open the measurements of ${group}` }),
      ).toHaveAttribute('href', '/loggedIn/measurementAll/');
      const ids = await groupGuests(nurse);
      for (const [index, name] of guests.entries()) {
        const readings = await readingsSince(nurse, ids.get(name) ?? 0, 'heartRate', since);
        expect(readings.map((reading) => reading.value)).not.toContainEqual({
          bpm: Number(values[index]),
        });
      }
      await expect(entry).toContainText(
        'The entry is saved, but the server refused the file report.pdf: The file type is not accepted.',
      );
      await expect(entry).toContainText('Not attached: report.pdf.');
      await expect(entry).toContainText('1 file: report.pdf');
    });

    await test.step('discarding the entry’s item drops only the file not sent', async () => {
      await outbox.items('Needs attention').nth(1).getByRole('button', { name: 'Discard' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Discard this record?' });
      await expect(confirm).toContainText('The entry is already saved and stays.');
      await confirm.getByRole('button', { name: 'Discard' }).click();
      await expect(outbox.items('Needs attention')).toHaveCount(1);
      const entries = await entriesWith(nurse, guestId, text);
      expect(entries).toHaveLength(1);
      expect(entries[0]?.attachments.map((file) => file.name)).toEqual(['heel.png']);
    });
  });
});
