// A Node service (NodeNext resolution, no DOM library, exactOptionalPropertyTypes) using the packed
// package: a client with an in-memory token, a socket over `ws`, and a server validating frames.
import {
  createClient,
  createNotificationSocketRegistry,
  memoryTokenStore,
  type NotificationSocketError,
} from '#api-client';
import {
  SOCKET_CLOSE_CODES,
  socketClientFrameSchema,
  type NotificationFrame,
} from '#api-client/schemas';
import WebSocket, { WebSocketServer } from 'ws';

const tokenStore = memoryTokenStore();
const api = createClient({ baseUrl: 'http://127.0.0.1:3000/api/', tokenStore, timeoutMs: 10_000 });

export async function watch(username: string, password: string): Promise<() => void> {
  await api.auth.signIn({ username, password });
  const registry = createNotificationSocketRegistry();
  const socket = registry.open({
    url: 'ws://127.0.0.1:3000/api/notifications',
    channelId: 'facility-1',
    getToken: () => tokenStore.get(),
    WebSocket,
    heartbeatMs: 15_000,
    backoff: { initialMs: 1000, maxMs: 60_000 },
    onError: (error: NotificationSocketError) => console.error(error.kind, error.code),
  });
  const stop = socket.on('guest.admitted', (payload: unknown, frame: NotificationFrame) =>
    console.log(frame.seq, payload),
  );
  return () => {
    stop();
    registry.closeAll();
  };
}

export function hub(port: number): WebSocketServer {
  const server = new WebSocketServer({ port });
  server.on('connection', (socket) => {
    socket.on('message', (data: Buffer) => {
      const frame = socketClientFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (!frame.success) socket.close(SOCKET_CLOSE_CODES.unauthenticated);
      else if (frame.data.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (frame.data.type === 'auth') socket.send(JSON.stringify({ type: 'ready' }));
    });
  });
  return server;
}
