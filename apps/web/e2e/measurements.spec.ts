import type { MyInfo, ReadingPage } from '@care/api-client';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CareApi } from './fixtures/api';
import { downloadedBytes, textOfPdf } from './fixtures/downloads';
import { demoUser } from './fixtures/demo-users';
import { E2E_BASE_URL } from './fixtures/env';
import { apiSignIn, openWithSession } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { DiaryTab } from './pages/diary-tab';
import { NotificationInboxPage } from './pages/notification-inbox';
import {
  CriticalValuesWidget,
  MeasurementAllPage,
  MeasurementsTab,
} from './pages/measurements-page';
import { expectMessage } from './fixtures/messages';

// The measurements' screens against the real server (docs/behaviour/measurements.md). Values and
// notes carry a token of their own: the suite's server keeps what earlier runs recorded.

/** The demo guest's personalDataId (the guest lives on the nurse's and the doctor's floor). */
async function demoGuestId(request: Parameters<typeof CareApi.as>[0]): Promise<number> {
  const guest = await CareApi.as(request, demoUser('guest'));
  return (await guest.call<MyInfo>('GET', 'personal/myInfo')).personalDataDto.personalDataId;
}

test.describe('measurements', () => {
  test('a nurse’s round with a critical temperature reaches a signed-in doctor live, who acknowledges it with a note found in the diary', async ({
    page,
    browser,
    request,
    startSession,
    expectAccessible,
  }) => {
    const token = Date.now().toString(36);
    const NOTE = `Paracetamol 1 g given, doctor on call informed (${token}).`;
    const doctorContext = await browser.newContext();
    try {
      const doctorPage = await doctorContext.newPage();
      const widget = new CriticalValuesWidget(doctorPage);
      const inbox = new NotificationInboxPage(doctorPage);
      const screen = new MeasurementAllPage(page);
      let guest = '';

      await test.step('the doctor is on the home page, connected', async () => {
        await openWithSession(
          doctorPage,
          await apiSignIn(request, demoUser('doctor')),
          '/loggedIn/',
        );
        await widget.loaded();
        await expect(inbox.anyBell()).toHaveAttribute('data-live-status', 'open');
      });

      await test.step('the nurse enters a temperature round with one critical value', async () => {
        await startSession(demoUser('nurse'));
        await screen.open();
        await screen.chooseMeasure('Temperature');
        const fields = screen.valueFields('Temperature');
        guest = await screen.guestOf(fields.first(), 'Temperature');
        await fields.nth(0).fill('40.3');
        await fields.nth(1).fill('36.8');
        await expectAccessible('round entry');
        await screen.save.click();
        await expectMessage(screen.page, '2 values saved.');
      });

      await test.step('the doctor’s widget shows the alert without a reload', async () => {
        const row = widget.row(guest, 'Temperature 40.3');
        await expect(row).toBeVisible();
        await expect(row).toContainText('Critical');
      });

      await test.step('the doctor acknowledges it with a note of the action', async () => {
        await widget
          .row(guest, 'Temperature 40.3')
          .getByRole('button', { name: `Acknowledge the alert of ${guest}` })
          .click();
        await expect(widget.dialog).toBeVisible();
        await widget.dialog.getByRole('textbox', { name: /Action taken/ }).fill(NOTE);
        await widget.dialog.getByRole('button', { name: 'Acknowledge' }).click();
        await expect(widget.dialog).toBeHidden();
        await expect(widget.row(guest, 'Temperature 40.3')).toHaveCount(0);
      });

      await test.step('the note is in the guest’s diary', async () => {
        await doctorPage.goto('/loggedIn/measurementAll/');
        await doctorPage
          .getByRole('region', { name: 'Latest values' })
          .getByRole('link', { name: guest })
          .click();
        await doctorPage.getByRole('tab', { name: 'Diary' }).click();
        await expect(new DiaryTab(doctorPage).entry(NOTE)).toBeVisible();
      });
    } finally {
      await doctorContext.close();
    }
  });

  test('NEWS2 shows the score of a known set, and “–” naming what is missing', async ({
    page,
    request,
    startSession,
    expectAccessible,
  }) => {
    const id = await demoGuestId(request);
    await startSession(demoUser('nurse'));
    const tab = new MeasurementsTab(page);
    await tab.open(id);
    const fill = (part: string, label: string, value: string) =>
      tab.part(part).getByRole('textbox', { name: label }).fill(value);

    await test.step('six of seven parameters: no score, the respiration rate named', async () => {
      await fill('Blood pressure', 'Systolic (mmHg)', '95');
      await fill('Blood pressure', 'Diastolic (mmHg)', '60');
      await fill('Heart rate', 'Heart rate (bpm)', '115');
      await fill('Oxygen saturation (SpO2)', 'SpO2 (%)', '93');
      await tab
        .part('Oxygen saturation (SpO2)')
        .getByRole('combobox', { name: 'Air or oxygen' })
        .selectOption({ label: 'On air' });
      await fill('Temperature', 'Temperature (°C)', '38.4');
      await tab
        .part('Level of consciousness')
        .getByRole('combobox', { name: 'Level of consciousness', exact: true })
        .selectOption({ label: 'Alert' });
      await expect(tab.news2).toContainText('NEWS2 –');
      await expect(tab.news2).toContainText('No score: missing respiration rate');
      await expectAccessible('the vital-signs round');
    });

    await test.step('the seventh: NEWS2 9, an emergency response', async () => {
      await fill('Respiration rate', 'Respiration rate (/min)', '22');
      await expect(tab.news2).toContainText('NEWS2 9');
      await expect(tab.news2).toContainText('Emergency response');
      await tab.vitals.getByRole('button', { name: 'Save the round' }).click();
      await expectMessage(tab.page, 'The vital-signs round is saved.');
    });
  });

  test('a doctor overrides a guest’s temperature range and the next value is judged by it', async ({
    page,
    request,
    startSession,
  }) => {
    const id = await demoGuestId(request);
    const reason = `Runs warm after the infection (${Date.now().toString(36)}).`;
    await startSession(demoUser('doctor'));
    const tab = new MeasurementsTab(page);
    await tab.open(id);
    const override = tab.panel.getByRole('form', { name: /Change the range of/ });

    await test.step('the doctor sets the normal range up to 38.5 °C, with a reason', async () => {
      await override
        .getByRole('combobox', { name: 'Parameter' })
        .selectOption({ label: 'Temperature' });
      await override.getByRole('textbox', { name: 'Normal to' }).fill('38.5');
      await override.getByRole('textbox', { name: 'Critical above' }).fill('39.5');
      await override.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await override.getByRole('button', { name: 'Save the range' }).click();
      await expectMessage(tab.page, 'The range of Temperature is saved.');
      await expect(tab.panel.getByText(reason).first()).toBeVisible();
    });

    await test.step('38.2 °C, out of range by default, is now normal', async () => {
      await tab.recordMeasure('Temperature', { 'Temperature (°C)': '38.2' });
      await expectMessage(tab.page, /^Temperature saved\.$/);
    });

    await test.step('the default is restored, with a reason', async () => {
      await override.getByRole('textbox', { name: 'Reason' }).fill(`Restored: ${reason}`);
      await override.getByRole('button', { name: 'Restore the default' }).click();
      await expectMessage(tab.page, 'The range of Temperature is saved.');
    });
  });

  test('an impossible value is refused with a translated error and nothing is saved', async ({
    page,
    request,
    startSession,
  }) => {
    const id = await demoGuestId(request);
    const nurse = await CareApi.as(request, demoUser('nurse'));
    const path = `care/api/v1/measurement/guest/${id}/readings?type=temperature`;
    // Other tests record temperatures of the same guest meanwhile: look for this value, not a count.
    const refusedValues = async () =>
      (await nurse.call<ReadingPage>('GET', path)).items.filter((reading) =>
        JSON.stringify(reading).includes('"celsius":47'),
      );
    const before = (await refusedValues()).length;
    await startSession(demoUser('nurse'));
    const tab = new MeasurementsTab(page);
    await tab.open(id);

    await test.step('the form names the field and the limits', async () => {
      await tab.recordMeasure('Temperature', { 'Temperature (°C)': '47' });
      await expect(
        tab.record.getByText(
          'Temperature: between 30 and 45 °C. Another value is not physically possible.',
        ),
      ).toBeVisible();
    });

    await test.step('the server refuses the same value with E047, and keeps nothing', async () => {
      const refused = await nurse.send('POST', `care/api/v1/measurement/guest/${id}/readings`, {
        type: 'temperature',
        outcome: 'measured',
        value: { celsius: 47 },
      });
      expect(refused).toEqual({ status: 422, body: { errorCode: 'E047' } });
      expect((await refusedValues()).length).toBe(before);
    });
  });

  test('a round across five guests by keyboard alone', async ({
    page,
    startSession,
    expectAccessible,
  }) => {
    await startSession(demoUser('nurse'));
    const screen = new MeasurementAllPage(page);
    await screen.open();
    await screen.chooseMeasure('Heart rate');
    const fields = screen.valueFields('Heart rate');
    expect(await fields.count()).toBeGreaterThanOrEqual(5);
    await fields.first().focus();
    for (const value of ['72', '80', '64', '90', '76']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // The sixth guest's field, if any, has the focus now: the five values are in the first five.
    for (const [index, value] of ['72', '80', '64', '90', '76'].entries()) {
      await expect(fields.nth(index)).toHaveValue(value);
    }
    await screen.save.focus();
    await page.keyboard.press('Enter');
    await expectMessage(screen.page, '5 values saved.');
    await expectAccessible('the round saved');
  });

  test('the group’s heart rates are exported as one CSV, guest after guest', async ({
    page,
    startSession,
    expectAccessible,
  }) => {
    await startSession(demoUser('nurse'));
    const screen = new MeasurementAllPage(page);
    await screen.open();
    await page.getByRole('combobox', { name: 'Measure to export' }).selectOption('Heart rate');
    const open = page.getByRole('button', { name: /^Export: Heart rate of / });
    const title = (await open.textContent()) ?? '';
    await open.click();
    const dialog = page.getByRole('alertdialog', { name: title });
    await expectAccessible.dialog(title);
    await dialog.getByRole('combobox', { name: 'Format' }).selectOption('csv');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^HEART_RATE_Casa_Serena_.+\.csv$/);
    const lines = new TextDecoder().decode(await downloadedBytes(download)).split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFF?Guest,Measured at,Value,/);
    const guests = new Set(
      lines
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[0]),
    );
    expect(guests.size).toBeGreaterThan(1);

    await test.step('the PDF draws a small chart per guest above the table, its legend in words', async () => {
      await open.click();
      await dialog.getByRole('combobox', { name: 'Format' }).selectOption('pdf');
      const pdf = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      const file = await pdf;
      expect(file.suggestedFilename()).toMatch(/^HEART_RATE_Casa_Serena_.+\.pdf$/);
      const text = await textOfPdf(await downloadedBytes(file));
      expect(text).toContain('Normal range (facility)');
      expect(text).toContain('bpm');
      expect(text.indexOf('Normal range (facility)')).toBeLessThan(text.indexOf('Measured at'));
    });
  });
});

