import type { APIRequestContext, WebSocketRoute } from '@playwright/test';
import { demoUser } from './fixtures/demo-users';
import { apiSignIn } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { NotificationInboxPage } from './pages/notification-inbox';

// Live notifications against the real server: an administrator's message (POST
// /api/notifications, published by the server's hub) reaches the signed-in user's tab over the
// notification socket, live, and one sent while the socket is down arrives after the reconnect
// (the server replays what came after the last sequence number the tab handled).

const SOCKET = '**/api/notifications/socket';

/** Signs in through the API and returns the session token. */
function apiToken(request: APIRequestContext, username: string): Promise<string> {
  return apiSignIn(request, demoUser(username));
}

test.describe('live notifications', () => {
  test('a message appears live, and one sent while the socket is down arrives after reconnect', async ({
    page,
    request,
    signInAs,
    faults,
    expectAccessible,
  }) => {
    const recipient = demoUser('assistance');
    const admin = demoUser('admin');

    // The recipient's account id, and an administrator's session to send messages with.
    const recipientToken = await apiToken(request, recipient.username);
    const myInfo = await request.get('/api/personal/myInfo', {
      headers: { Authorization: `Bearer ${recipientToken}` },
    });
    const accountId = (
      (await myInfo.json()) as {
        data: { personalDataDto: { customerAccountId: number } };
      }
    ).data.personalDataDto.customerAccountId;
    await request.post('/api/auth/sign-out', {
      headers: { Authorization: `Bearer ${recipientToken}` },
    });
    const adminToken = await apiToken(request, admin.username);
    const send = async (text: string) => {
      const response = await request.post('/api/notifications', {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { accountId, text },
      });
      expect(response.ok(), 'the administrator’s message is published').toBe(true);
    };

    // The page's notification socket goes through the test, which can cut it like a lost
    // network (browsers' offline emulation leaves open WebSockets alone).
    const link: { down: boolean; page?: WebSocketRoute; server?: WebSocketRoute } = {
      down: false,
    };
    await page.routeWebSocket(SOCKET, (ws) => {
      if (link.down) {
        void ws.close({ code: 1001, reason: 'network down' });
        return;
      }
      link.page = ws;
      link.server = ws.connectToServer();
    });

    const inbox = new NotificationInboxPage(page);

    await test.step('sign in: the inbox is empty and connects', async () => {
      await signInAs(recipient);
      await inbox.open();
      await expectAccessible.dialog('Notifications');
      await expect(inbox.dialog).toContainText('No notifications yet.');
      await expect(inbox.dialog).toContainText('Live: new notifications appear as they arrive.');
      await inbox.close.click();
      await expect(inbox.dialog).toBeHidden();
    });

    await test.step('a message sent now appears at once as a message bar and in the inbox', async () => {
      await send('The team meeting moves to 3 pm.');
      const bar = inbox.messageBar('The team meeting moves to 3 pm.');
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(`Message from ${admin.fullName}`);
      await expect(inbox.bell(1)).toBeVisible();
      // The bar sits over the header's end; read, it is dismissed.
      await inbox.dismiss(bar);
      await inbox.open(1);
      await expect(inbox.list.getByRole('listitem')).toHaveCount(1);
      await expect(inbox.list.getByRole('listitem').first()).toContainText(
        'The team meeting moves to 3 pm.',
      );
      await expectAccessible.dialog('Notifications');
      await inbox.close.click();
    });

    await test.step('the network drops: the inbox says so, and a message is sent meanwhile', async () => {
      link.down = true;
      await faults.offline();
      await link.page?.close({ code: 1001, reason: 'network down' });
      await link.server?.close();
      await inbox.open(1);
      await expect(inbox.dialog).toContainText('Not connected.');
      await inbox.close.click();
      await send('Mrs Conti’s visit is at 5 pm.');
    });

    await test.step('back online: the missed message arrives after the reconnect', async () => {
      link.down = false;
      await faults.online();
      const bar = inbox.messageBar('Mrs Conti’s visit is at 5 pm.');
      await expect(bar).toBeVisible();
      await expect(inbox.bell(2)).toBeVisible();
      await inbox.dismiss(bar);
      await inbox.open(2);
      const items = inbox.list.getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.first()).toContainText('Mrs Conti’s visit is at 5 pm.');
      await expect(items.nth(1)).toContainText('The team meeting moves to 3 pm.');
      await inbox.markAllRead.click();
      await expect(inbox.dialog.getByText('Unread', { exact: true })).toHaveCount(0);
      await inbox.close.click();
      await expect(inbox.bell(0)).toBeVisible();
    });
  });
});
