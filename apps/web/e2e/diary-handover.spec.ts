import { demoUser } from './fixtures/demo-users';
import { CareApi } from './fixtures/api';
import { downloadedBytes, textOfPdf } from './fixtures/downloads';
import { expect, test } from './fixtures/test';
import { AppShell } from './pages/app-shell';
import { HandoverPage } from './pages/handover-page';

// The handover (docs/behaviour/diary.md#handover): the nurse reads the last 24 hours of her floor,
// grouped by guest, downloads it as a PDF, and the administrator sees her "read up to". The entry
// it looks for carries a token of its own, so parallel tests never mistake it.
const nurse = demoUser('nurse');
const guest = demoUser('guest');

test.describe('diary handover', () => {
  test('a nurse reads the handover of the last 24 hours and downloads it; the administrator sees her read', async ({
    page,
    request,
    signInAs,
    expectAccessible,
  }) => {
    const token = `Handover check ${Date.now().toString(36)}`;
    const [surname, ...names] = guest.fullName.split(' ').reverse();
    const heading = `${surname} ${names.reverse().join(' ')}`;

    await test.step('the nurse has written a handover entry on the demo guest', async () => {
      const api = await CareApi.as(request, nurse);
      const guests = await api.call<{ items: { personalDataId: number }[] }>(
        'GET',
        `care/api/v1/guest/complete-list?status=A&q=${encodeURIComponent(guest.fullName)}`,
      );
      const id = guests.items[0]?.personalDataId;
      expect(id).toBeDefined();
      await api.call('POST', `care/api/v1/diary/guest/${id}/entries`, {
        categories: ['health'],
        text: token,
        handover: true,
        occurredAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      });
    });

    const handover = new HandoverPage(page);
    await test.step('the nurse opens the last 24 hours: the entry is under its guest', async () => {
      await signInAs(nurse);
      await new AppShell(page).navigateTo('Handover');
      await expect(
        handover.main.getByRole('heading', { level: 1, name: 'Handover' }),
      ).toBeVisible();
      await handover.option('Period').selectOption({ label: 'Last 24 hours' });
      const section = handover.guest(heading);
      await expect(section.getByText(token)).toBeVisible();
      await expect(section.getByRole('article').filter({ hasText: token })).toContainText(
        'For handover',
      );
      await expectAccessible('the handover sheet');
    });

    await test.step('the PDF holds the entry', async () => {
      const downloading = page.waitForEvent('download');
      await handover.sheet.getByRole('button', { name: 'Download PDF' }).click();
      const text = await textOfPdf(await downloadedBytes(await downloading));
      expect(text).toContain('Handover');
      expect(text).toContain(token);
    });

    await test.step('the administrator sees the nurse’s “read up to”', async () => {
      await signInAs(demoUser('admin'), '/loggedIn/diaryHandover/');
      const readers = handover.readers();
      await expect(
        readers.getByRole('listitem').filter({ hasText: 'Colombo Chiara' }),
      ).toContainText('Read up to');
      await expectAccessible('the handover with its readers');
    });
  });
});
