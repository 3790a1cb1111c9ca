import { downloadedBytes, textOfPdf } from './fixtures/downloads';
import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { GuestsPage } from './pages/guests-page';
import { PersonDetailPage } from './pages/person-detail-page';

// The demo guest, whose chart facts the seed sets (docs/behaviour/guest-chart.md#header).
const guest = demoUser('guest');

test.describe('guest chart', () => {
  test('a nurse opens a guest from the list and moves through the tabs with the keyboard', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    const guests = new GuestsPage(page);
    const chart = new PersonDetailPage(page);
    await signInAs(demoUser('nurse'));

    await test.step('the guest list links the guest’s name to the chart', async () => {
      await guests.goto(`?q=${encodeURIComponent(guest.fullName)}`);
      await expect(
        guests.row(guest.fullName).getByRole('img', { name: `Photo of ${guest.fullName}` }),
      ).toBeVisible();
      await guests.openChart(guest.fullName);
      await expect(chart.heading(guest.fullName)).toBeVisible();
    });

    await test.step('the header says the allergies in words, with the care facts', async () => {
      const header = chart.chartHeader(guest.fullName);
      await expect(header.getByTestId('chart-allergies')).toContainText('Allergies: Penicillin');
      await expect(header).toContainText('Room 104');
      await expect(header).toContainText('Soft');
      await expect(header).toContainText('Type 2 diabetes mellitus');
      await expect(header).toContainText('Laura Conti (Daughter)');
      await expect(chart.tab('Summary')).toHaveAttribute('aria-selected', 'true');
      await expectAccessible('the guest chart’s summary');
    });

    await test.step('ArrowRight moves to the next tab and its panel', async () => {
      await chart.tab('Summary').focus();
      await page.keyboard.press('ArrowRight');
      await expect(chart.tab('Personal data')).toBeFocused();
      await expect(chart.tab('Personal data')).toHaveAttribute('aria-selected', 'true');
      await expect(chart.panel.getByRole('region', { name: 'Personal data' })).toBeVisible();
      await expect(page).toHaveURL(/[?&]tab=personal$/);

      await page.keyboard.press('ArrowRight');
      await expect(chart.tab('Documents')).toHaveAttribute('aria-selected', 'true');
      await expect(
        chart.panel.getByRole('heading', { name: 'Documents of the guest' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/[?&]tab=documents$/);
    });
  });

  test('a link with ?tab=documents opens the documents tab', async ({ page, startSession }) => {
    const chart = new PersonDetailPage(page);
    const guests = new GuestsPage(page);
    await startSession(demoUser('nurse'));
    await guests.goto(`?q=${encodeURIComponent(guest.fullName)}`);
    const href = await guests
      .row(guest.fullName)
      .getByRole('link', { name: guest.fullName })
      .getAttribute('href');
    await page.goto(`${href}?tab=documents`);
    await expect(chart.heading(guest.fullName)).toBeVisible();
    await expect(chart.tab('Documents')).toHaveAttribute('aria-selected', 'true');
    await expect(
      chart.panel.getByRole('heading', { name: 'Documents of the guest' }),
    ).toBeVisible();
  });
});

/** `2026-11-28` as the exports write a day: `28/11/2026`. */
const dayText = (iso: string) => iso.split('-').reverse().join('/');

test.describe('guest chart: reports', () => {
  test('a nurse downloads the status history as PDF and CSV, with the guest and the period', async ({
    page,
    startSession,
    expectAccessible,
  }) => {
    const chart = new PersonDetailPage(page);
    const guests = new GuestsPage(page);
    await startSession(demoUser('nurse'));
    await guests.goto(`?q=${encodeURIComponent(guest.fullName)}`);
    await guests.openChart(guest.fullName);
    await chart.panel.getByRole('button', { name: 'Export: Status history' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Export: Status history' });
    await expectAccessible.dialog('Export: Status history');
    const from = await dialog.getByLabel('From').inputValue();
    const to = await dialog.getByLabel('To').inputValue();
    const [surname, ...names] = guest.fullName.split(' ').reverse();

    await test.step('the PDF names the guest and the period on its pages', async () => {
      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(
        `STATUS_HISTORY_${surname}-${names.join('_')}_${from}_${to}.pdf`,
      );
      const text = await textOfPdf(await downloadedBytes(download));
      expect(text).toContain(`Guest: ${surname} ${names.join(' ')}`);
      expect(text).toContain(`Period: ${dayText(from)} – ${dayText(to)}`);
      expect(text).toContain('Status history');
    });

    await test.step('the CSV: a byte order mark, the headers, the guest and period in its name', async () => {
      await page.getByRole('button', { name: 'Export: Status history' }).click();
      await dialog.getByLabel('Format').selectOption({ label: 'CSV (spreadsheet)' });
      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(
        `STATUS_HISTORY_${surname}-${names.join('_')}_${from}_${to}.csv`,
      );
      const bytes = await downloadedBytes(download);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = new TextDecoder().decode(bytes.slice(3));
      expect(csv.split('\r\n')[0]).toBe(
        'Effective date,Previous status,New status,Cause,Recorded at,Recorded by',
      );
    });
  });
});

test.describe('guest chart: phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('below 868 px the tabs are a menu', async ({ page, startSession, expectAccessible }) => {
    const chart = new PersonDetailPage(page);
    const guests = new GuestsPage(page);
    await startSession(demoUser('nurse'));
    await guests.goto(`?q=${encodeURIComponent(guest.fullName)}`);
    await guests.openChart(guest.fullName);
    await expect(chart.heading(guest.fullName)).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(chart.tabMenu).toHaveValue('summary');
    await chart.tabMenu.selectOption({ label: 'Documents' });
    await expect(page).toHaveURL(/[?&]tab=documents$/);
    await expect(
      page.getByRole('region', { name: 'Documents' }).getByRole('heading', {
        name: 'Documents of the guest',
      }),
    ).toBeVisible();
    await expectAccessible('the guest chart on a phone');
  });
});
