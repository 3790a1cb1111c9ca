import {
  errorBodySchema,
  signInResponseSchema,
  SOCKET_CLOSE_CODES,
  type SocketServerFrame,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { customerAccounts, notifications, sessions } from '../db/schema';
import { bearerOf, createTestWorld, myInfo, present, signIn } from '../test-support/test-app';
import type { TestWorld } from '../test-support/test-app';
import { accountChannel } from './channels';
import { createNotificationHub } from './hub';
import {
  ADMIN_MESSAGE_PATH,
  NOTIFICATION_SOCKET_PATH,
  publishedResponseSchema,
  TEST_PUBLISH_PATH,
} from './routes';
import type { NotificationHubTimings } from './settings';
import { createNotificationStore } from './store';
import { TestSocket, UpgradeRefused } from './test-socket';

/**
 * The notification hub on a real server (listening on a port) and the real database of the run
 * (PGlite, then PostgreSQL), spoken to over real WebSockets with the contract's frame schemas.
 */

let world: TestWorld;
let app: FastifyInstance;
let base: string;

/**
 * Short where a test waits for something to happen (and then waits generously), long where a busy
 * machine must not make it happen by accident: the client and the server share one event loop
 * here, and a stalled loop delays the auth frame past a short deadline.
 */
const TIMINGS: Partial<NotificationHubTimings> = {
  authTimeoutMs: 15_000,
  sessionCheckIntervalMs: 250,
  heartbeatIntervalMs: 60_000,
};

const ALLOWED_ORIGIN = 'https://care.example';

async function listen(timings: Partial<NotificationHubTimings> = TIMINGS) {
  const built = await world.build(
    {},
    { notifications: { ...timings, testPublish: true, allowedOrigins: [ALLOWED_ORIGIN] } },
  );
  const address = await built.listen({ port: 0, host: '127.0.0.1' });
  return { app: built, base: address };
}

const accountIds = new Map<string, number>();

beforeAll(async () => {
  world = await createTestWorld();
  ({ app, base } = await listen());
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await world.database.handle.db
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.username, account.username));
    accountIds.set(account.username, present(row).id);
  }
});
afterAll(async () => {
  await world?.close();
});

function idOf(username: string): number {
  return present(accountIds.get(username), `account id of ${username}`);
}

function channelOf(username: string): string {
  return accountChannel(idOf(username));
}

/** A new session of a demo account, through the real sign-in. */
async function tokenOf(username: string, on: FastifyInstance = app): Promise<string> {
  const account = present(DEMO_ACCOUNTS.find((a) => a.username === username));
  const response = await signIn(on, account.username, account.password);
  expect(response.statusCode).toBe(200);
  return signInResponseSchema.parse(response.json()).data.token;
}

function socketUrl(at = base): string {
  return `${at.replace(/^http/, 'ws')}${NOTIFICATION_SOCKET_PATH}`;
}

/** Opens a socket and sends the `auth` frame (does not wait for `ready`). */
async function connect(
  token: string,
  channelId: string,
  lastSeq: number | null = null,
  at = base,
): Promise<TestSocket> {
  const socket = await TestSocket.open(socketUrl(at));
  socket.send({ type: 'auth', token, channelId, lastSeq });
  return socket;
}

/** Publishes through the test route of `on`; answers the sequence number. */
async function publish(
  channel: string,
  name: string,
  payload: unknown,
  on: FastifyInstance = app,
): Promise<number> {
  const response = await on.inject({
    method: 'POST',
    url: TEST_PUBLISH_PATH,
    payload: { channel, name, payload },
  });
  expect(response.statusCode).toBe(200);
  const { data } = publishedResponseSchema.parse(response.json());
  expect(data.channel).toBe(channel);
  return data.seq;
}

function notificationsOf(frames: readonly SocketServerFrame[]) {
  return frames.filter((frame) => !('type' in frame));
}

