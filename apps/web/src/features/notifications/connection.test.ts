// @vitest-environment node
// Node's own WebSocket (jsdom's global Event does not fit it), over TCP to a real `ws` server.
import {
  createNotificationSocketRegistry,
  memoryTokenStore,
  type NotificationSocketRegistry,
} from '@care/api-client';
import { startWsTestServer, type WsTestServer } from '@care/api-client/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectNotifications, type Connection } from './connection';
import { createInboxStore, NOTIFICATIONS_STORAGE_KEY } from './inbox-store';
import { registerNotificationHandler, type AppNotification } from './registry';

const TOKEN = 'test-session-token-0123456789abcdef';
const CHANNEL = 'account-7';

let hub: WsTestServer;
let registry: NotificationSocketRegistry;
const open: Connection[] = [];

/** Session storage for a page: what a reload keeps. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => map.delete(key),
    setItem: (key, value) => map.set(key, String(value)),
  };
}
let storage: Storage;
// The shared set-up clears the browser's storages after each test; this environment has none.
Object.assign(globalThis, { sessionStorage: memoryStorage(), localStorage: memoryStorage() });

beforeEach(async () => {
  hub = await startWsTestServer({ token: TOKEN });
  registry = createNotificationSocketRegistry();
  storage = memoryStorage();
});
afterEach(async () => {
  for (const connection of open.splice(0)) connection.close();
  registry.closeAll();
  await hub.close();
  expect(hub.protocolErrors).toEqual([]);
});

/** Connects like the app does, recording what arrives and the statuses. */
function connect(store = createInboxStore(CHANNEL, storage)) {
  const received: { notification: AppNotification; replayed: boolean }[] = [];
  const statuses: string[] = [];
  const sessionRefusals: number[] = [];
  const connection = connectNotifications({
    url: hub.url,
    store,
    tokenStore: memoryTokenStore(TOKEN),
    registry,
    backoff: { initialMs: 20, maxMs: 100, jitter: 0 },
    onNotification(notification, replayed) {
      store.add(notification);
      received.push({ notification, replayed });
    },
    onStatus: (status, refused) => statuses.push(refused ? 'refused' : status),
    onSessionRefused: () => sessionRefusals.push(Date.now()),
  });
  open.push(connection);
  const names = () => received.map(({ notification }) => notification.name);
  const isOpen = () => expect.poll(() => connection.socket.status).toBe('open');
  return { connection, received, statuses, sessionRefusals, names, store, isOpen };
}

describe('the notification connection', () => {
  it('joins the user’s channel with the session token and gets notifications live', async () => {
    const { received, isOpen } = connect();
    await isOpen();
    expect(hub.connections.map(({ auth }) => auth)).toEqual([
      { type: 'auth', token: TOKEN, channelId: CHANNEL, lastSeq: null },
    ]);
    hub.publish(CHANNEL, 'admin.message', { text: 'Hello', from: { accountId: 1, name: 'A' } });
    hub.publish('account-8', 'admin.message', { text: 'Not yours' });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({
      notification: { name: 'admin.message', seq: 1, payload: { text: 'Hello' } },
      replayed: false,
    });
  });

  it('gets what was sent while the connection was down once it is back, in order, once', async () => {
    const { received, names, isOpen } = connect();
    await isOpen();
    hub.publish(CHANNEL, 'first');
    await expect.poll(() => received.length).toBe(1);

    hub.behaviour.refuse = true;
    hub.terminateAll();
    await expect.poll(() => hub.authenticated().length).toBe(0);
    hub.publish(CHANNEL, 'second');
    hub.publish(CHANNEL, 'third');
    hub.behaviour.refuse = false;

    await expect.poll(names).toEqual(['first', 'second', 'third']);
    expect(hub.latest().auth).toMatchObject({ lastSeq: 1 });
    expect(received.slice(1).map(({ replayed }) => replayed)).toEqual([true, true]);
  });

  it('resumes after the last sequence number kept in session storage (a reload)', async () => {
    const first = connect();
    await first.isOpen();
    hub.publish(CHANNEL, 'before');
    await expect.poll(() => first.received.length).toBe(1);
    first.connection.close();
    await expect.poll(() => hub.authenticated().length).toBe(0);
    expect(JSON.parse(storage.getItem(NOTIFICATIONS_STORAGE_KEY) ?? '{}')).toMatchObject({
      channel: CHANNEL,
      lastSeq: 1,
    });

    hub.publish(CHANNEL, 'while away');
    const second = connect(createInboxStore(CHANNEL, storage));
    await expect.poll(second.names).toEqual(['while away']);
    expect(hub.latest().auth).toMatchObject({ lastSeq: 1 });
    expect(second.store.getSnapshot().items.map((item) => item.name)).toEqual([
      'while away',
      'before',
    ]);
  });

  it('passes registered names through the socket client’s handlers and the others too', async () => {
    const seen: number[] = [];
    const stop = registerNotificationHandler('document.expiring', (n) => seen.push(n.seq));
    try {
      const { names, isOpen } = connect();
      await isOpen();
      hub.publish(CHANNEL, 'document.expiring', { documentId: 3 });
      hub.publish(CHANNEL, 'something.new', 'A text');
      await expect.poll(names).toEqual(['document.expiring', 'something.new']);
    } finally {
      stop();
    }
  });

  it('stops for good when the server refuses the session (4401), and says the session is over', async () => {
    const { statuses, sessionRefusals, isOpen } = connect();
    await isOpen();
    hub.closeAll(4401);
    await expect.poll(() => statuses.at(-1)).toBe('refused');
    const connections = hub.connections.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hub.connections.length).toBe(connections);
    expect(sessionRefusals).toHaveLength(1);
  });

  it('stops when only the channel is refused (4403), the session going on', async () => {
    const { statuses, sessionRefusals, isOpen } = connect();
    await isOpen();
    hub.closeAll(4403);
    await expect.poll(() => statuses.at(-1)).toBe('refused');
    expect(sessionRefusals).toHaveLength(0);
  });
});
