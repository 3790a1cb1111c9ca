// A real notification hub for the web app's tests: an HTTP server that upgrades
// `/api/notifications/socket` to a WebSocket (RFC 6455, text frames) and speaks the wire protocol
// of @care/api-client (auth frame, replay after lastSeq, ready, ping/pong, ack), like
// apps/server's hub. The app's socket client connects to it over TCP with the test
// environment's WebSocket; only the server side is small.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** One client connection. */
interface Client {
  socket: Socket;
  channel: string | null;
  buffer: Buffer;
}

/** A running hub. */
export interface NotificationHub {
  /** `http://127.0.0.1:{port}/api/` (the socket is at `notifications/socket` below it). */
  baseUrl: string;
  /** Every `auth` frame received, in order. */
  auths: { token: string; channelId: string; lastSeq: number | null }[];
  /** Stores and sends a notification on `channel`; resolves with its sequence number. */
  publish(channel: string, name: string, payload?: unknown): number;
  /** How many authenticated connections are open. */
  readonly connections: number;
  /** Cuts every connection without a close handshake (the network is gone). */
  dropAll(): void;
  /** Closes every connection with `code` (4401: the session was revoked). */
  closeAll(code: number): void;
  /** While true, new connections are cut as soon as they open. */
  refuseConnections: boolean;
  close(): Promise<void>;
}

function frame(text: string, opcode = 0x1): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65_536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : (() => {
            const h = Buffer.alloc(10);
            h[0] = 0x80 | opcode;
            h[1] = 127;
            h.writeBigUInt64BE(BigInt(length), 2);
            return h;
          })();
  return Buffer.concat([header, payload]);
}

function closeFrame(code: number): Buffer {
  const body = Buffer.alloc(2);
  body.writeUInt16BE(code, 0);
  return Buffer.concat([Buffer.from([0x88, 2]), body]);
}

/** Parses the complete frames at the start of `buffer` (client frames are always masked). */
function readFrames(client: Client): { opcode: number; payload: Buffer }[] {
  const frames: { opcode: number; payload: Buffer }[] = [];
  for (;;) {
    const buffer = client.buffer;
    if (buffer.length < 2) break;
    const opcode = (buffer[0] ?? 0) & 0x0f;
    let length = (buffer[1] ?? 0) & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (buffer.length < 4) break;
      length = buffer.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (buffer.length < 10) break;
      length = Number(buffer.readBigUInt64BE(2));
      offset = 10;
    }
    if (buffer.length < offset + 4 + length) break;
    const mask = buffer.subarray(offset, offset + 4);
    const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + length));
    for (let i = 0; i < payload.length; i += 1) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
    frames.push({ opcode, payload });
    client.buffer = buffer.subarray(offset + 4 + length);
  }
  return frames;
}

/** Starts a hub accepting `token` on 127.0.0.1 and a free port. */
export async function startNotificationHub(token: string): Promise<NotificationHub> {
  const stored = new Map<string, { name: string; seq: number; payload: unknown }[]>();
  const clients = new Set<Client>();
  const auths: NotificationHub['auths'] = [];
  const send = (client: Client, value: unknown) =>
    client.socket.write(frame(JSON.stringify(value)));

  const server = createServer((_request, response) => {
    response.writeHead(426).end();
  });
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    const key = request.headers['sec-websocket-key'];
    if (request.url !== '/api/notifications/socket' || typeof key !== 'string') {
      socket.destroy();
      return;
    }
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const client: Client = { socket, channel: null, buffer: Buffer.alloc(0) };
    if (hub.refuseConnections) {
      socket.destroy();
      return;
    }
    clients.add(client);
    socket.on('close', () => clients.delete(client));
    socket.on('error', () => clients.delete(client));
    socket.on('data', (chunk: Buffer) => {
      client.buffer = Buffer.concat([client.buffer, chunk]);
      for (const { opcode, payload } of readFrames(client)) {
        if (opcode === 0x8) {
          socket.end(closeFrame(1000));
          continue;
        }
        if (opcode === 0x9) {
          socket.write(frame(payload.toString('utf8'), 0xa));
          continue;
        }
        if (opcode !== 0x1) continue;
        const message = JSON.parse(payload.toString('utf8')) as {
          type: string;
          token?: string;
          channelId?: string;
          lastSeq?: number | null;
        };
        if (message.type === 'ping') {
          send(client, { type: 'pong' });
        } else if (message.type === 'auth' && client.channel === null) {
          auths.push({
            token: message.token ?? '',
            channelId: message.channelId ?? '',
            lastSeq: message.lastSeq ?? null,
          });
          if (message.token !== token) {
            socket.end(closeFrame(4401));
            continue;
          }
          client.channel = message.channelId ?? '';
          const after = message.lastSeq;
          if (after !== null && after !== undefined) {
            for (const item of stored.get(client.channel) ?? []) {
              if (item.seq > after) send(client, item);
            }
          }
          send(client, { type: 'ready' });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const hub: NotificationHub = {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    auths,
    refuseConnections: false,
    publish(channel, name, payload) {
      const list = stored.get(channel) ?? [];
      stored.set(channel, list);
      const item = { name, seq: (list.at(-1)?.seq ?? 0) + 1, payload: payload ?? null };
      list.push(item);
      for (const client of clients) if (client.channel === channel) send(client, item);
      return item.seq;
    },
    get connections() {
      return [...clients].filter((client) => client.channel !== null).length;
    },
    dropAll() {
      for (const client of clients) client.socket.destroy();
      clients.clear();
    },
    closeAll(code) {
      for (const client of clients) client.socket.end(closeFrame(code));
    },
    close() {
      hub.dropAll();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
  return hub;
}
