import {
  createNotificationSocketRegistry,
  type NotificationSocketRegistry,
  type WebSocketLike,
} from '@care/api-client';
import { createI18n, I18nextProvider } from '@care/i18n';
import { createThemeSystem, DEFAULT_THEME } from '@care/theming';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiContext, createAppApi } from '../../app/api';
import { SESSION_TOKEN_KEY } from '../../shared/storage-keys';
import { NotificationInbox, NotificationsProvider } from './index';

// jsdom's WebSocket cannot run under Vitest (its global Event is not Node's), so the page side of
// the socket is a small stand-in speaking the hub's protocol; connection.test.ts covers the real
// socket over TCP.

type Listener = (event: never) => void;
type Event = { data?: unknown; code?: number; reason?: string };

/** The server side: the sockets the app opened, and what it publishes. */
const hub = {
  sockets: [] as FakeWebSocket[],
  seq: 0,
  publish(name: string, payload: unknown) {
    hub.seq += 1;
    for (const socket of hub.sockets) socket.receive({ name, seq: hub.seq, payload });
  },
};

class FakeWebSocket implements WebSocketLike {
  readyState = 0;
  private readonly listeners = new Map<string, Set<Listener>>();
  constructor(readonly url: string) {
    hub.sockets.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.emit('open', {});
    });
  }
  addEventListener(type: string, listener: Listener): void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }
  send(data: string): void {
    const frame = JSON.parse(data) as { type: string };
    if (frame.type === 'auth') setTimeout(() => this.receive({ type: 'ready' }));
  }
  close(code = 1000): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    hub.sockets = hub.sockets.filter((socket) => socket !== this);
    setTimeout(() => this.emit('close', { code, reason: '' }));
  }
  receive(frame: unknown): void {
    this.emit('message', { data: JSON.stringify(frame) });
  }
  private emit(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) (listener as (e: Event) => void)(event);
  }
}

const system = createThemeSystem(DEFAULT_THEME);
let registry: NotificationSocketRegistry;

beforeEach(() => {
  hub.sockets = [];
  hub.seq = 0;
  registry = createNotificationSocketRegistry();
  sessionStorage.setItem(SESSION_TOKEN_KEY, 'test-session-token-0123456789abcdef');
});
afterEach(() => registry.closeAll());

function renderInbox() {
  const api = createAppApi({ baseUrl: 'http://127.0.0.1:9/api/' });
  const i18n = createI18n({ language: 'en', storage: null });
  const me = { personalDataDto: { customerAccountId: 7 } } as Parameters<
    typeof NotificationsProvider
  >[0]['me'];
  return render(
    <ChakraProvider value={system}>
      <style>{'[data-scope="dialog"] { animation-name: none !important; }'}</style>
      <I18nextProvider i18n={i18n}>
        <ApiContext.Provider value={api}>
          <NotificationsProvider
            me={me}
            start={() => Promise.resolve()}
            connection={{ WebSocket: FakeWebSocket, registry }}
          >
            <NotificationInbox />
          </NotificationsProvider>
        </ApiContext.Provider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

/**
 * Waits until the socket has joined the channel. The first test also waits for the live chunk's
 * first import (over 1 s, vitest's default poll, on a loaded machine).
 */
async function connected() {
  await expect
    .poll(() => screen.getByRole('button', { name: /^Notifications/ }).dataset.liveStatus, {
      timeout: 30_000,
    })
    .toBe('open');
}

describe('live notifications and the inbox', () => {
  it('shows a notification as a message bar and counts it unread on the bell', async () => {
    renderInbox();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await connected();
    expect(hub.sockets[0]?.url).toBe('ws://127.0.0.1:9/api/notifications/socket');

    hub.publish('admin.message', {
      text: 'The meeting moves to 3 pm.',
      from: { accountId: 1, name: 'Giulia Bianchi' },
    });
    const bar = await screen.findByRole('group', { name: /The meeting moves to 3 pm\./ });
    expect(bar).toHaveTextContent('Message from Giulia Bianchi');
    expect(screen.getByRole('button', { name: 'Notifications: 1 unread' })).toBeInTheDocument();
  });

  it('uses the generic title for a name it has no texts for', async () => {
    renderInbox();
    await connected();
    hub.publish('test.example', 'An example notification');
    const bar = await screen.findByRole('group', { name: /An example notification/ });
    expect(bar).toHaveTextContent('New notification');
  });

  it('lists recent notifications newest first in the inbox, and marks them all read', async () => {
    const user = userEvent.setup();
    renderInbox();
    await connected();
    hub.publish('admin.message', { text: 'First message', from: { accountId: 1, name: 'Ada' } });
    hub.publish('something.else', { text: 'Second message' });
    await user.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));

    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(dialog).toHaveAccessibleDescription('Live: new notifications appear as they arrive.');
    const list = await within(dialog).findByRole('list', { name: 'Recent notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^New notificationUnreadSecond message\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
      expect.stringMatching(/^Message from AdaUnreadFirst message/),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(within(list).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close notifications' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('keeps the inbox for the session across a reload', async () => {
    const first = renderInbox();
    await connected();
    hub.publish('something.else', { text: 'Kept' });
    await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    first.unmount();
    registry.closeAll();

    renderInbox();
    expect(screen.getByRole('button', { name: 'Notifications: 1 unread' })).toBeInTheDocument();
  });
});