const opened: TestSocket[] = [];
async function track(socket: Promise<TestSocket>): Promise<TestSocket> {
  const value = await socket;
  opened.push(value);
  return value;
}
afterAll(async () => {
  await Promise.all(opened.map((socket) => socket.close().catch(() => undefined)));
});

describe('authentication', () => {
  it('accepts a live token for the user’s own channel: ready, then notifications live with name and seq', async () => {
    const token = await tokenOf('nurse');
    const socket = await track(connect(token, channelOf('nurse')));
    expect(await socket.untilReady()).toEqual([{ type: 'ready' }]);

    const seq = await publish(channelOf('nurse'), 'document.expiring', { documentId: 7 });
    expect(await socket.next()).toEqual({
      name: 'document.expiring',
      seq,
      payload: { documentId: 7 },
    });
    const next = await publish(channelOf('nurse'), 'diary.alert', 'plain text');
    expect(next).toBe(seq + 1);
    expect(await socket.next()).toEqual({ name: 'diary.alert', seq: next, payload: 'plain text' });
    expect(socket.badFrames).toEqual([]);
  });

  it('closes 4401 for an unknown, malformed or signed-out token', async () => {
    const signedOut = await tokenOf('nurse');
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${signedOut}` },
    });
    for (const token of ['A'.repeat(43), 'not a token', signedOut]) {
      const socket = await connect(token, channelOf('nurse'));
      expect((await socket.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.unauthenticated);
      expect(socket.pending()).toEqual([]);
    }
  });

  it('closes 4401 when the first frame is not a well-formed auth, or none comes in time', async () => {
    const token = await tokenOf('nurse');
    const frames = [
      'not json',
      JSON.stringify({ type: 'ack', seq: 1 }),
      JSON.stringify({ type: 'auth', token, channelId: channelOf('nurse') }), // no lastSeq
      JSON.stringify({ type: 'message', name: 'hello', payload: null }),
    ];
    for (const frame of frames) {
      const socket = await TestSocket.open(socketUrl());
      socket.send(frame);
      expect((await socket.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.unauthenticated);
    }
    const strict = await listen({ ...TIMINGS, authTimeoutMs: 500 });
    const silent = await TestSocket.open(socketUrl(strict.base));
    expect((await silent.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.unauthenticated);
  });

  it('answers ping with pong at any time, even before auth', async () => {
    const token = await tokenOf('oss');
    const socket = await track(TestSocket.open(socketUrl()));
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    socket.send({ type: 'auth', token, channelId: channelOf('oss'), lastSeq: null });
    expect(await socket.untilReady()).toEqual([{ type: 'ready' }]);
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
  });

  it('closes 4403 for another user’s channel or a channel that does not exist, even for an admin', async () => {
    const nurse = await tokenOf('nurse');
    const admin = await tokenOf('admin');
    for (const [token, channel] of [
      [nurse, channelOf('doctor')],
      [admin, channelOf('nurse')],
      [nurse, String(idOf('nurse'))],
      [nurse, 'facility-1'],
    ] as const) {
      const socket = await connect(token, channel);
      expect((await socket.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.forbidden);
      expect(socket.pending()).toEqual([]);
    }
  });

  it('neither rotates the token nor moves the session’s expiry; a token in its grace period works', async () => {
    const token = await tokenOf('secretary');
    const expiry = async () => {
      const [row] = await world.database.handle.db
        .select({ expiresAt: sessions.expiresAt, id: sessions.id })
        .from(sessions)
        .where(eq(sessions.accountId, idOf('secretary')));
      return present(row).expiresAt.getTime();
    };
    const before = await expiry();
    world.advance(1_000);
    const socket = await track(connect(token, channelOf('secretary')));
    await socket.untilReady();
    expect(await expiry()).toBe(before);

    // Still the current token: this request rotates it (a header), which a rotated one would not.
    const info = await myInfo(app, token);
    expect(info.statusCode).toBe(200);
    const rotated = present(bearerOf(info));
    expect(rotated).not.toBe(token);
    // The rotated-out token is in its grace period: a socket may still authenticate with it.
    const graced = await track(connect(token, channelOf('secretary')));
    await graced.untilReady();
  });

  it('takes one auth frame; protocol mistakes after it are answered with an error frame', async () => {
    const token = await tokenOf('doctor');
    const socket = await track(connect(token, channelOf('doctor')));
    await socket.untilReady();
    socket.send({ type: 'auth', token, channelId: channelOf('doctor'), lastSeq: null });
    expect(await socket.next()).toMatchObject({ type: 'error', errorCode: 'E016' });
    socket.send({ type: 'message', name: 'presence', payload: { page: 'guests' } });
    expect(await socket.next()).toMatchObject({ type: 'error', errorCode: 'E016' });
    socket.send('{"type":"nope"}');
    expect(await socket.next()).toMatchObject({ type: 'error', errorCode: 'E016' });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next()).toMatchObject({ type: 'error', errorCode: 'E016' });
    socket.send({ type: 'ack', seq: 1 });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
  });
});

describe('the Origin of a browser page', () => {
  it('refuses another origin before the upgrade: 403 E013, no WebSocket', async () => {
    for (const origin of ['http://evil.example', 'null', `http://127.0.0.1:1`, 'file://']) {
      const error = await TestSocket.open(socketUrl(), { origin }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, origin).toBeInstanceOf(UpgradeRefused);
      const refused = error as UpgradeRefused;
      expect(refused.status).toBe(403);
      expect(errorBodySchema.parse(JSON.parse(refused.body))).toEqual({ errorCode: 'E013' });
    }
  });

  it('accepts the server’s own origin, an allowed origin, and clients that send none', async () => {
    const token = await tokenOf('assistance');
    for (const origin of [base, ALLOWED_ORIGIN, undefined]) {
      const socket = await track(
        TestSocket.open(socketUrl(), origin === undefined ? {} : { origin }),
      );
      socket.send({ type: 'auth', token, channelId: channelOf('assistance'), lastSeq: null });
      expect(await socket.untilReady()).toEqual([{ type: 'ready' }]);
    }
  });

  it('answers a plain GET 426 E016', async () => {
    const response = await app.inject({ url: NOTIFICATION_SOCKET_PATH });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ errorCode: 'E016' });
  });
});

