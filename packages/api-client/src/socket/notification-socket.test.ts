import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { SocketClientFrame } from '../schemas/notifications';
import { startWsTestServer, type WsConnection, type WsTestServer } from '../testing/ws-test-server';
import { memoryTokenStore, type TokenStore } from '../transport/token-store';
import { backoffDelay } from './backoff';
import {
  createNotificationSocketRegistry,
  type NotificationSocket,
  type NotificationSocketBaseOptions,
  type NotificationSocketError,
  type NotificationSocketRegistry,
  type SocketStatus,
  type WebSocketConstructorLike,
} from './notification-socket';

const TOKEN = 'socket_test_token_0123456789';

let server: WsTestServer;
let registry: NotificationSocketRegistry;
let errors: NotificationSocketError[];
let tokenStore: TokenStore;

beforeEach(async () => {
  server = await startWsTestServer();
  registry = createNotificationSocketRegistry();
  errors = [];
  tokenStore = memoryTokenStore(TOKEN);
});

afterEach(async () => {
  vi.useRealTimers();
  registry.closeAll();
  await server.close();
  expect(server.protocolErrors).toEqual([]);
});

function open(overrides: Partial<NotificationSocketBaseOptions> = {}): NotificationSocket {
  return registry.open({
    url: server.url,
    channelId: 'account-20',
    tokenStore,
    WebSocket,
    // Short delays keep the tests quick; the defaults are tested on their own below.
    backoff: { initialMs: 10, maxMs: 50 },
    onError: (error) => errors.push(error),
    ...overrides,
  });
}

/** Waits (real time, generous bound) until `check` stops throwing. */
function until(check: () => void): Promise<void> {
  return vi.waitFor(check, { timeout: 5000, interval: 10 });
}

function framesOf(connection: WsConnection | undefined, type: SocketClientFrame['type']) {
  return (connection?.frames ?? []).filter((frame) => frame.type === type);
}

async function opened(socket: NotificationSocket): Promise<WsConnection> {
  await until(() => expect(socket.status).toBe('open'));
  return server.latest();
}

describe('connecting', () => {
  it('authenticates in the first frame, never in the URL, and reports its status', async () => {
    const socket = open();
    const statuses: SocketStatus[] = [];
    socket.subscribeStatus((status) => statuses.push(status));
    expect(socket.status).toBe('connecting');

    const connection = await opened(socket);

    expect(connection.frames[0]).toEqual({
      type: 'auth',
      token: TOKEN,
      channelId: 'account-20',
      lastSeq: null,
    });
    expect(server.requestUrls).toEqual(['/notifications']);
    expect(statuses).toEqual(['open']);
    expect(errors).toEqual([]);
  });

  it('shares one connection per channel, and closes it when the last handle is released', async () => {
    const first = open();
    const second = open();
    const other = open({ channelId: 'account-21' });
    await opened(first);
    await until(() => expect(other.status).toBe('open'));
    expect(server.connections).toHaveLength(2);
    expect(registry.size).toBe(2);

    first.close();
    expect(first.status).toBe('closed');
    expect(second.status).toBe('open');
    const shared = server.connections.find((c) => c.auth?.channelId === 'account-20');
    expect(shared?.open).toBe(true);

    second.close();
    await until(() => expect(shared?.open).toBe(false));
    expect(registry.size).toBe(1);

    const again = open();
    await opened(again);
    expect(server.connections).toHaveLength(3);
  });

  it('waits for a session token, reporting it once, and connects when one is stored', async () => {
    tokenStore.clear();
    const socket = open();
    await until(() => expect(errors.map((e) => e.kind)).toEqual(['no-token']));
    expect(server.connections).toHaveLength(0);

    tokenStore.set(TOKEN);
    await opened(socket);
    expect(errors).toHaveLength(1);
  });

  it('takes the token from getToken (sync or async) on every connection', async () => {
    let n = 0;
    const viaFunction = registry.open({
      url: server.url,
      channelId: 'account-22',
      getToken: async () => `${TOKEN}_${++n}`,
      WebSocket,
      backoff: { initialMs: 10, maxMs: 50 },
    });
    const first = await opened(viaFunction);
    first.terminate();
    await until(() => expect(server.latest().auth?.token).toBe(`${TOKEN}_2`));
    expect(first.auth?.token).toBe(`${TOKEN}_1`);
  });

  it("works with the runtime's own WebSocket (what a browser uses)", async () => {
    const socket = registry.open({ url: server.url, channelId: 'account-23', tokenStore });
    await opened(socket);
  });

  it('resolves http(s) addresses to ws(s) and refuses other schemes and bad options', () => {
    expect(() => open({ url: 'ftp://example.org/x' })).toThrow(TypeError);
    expect(() => open({ url: 'not a url' })).toThrow(TypeError);
    expect(() => open({ channelId: '' })).toThrow(TypeError);
    expect(() =>
      registry.open({ url: server.url, channelId: 'x' } as Parameters<typeof registry.open>[0]),
    ).toThrow(/tokenStore or getToken/);
    const http = open({ url: server.url.replace('ws:', 'http:'), channelId: 'account-24' });
    expect(http.status).toBe('connecting');
  });
});

