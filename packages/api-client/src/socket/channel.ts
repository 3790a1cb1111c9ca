// One connection to one channel, shared by its handles. It composes the handshake, the WebSocket
// with its heartbeat (connection.ts), frames, handle set, send queue and reconnector.
import { SOCKET_CLOSE_CODES } from '../schemas/notifications';
import {
  connectionSetup,
  openConnection,
  type Connection,
  type ConnectionSetup,
} from './connection';
import type { NotificationSocketError } from './errors';
import { decodeFrame } from './frames';
import { Handle } from './handle';
import { channelErrors, HandleSet, type ChannelErrorFactory } from './handle-set';
import { Handshake, refusalError } from './handshake';
import { Reconnector } from './reconnect';
import { resendSetup, SendQueue } from './send-queue';
import type { NotificationSocketOptions, SocketStatus } from './types';

export class Channel {
  lastSeq: number | null;
  readonly channelId: string;
  readonly error: ChannelErrorFactory;
  readonly send: SendQueue['send'];
  private readonly handles: HandleSet;
  private readonly setup: ConnectionSetup;
  private readonly handshake: Handshake;
  private readonly queue: SendQueue;
  private readonly reconnector: Reconnector;
  private connection: Connection | undefined;
  private disposed = false;

  constructor(
    url: string,
    options: NotificationSocketOptions,
    private readonly onDispose: () => void,
  ) {
    this.channelId = options.channelId;
    this.lastSeq = options.lastSeq ?? null;
    this.error = channelErrors(this.channelId);
    this.handles = new HandleSet(this.error);
    this.setup = connectionSetup(url, options);
    this.handshake = new Handshake(options, this.error, (error) => this.handles.emit(error));
    this.reconnector = new Reconnector(() => this.connect(), options.backoff, options.random);
    this.queue = new SendQueue({
      ...resendSetup(options),
      write: (frame) =>
        this.status === 'open' && !!this.connection?.open && this.connection.write(frame),
      dropped: (message, messageName) => this.error('send-dropped', message, { messageName }),
    });
    this.send = (name, payload, onError) => this.queue.send(name, payload, onError);
  }

  get status(): SocketStatus {
    return this.handles.status;
  }

  acquire(onError: ((error: NotificationSocketError) => void) | undefined): Handle {
    const handle = new Handle(this, onError);
    this.handles.add(handle);
    if (this.handles.size === 1 && !this.connection && !this.reconnector.pending) this.connect();
    return handle;
  }

  release(handle: Handle): void {
    this.handles.delete(handle);
    if (this.handles.size === 0) this.dispose();
  }

  private connect(): void {
    if (this.disposed) return;
    this.reconnector.cancel();
    this.handles.setStatus('connecting');
    this.handshake.start((token) => {
      if (token) this.connection = this.createConnection(token);
      if (this.connection) return;
      this.handles.setStatus('closed');
      this.reconnector.schedule();
    });
  }

  private createConnection(token: string): Connection | undefined {
    return openConnection(this.setup, token, {
      lastSeq: () => this.lastSeq,
      message: (data) => this.receive(data),
      lost: (code) => this.lost(code),
      failed: (cause) =>
        this.handles.emit(
          this.error('server-error', 'the WebSocket could not be created', { cause }),
        ),
    });
  }

  private receive(data: unknown): void {
    const incoming = decodeFrame(data, this.lastSeq, this.error);
    if (incoming?.type === 'problem') this.handles.emit(incoming.error);
    else if (incoming?.type === 'ready') {
      this.reconnector.succeeded();
      this.handles.setStatus('open');
      this.queue.flush();
    } else if (incoming?.type === 'notification') {
      const { connection } = this;
      this.lastSeq = incoming.frame.seq;
      this.handles.dispatch(incoming.frame);
      // A handler may have reconnected or closed: then the old connection (detached) sends nothing.
      connection?.write({ type: 'ack', seq: incoming.frame.seq });
    }
  }

  private lost(code: number): void {
    this.connection = undefined;
    if (this.disposed) return;
    this.handles.setStatus('closed');
    const refusal = refusalError(code, this.error);
    if (!refusal) return this.reconnector.schedule();
    this.reconnector.refused = true;
    this.handles.emit(refusal);
  }

  /** Detaches the current connection (its later events are ignored) and closes it. */
  private abandon(reason: string, terminate: boolean): void {
    this.connection?.close(SOCKET_CLOSE_CODES.normal, reason, terminate);
    this.connection = undefined;
  }

  reconnect(): void {
    if (this.disposed) return;
    this.reconnector.reset();
    this.abandon('reconnect', true);
    this.connect();
  }

  /** Releases every handle, which closes the connection. */
  closeAll(): void {
    for (const handle of this.handles.all()) handle.close();
    this.dispose();
  }

  private dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.handshake.cancel();
    this.reconnector.cancel();
    this.abandon('closed by the client', false);
    this.queue.dropAll();
    this.handles.status = 'closed';
    this.onDispose();
  }
}
