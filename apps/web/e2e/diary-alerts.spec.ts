import type { DiaryEntry, DiaryPage, MyInfo } from '@care/api-client';
import { CareApi } from './fixtures/api';
import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { CriticalEventsWidget } from './pages/critical-events-widget';
import { NotificationInboxPage } from './pages/notification-inbox';

// The diary's critical events against the real server (docs/behaviour/diary.md#critical-events):
// a care assistant writes a critical entry; the nurse on the same floor, on the home page, sees it
// arrive live in the widget, acknowledges it with a note, and the guest's diary keeps the action.

// Each run's texts carry a token of their own: the suite's server keeps what earlier runs wrote.
const texts = () => {
  const token = Date.now().toString(36);
  return {
    TEXT: `Short of breath after lunch, lips bluish: oxygen started (${token}).`,
    NOTE: `Doctor on call informed; saturation back to 95% at 14:10 (${token}).`,
  };
};

test.describe('diary critical events', () => {
  test('a critical entry appears live on another user’s home page and is acknowledged', async ({
    page,
    request,
    signInAs,
    expectAccessible,
  }) => {
    const { TEXT, NOTE } = texts();
    const nurse = demoUser('nurse');
    const widget = new CriticalEventsWidget(page);
    const inbox = new NotificationInboxPage(page);
    // The demo guest lives on the nurse's and the care assistant's floor.
    const guest = await CareApi.as(request, demoUser('guest'));
    const me = await guest.call<MyInfo>('GET', 'personal/myInfo');
    const personalDataId = me.personalDataDto.personalDataId;

    await test.step('the nurse’s home page, connected, without the entry', async () => {
      await signInAs(nurse);
      await widget.loaded();
      await expect(inbox.anyBell()).toHaveAttribute('data-live-status', 'open');
      await expect(widget.row(TEXT)).toHaveCount(0);
    });

    await test.step('a care assistant writes a critical entry: it appears without a reload', async () => {
      const oss = await CareApi.as(request, demoUser('oss'));
      await oss.call<DiaryEntry>('POST', `care/api/v1/diary/guest/${personalDataId}/entries`, {
        categories: ['health'],
        text: TEXT,
        significance: 'critical',
      });
      const row = widget.row(TEXT);
      await expect(row).toBeVisible();
      // The notification's own message bar says it too; read, it is dismissed.
      const bar = inbox.messageBar(TEXT);
      await expect(bar).toContainText('Critical diary entry');
      await inbox.dismiss(bar);
      await expect(row).toContainText('Critical');
      await expect(row).toContainText('Written by Marco Esposito');
      await expect(row.getByRole('link', { name: 'Conti Giuseppina' })).toHaveAttribute(
        'href',
        `/loggedIn/guestDetail/${personalDataId}?tab=diary`,
      );
    });

    await test.step('the nurse acknowledges it with a note: it leaves the widget', async () => {
      await widget.openAcknowledge(TEXT);
      await expectAccessible.dialog('Acknowledge the critical event');
      await widget.note.fill(NOTE);
      await widget.save.click();
      await expect(
        page
          .locator('[data-message-bar]')
          .filter({ hasText: 'The critical event of Conti Giuseppina is acknowledged.' }),
      ).toBeVisible();
      await expect(widget.dialog).toBeHidden();
      await expect(widget.row(TEXT)).toHaveCount(0);
      // The button the dialog came from has left with its row: the keyboard focus goes on to the
      // next entry's Acknowledge button (the seed's, other tests'), else to the card's heading.
      await expect(widget.focused).toHaveAccessibleName(
        /^(Critical events|Acknowledge the critical event of .+)$/,
      );
    });

    await test.step('the guest’s diary holds the action taken', async () => {
      const api = await CareApi.as(request, nurse);
      const diary = await api.call<DiaryPage>(
        'GET',
        `care/api/v1/diary/guest/${personalDataId}/entries?q=${encodeURIComponent(NOTE)}`,
      );
      expect(diary.items.map((entry) => entry.text)).toEqual([`acknowledged: ${NOTE}`]);
    });
  });
});