describe('notifications', () => {
  it('dispatches by name, acknowledges, and stops after unsubscribe', async () => {
    const socket = open();
    const seen: unknown[] = [];
    const other = vi.fn();
    const stop = socket.on('document.expiring', (payload, frame) =>
      seen.push([payload, frame.seq]),
    );
    socket.on('guest.admitted', other);
    const connection = await opened(socket);

    connection.send({ name: 'document.expiring', seq: 1, payload: { id: 7 } });
    connection.send({ name: 'nobody.listens', seq: 2, payload: null });
    await until(() => expect(socket.lastSeq).toBe(2));
    stop();
    connection.send({ name: 'document.expiring', seq: 3, payload: { id: 8 } });

    await until(() => expect(framesOf(connection, 'ack')).toHaveLength(3));
    expect(seen).toEqual([[{ id: 7 }, 1]]);
    expect(other).not.toHaveBeenCalled();
    expect(framesOf(connection, 'ack')).toEqual([
      { type: 'ack', seq: 1 },
      { type: 'ack', seq: 2 },
      { type: 'ack', seq: 3 },
    ]);
  });

  it('parses payloads with a schema, and survives bad frames and throwing handlers', async () => {
    const socket = open();
    const counts: number[] = [];
    socket.on('counter', z.object({ count: z.number() }), ({ count }) => counts.push(count));
    socket.on('counter', () => {
      throw new Error('handler bug');
    });
    const connection = await opened(socket);

    connection.sendRaw('not json');
    connection.send({ type: 'mystery' });
    connection.send({ name: 'counter', seq: 1, payload: { count: 'one' } });
    connection.send({ name: 'counter', seq: 2, payload: { count: 2 } });
    connection.send({ type: 'error', errorCode: 'E008' });

    await until(() => expect(errors).toHaveLength(6));
    expect(counts).toEqual([2]);
    expect(errors.map((e) => e.kind)).toEqual([
      'bad-frame',
      'bad-frame',
      'bad-frame',
      'handler-failed',
      'handler-failed',
      'server-error',
    ]);
    expect(errors[2]?.messageName).toBe('counter');
    expect(errors[5]?.code).toBe('E008');
    expect(socket.status).toBe('open');
  });

  it('asks for a replay with the last sequence number and handles each notification once', async () => {
    const socket = open();
    const seen: unknown[] = [];
    socket.on('note', (payload) => seen.push(payload));
    const first = await opened(socket);
    first.send({ name: 'note', seq: 1, payload: 'a' });
    first.send({ name: 'note', seq: 2, payload: 'b' });
    await until(() => expect(seen).toEqual(['a', 'b']));

    // A server replaying a little too much (from the last seen one, and an old one).
    server.behaviour.onAuth = (connection, auth) => {
      connection.send({ name: 'note', seq: 1, payload: 'a' });
      for (let seq = auth.lastSeq ?? 1; seq <= 4; seq += 1) {
        connection.send({ name: 'note', seq, payload: 'abcd'[seq - 1] });
      }
    };
    first.terminate();
    await until(() => expect(seen).toEqual(['a', 'b', 'c', 'd']));
    const second = server.latest();
    expect(second.auth?.lastSeq).toBe(2);

    second.send({ name: 'note', seq: 3, payload: 'c' });
    second.send({ name: 'note', seq: 5, payload: 'e' });
    await until(() => expect(seen).toEqual(['a', 'b', 'c', 'd', 'e']));
    expect(socket.lastSeq).toBe(5);
  });

  it('starts from a given lastSeq', async () => {
    const socket = open({ lastSeq: 41 });
    const connection = await opened(socket);
    expect(connection.auth?.lastSeq).toBe(41);
  });
});