/** The server's script that plays a blood-pressure cuff (apps/server/scripts/bp-cuff.mjs). */
const CUFF = join(import.meta.dirname, '..', '..', 'server', 'scripts', 'bp-cuff.mjs');

/** Plays the cuff once with `key`: its exit code and what it printed. */
async function playCuff(key: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    CUFF,
    '--key',
    key,
    '--url',
    E2E_BASE_URL,
    '--count',
    '1',
  ]);
  return stdout;
}

test.describe('measuring devices', () => {
  test('a shared cuff registered on screen sends a reading with its key, which a nurse assigns to a guest; revoked, it is refused', async ({
    page,
    request,
    startSession,
    expectAccessible,
  }) => {
    const serial = `SN-${Date.now().toString(36)}`;
    await startSession(demoUser('nurse'));
    await page.goto('/loggedIn/measurementDevices/');
    const form = page.getByRole('form', { name: 'New device' });
    let key = '';

    await test.step('a new shared device shows its key once', async () => {
      await form.getByRole('textbox', { name: 'Model' }).fill('Omron M3');
      await form.getByRole('textbox', { name: 'Serial number' }).fill(serial);
      await form.getByRole('button', { name: 'Add the device' }).click();
      const shown = page.getByRole('textbox', { name: 'The device’s key' });
      await expect(shown).toBeVisible();
      key = await shown.inputValue();
      expect(key.length).toBeGreaterThan(16);
      await expectAccessible('the key shown once');
      await page.getByRole('button', { name: 'I have copied the key' }).click();
      await expect(shown).toHaveCount(0);
      await expect(page.getByText(`Key ending ${key.slice(-4)}`)).toBeVisible();
    });

    await test.step('the cuff script sends a reading with the key: it waits in the queue', async () => {
      expect(await playCuff(key)).toContain('{"data":{"saved":0,"queued":1}}');
      const queue = page.getByRole('region', { name: 'Readings waiting for a guest' });
      await page.reload();
      const row = queue.getByRole('listitem').filter({ hasText: serial });
      await expect(row).toContainText(/\d+\/\d+ mmHg/);
      await row.getByRole('combobox', { name: 'Guest of this reading' }).selectOption({ index: 1 });
      await row.getByRole('button', { name: 'Assign' }).click();
      await expect(row).toHaveCount(0);
    });

    await test.step('revoked, the key is refused with E048', async () => {
      await page.getByRole('button', { name: `Revoke the key of Omron M3 ${serial}` }).click();
      await expect(page.getByText(/^Revoked on /).first()).toBeVisible();
      const refused = await request.post('/api/care/api/v1/measurement/device/readings', {
        headers: { 'X-Device-Key': key },
        data: { readings: [{ type: 'heartRate', outcome: 'measured', value: { bpm: 70 } }] },
      });
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toEqual({ errorCode: 'E048' });
    });
  });
});