describe('replay after a reconnect', () => {
  it('sends what was published while away exactly once and in order, then ready, then live', async () => {
    const channel = channelOf('guest');
    const token = await tokenOf('guest');
    const first = await track(connect(token, channel));
    await first.untilReady();
    const seen = await publish(channel, 'diary.entry', { n: 0 });
    expect(await first.next()).toMatchObject({ seq: seen });
    await first.close();

    const missed = [];
    for (let n = 1; n <= 4; n += 1) missed.push(await publish(channel, 'diary.entry', { n }));

    const again = await track(connect(token, channel, seen));
    const frames = await again.untilReady();
    expect(frames).toEqual([
      ...missed.map((seq, i) => ({ name: 'diary.entry', seq, payload: { n: i + 1 } })),
      { type: 'ready' },
    ]);
    const live = await publish(channel, 'diary.entry', { n: 5 });
    expect(await again.next()).toEqual({ name: 'diary.entry', seq: live, payload: { n: 5 } });
    expect(again.pending()).toEqual([]);

    // lastSeq null: a first connection, nothing replayed.
    const fresh = await track(connect(token, channel, null));
    expect(await fresh.untilReady()).toEqual([{ type: 'ready' }]);
  });

  it('keeps sequence numbers in order under concurrent publishing, and delivers them in order', async () => {
    const channel = channelOf('oss');
    const socket = await track(connect(await tokenOf('oss'), channel));
    await socket.untilReady();
    const seqs = await Promise.all(
      Array.from({ length: 12 }, (_, n) => publish(channel, 'burst', { n })),
    );
    const sorted = [...seqs].sort((a, b) => a - b);
    const start = present(sorted[0]);
    expect(sorted).toEqual(Array.from({ length: 12 }, (_, i) => start + i));
    const received = [];
    for (let i = 0; i < 12; i += 1) received.push(await socket.next());
    expect(notificationsOf(received).map((frame) => ('seq' in frame ? frame.seq : 0))).toEqual(
      sorted,
    );
  });

  it('keeps the newest notifications per channel; numbers never go back after pruning', async () => {
    const small = await listen({ ...TIMINGS, retentionPerChannel: 3 });
    const channel = channelOf('assistance');
    const token = await tokenOf('assistance', small.app);
    const seqs = [];
    for (let n = 0; n < 5; n += 1) seqs.push(await publish(channel, 'kept', n, small.app));
    // Everything after the first was asked for; the second is gone already.
    const socket = await track(connect(token, channel, present(seqs[0]), small.base));
    const frames = await socket.untilReady();
    expect(notificationsOf(frames)).toEqual(
      seqs.slice(2).map((seq, i) => ({ name: 'kept', seq, payload: i + 2 })),
    );
    const rows = await world.database.handle.db
      .select({ seq: notifications.seq })
      .from(notifications)
      .where(eq(notifications.channel, channel));
    expect(rows.map((row) => Number(row.seq)).sort((a, b) => a - b)).toEqual(seqs.slice(2));
    expect(await publish(channel, 'kept', 5, small.app)).toBe(present(seqs[4]) + 1);
  });

  it('forgets notifications older than the retention', async () => {
    let now = Date.now();
    const store = createNotificationStore(
      world.database.handle.db,
      { maxAgeMs: 60_000, maxPerChannel: 500 },
      () => new Date(now),
    );
    const channel = accountChannel(987_001);
    const old = await store.append(channel, 'old', { a: 1 }, () => '{}');
    expect(await store.range(channel, 0)).toEqual([old]);
    now += 61_000;
    expect(await store.range(channel, 0)).toEqual([]);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect(await store.currentSeq(channel)).toBe(old.seq);
  });
});