describe('reconnecting', () => {
  it('reconnects after the server closes, with the current token', async () => {
    const socket = open();
    const statuses: SocketStatus[] = [];
    socket.subscribeStatus((status) => statuses.push(status));
    const first = await opened(socket);

    tokenStore.set(`${TOKEN}_rotated`);
    first.close(1001);

    await until(() => expect(server.connections).toHaveLength(2));
    await opened(socket);
    expect(server.latest().auth?.token).toBe(`${TOKEN}_rotated`);
    expect(statuses).toEqual(['open', 'closed', 'connecting', 'open']);
  });

  it('keeps trying while the server is down, then connects', async () => {
    const socket = open();
    const first = await opened(socket);
    server.behaviour.ready = false;
    first.terminate();
    await until(() => expect(server.connections.length).toBeGreaterThan(1));
    server.latest().terminate();
    server.behaviour.ready = true;
    await until(() => expect(socket.status).toBe('open'));
  });

  it('starts the backoff over once a connection is accepted', async () => {
    // Delays 20 ms, 400 ms, 8 s, … without jitter.
    const socket = open({ backoff: { initialMs: 20, factor: 20, maxMs: 60_000, jitter: 0 } });
    const first = await opened(socket);
    server.behaviour.ready = false;
    first.terminate();
    await until(() => expect(server.connections).toHaveLength(2));
    server.latest().terminate();
    await until(() => {
      expect(server.connections).toHaveLength(3);
      expect(server.latest().auth).toBeDefined();
    });
    server.latest().send({ type: 'ready' });
    await until(() => expect(socket.status).toBe('open'));

    server.latest().terminate();
    // Without the reset this reconnect would wait 8 s.
    await vi.waitFor(() => expect(server.connections).toHaveLength(4), { timeout: 2000 });
  });

  it('does not reconnect after close()', async () => {
    const socket = open();
    const connection = await opened(socket);
    socket.close();
    await until(() => expect(connection.open).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 200)); // 20× the backoff
    expect(server.connections).toHaveLength(1);
    expect(socket.status).toBe('closed');
  });

  it('stops after the server refuses the session, until reconnect()', async () => {
    server.behaviour.ready = false;
    server.behaviour.onAuth = (connection) => connection.close(4401);
    const socket = open();
    await until(() => expect(errors.map((e) => e.kind)).toEqual(['auth-refused']));
    expect(errors[0]?.code).toBe('E005');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.connections).toHaveLength(1);
    expect(socket.status).toBe('closed');

    server.behaviour = { ready: true, answerPings: true };
    socket.reconnect();
    await opened(socket);
    expect(server.connections).toHaveLength(2);
  });

  it('keeps a connection whose pings are answered', async () => {
    const socket = open({ heartbeatMs: 30, heartbeatTimeoutMs: 2000 });
    const connection = await opened(socket);
    await until(() => expect(framesOf(connection, 'ping').length).toBeGreaterThanOrEqual(3));
    expect(server.connections).toHaveLength(1);
    expect(socket.status).toBe('open');
  });

  it('treats a connection whose pings go unanswered as dead, drops it and reconnects', async () => {
    const socket = open({ heartbeatMs: 30, heartbeatTimeoutMs: 100 });
    const first = await opened(socket);
    server.behaviour.answerPings = false;

    await until(() => expect(server.connections.length).toBeGreaterThanOrEqual(2));
    // The silent connection was dropped by the client, not left half-open.
    await until(() => expect(first.open).toBe(false));
    expect(framesOf(first, 'ping').length).toBeGreaterThanOrEqual(1);
    server.behaviour.answerPings = true;
    await opened(socket);
  });

  it('backs off exponentially with jitter, capped', () => {
    const none = () => 0;
    const most = () => 0.999_999;
    expect([0, 1, 2, 3, 10, 1000].map((n) => backoffDelay(n, {}, none))).toEqual([
      500, 1000, 2000, 4000, 30_000, 30_000,
    ]);
    expect(backoffDelay(3, {}, most)).toBe(2000);
    expect(backoffDelay(2, { initialMs: 100, factor: 3, jitter: 0 }, most)).toBe(900);
    for (let i = 0; i < 200; i += 1) {
      const delay = backoffDelay(4, { initialMs: 100, maxMs: 1000 });
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(1000);
    }
  });
});