describe('publishing', () => {
  it('lets an administrator send a message to a user: admin.message with the sender', async () => {
    const nurse = await track(connect(await tokenOf('nurse'), channelOf('nurse')));
    await nurse.untilReady();
    const admin = await tokenOf('admin');
    const response = await app.inject({
      method: 'POST',
      url: ADMIN_MESSAGE_PATH,
      headers: { authorization: `Bearer ${admin}` },
      payload: { accountId: idOf('nurse'), text: '  The meeting moves to 3 pm.  ' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = publishedResponseSchema.parse(response.json());
    expect(data.channel).toBe(channelOf('nurse'));
    expect(await nurse.next()).toEqual({
      name: 'admin.message',
      seq: data.seq,
      payload: {
        text: 'The meeting moves to 3 pm.',
        from: { accountId: idOf('admin'), name: 'Giulia Bianchi' },
      },
    });
  });

  it('refuses other roles (403 E013), unknown accounts (404 E017) and blank texts (400 E012)', async () => {
    const send = async (token: string, payload: unknown) => {
      const response = await app.inject({
        method: 'POST',
        url: ADMIN_MESSAGE_PATH,
        headers: { authorization: `Bearer ${token}` },
        payload: payload as Record<string, unknown>,
      });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    expect(await send(await tokenOf('nurse'), { accountId: idOf('guest'), text: 'hi' })).toEqual({
      status: 403,
      body: { errorCode: 'E013' },
    });
    const admin = await tokenOf('admin');
    expect(await send(admin, { accountId: 987_654, text: 'hi' })).toEqual({
      status: 404,
      body: { errorCode: 'E017' },
    });
    expect(await send(admin, { accountId: idOf('guest'), text: '   ' })).toEqual({
      status: 400,
      body: { errorCode: 'E012' },
    });
  });

  it('refuses a test publication on something that is not a channel', async () => {
    const response = await app.inject({
      method: 'POST',
      url: TEST_PUBLISH_PATH,
      payload: { channel: 'everyone', name: 'x', payload: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorCode: 'E016' });
  });

  it('has no test route unless enabled, and never in production', async () => {
    const plain = await world.build(
      { faultsEnabled: false },
      { notifications: { testPublish: false } },
    );
    const production = await world.build(
      { nodeEnv: 'production', faultsEnabled: true },
      { notifications: { testPublish: true } },
    );
    for (const built of [plain, production]) {
      const response = await built.inject({
        method: 'POST',
        url: TEST_PUBLISH_PATH,
        payload: { channel: channelOf('nurse'), name: 'x', payload: 1 },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('several instances on one database', () => {
  it('fan out through the database’s own LISTEN/NOTIFY (PostgreSQL, or PGlite’s in-process one)', async () => {
    const hub = createNotificationHub({
      db: world.database.handle.db,
      kind: world.database.handle.kind,
      clock: world.clock,
      log: app.log,
      timings: TIMINGS,
    });
    await hub.start();
    try {
      expect(hub.fanOut).toBe(world.database.handle.kind);
      expect(hub.connectionCount).toBe(0);
    } finally {
      await hub.close();
    }
  });

  it('delivers a notification published on one instance to the sockets of another', async () => {
    const other = await listen();
    const channel = channelOf('doctor');
    const socket = await track(connect(await tokenOf('doctor'), channel, null, other.base));
    await socket.untilReady();
    const seq = await publish(channel, 'measurement.alert', { guestId: 3 });
    expect(await socket.next()).toEqual({
      name: 'measurement.alert',
      seq,
      payload: { guestId: 3 },
    });
  });

  it('closes the socket of a session signed out on another instance', async () => {
    const other = await listen();
    const token = await tokenOf('guest');
    const socket = await connect(token, channelOf('guest'), null, other.base);
    await socket.untilReady();
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await socket.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.unauthenticated);
  });
});

describe('sessions that end', () => {
  it('closes the sockets of a signed-out session with 4401, and only those', async () => {
    const token = await tokenOf('nurse');
    const otherToken = await tokenOf('nurse');
    const socket = await connect(token, channelOf('nurse'));
    const other = await track(connect(otherToken, channelOf('nurse')));
    await socket.untilReady();
    await other.untilReady();
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await socket.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.unauthenticated);
    const seq = await publish(channelOf('nurse'), 'still.here', null);
    expect(await other.next()).toEqual({ name: 'still.here', seq, payload: null });
  });
});

describe('heartbeat', () => {
  it('terminates a socket silent for more than two intervals; one that answers stays', async () => {
    const quick = await listen({ ...TIMINGS, heartbeatIntervalMs: 1_000 });
    const token = await tokenOf('secretary');
    const silent = await TestSocket.open(socketUrl(quick.base), { autoPong: false });
    silent.send({ type: 'auth', token, channelId: channelOf('secretary'), lastSeq: null });
    await silent.untilReady();
    const alive = await track(connect(token, channelOf('secretary'), null, quick.base));
    await alive.untilReady();

    const closed = await silent.closedWithin();
    // Terminated (no close frame), not closed with a code of the protocol.
    expect(closed.code).toBe(1006);
    alive.send({ type: 'ping' });
    expect(await alive.next()).toEqual({ type: 'pong' });
  });
});

// Moves the world's clock: the last tests of the file.
describe('idle expiry', () => {
  it('closes a socket with 4401 once its session has expired while idle', async () => {
    const socket = await connect(await tokenOf('admin'), channelOf('admin'));
    await socket.untilReady();
    world.advance(31 * 60_000);
    expect((await socket.closedWithin()).code).toBe(SOCKET_CLOSE_CODES.unauthenticated);
  });
});