describe('sending', () => {
  it('sends at once when open, in order', async () => {
    const socket = open();
    const connection = await opened(socket);
    socket.send('typing', { documentId: 7 });
    socket.send('read', { id: 3 });
    await until(() => expect(framesOf(connection, 'message')).toHaveLength(2));
    expect(framesOf(connection, 'message')).toEqual([
      { type: 'message', name: 'typing', payload: { documentId: 7 } },
      { type: 'message', name: 'read', payload: { id: 3 } },
    ]);
  });

  it('retries every 200 ms while not open, drops after 50 retries, and delivers once ready', async () => {
    server.behaviour.ready = false;
    const socket = open({ heartbeatMs: 0 });
    await until(() => expect(server.connections[0]?.auth).toBeDefined());
    const connection = server.latest();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onError = vi.fn();
    socket.send('typing', { documentId: 7 }, { onError });
    vi.advanceTimersByTime(50 * 200 - 1);
    expect(onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      kind: 'send-dropped',
      messageName: 'typing',
      channelId: 'account-20',
    });

    socket.send('hello', 1);
    socket.send('again', 2);
    vi.advanceTimersByTime(49 * 200);
    vi.useRealTimers();
    connection.send({ type: 'ready' });

    await until(() => expect(framesOf(connection, 'message')).toHaveLength(2));
    expect(framesOf(connection, 'message')).toEqual([
      { type: 'message', name: 'hello', payload: 1 },
      { type: 'message', name: 'again', payload: 2 },
    ]);
  });

  it('drops pending messages with an error when the socket is closed', async () => {
    server.behaviour.ready = false;
    const socket = open();
    const onError = vi.fn();
    socket.send('typing', null, { onError });
    socket.close();
    socket.send('late', null, { onError });
    expect(
      onError.mock.calls.map(([error]) => (error as NotificationSocketError).messageName),
    ).toEqual(['typing', 'late']);
  });
});

describe('types', () => {
  it('accepts the ws and the DOM WebSocket classes and types schema-checked payloads', () => {
    expectTypeOf(WebSocket).toExtend<WebSocketConstructorLike>();
    expectTypeOf(globalThis.WebSocket).toExtend<WebSocketConstructorLike>();
    // Only compiled: the checks are on the types of the handlers' parameters.
    const subscribe = (socket: NotificationSocket) => {
      socket.on('x', z.object({ id: z.number() }), (payload) => {
        expectTypeOf(payload).toEqualTypeOf<{ id: number }>();
      });
      socket.on('x', (payload) => {
        expectTypeOf(payload).toBeUnknown();
      });
    };
    expectTypeOf(subscribe).returns.toBeVoid();
  });
});
