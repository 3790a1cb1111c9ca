import {
  socketServerFrameSchema,
  type SocketClientFrame,
  type SocketServerFrame,
} from '@care/api-client/schemas';
import { WebSocket } from 'ws';

/** How a test socket ended: the close code and reason the client saw. */
export interface Closed {
  code: number;
  reason: string;
}

/** A refused upgrade: the HTTP status and body the server answered instead of 101. */
export class UpgradeRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upgrade refused with ${status}`);
  }
}

/** Generous: the machines running the tests are shared and busy. */
const WAIT_MS = 20_000;

/**
 * A raw protocol client for the hub's tests (the `ws` package, frames checked with the contract's
 * schemas): every frame the server sends must parse as a server frame of the protocol.
 */
export class TestSocket {
  private readonly queue: SocketServerFrame[] = [];
  private waiter: (() => void) | undefined;
  /** Resolves when the connection closes, with the code and reason. */
  readonly closed: Promise<Closed>;
  /** Frames that did not match the protocol (should stay empty). */
  readonly badFrames: unknown[] = [];

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString('utf8') });
        this.waiter?.();
      });
    });
    ws.on('message', (data) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(data));
      } catch {
        this.badFrames.push(String(data));
        return;
      }
      const parsed = socketServerFrameSchema.safeParse(frame);
      if (parsed.success) this.queue.push(parsed.data);
      else this.badFrames.push(frame);
      this.waiter?.();
    });
  }

  /** Opens a socket to `url`; rejects with `UpgradeRefused` when the server answers HTTP. */
  static open(url: string, options: { origin?: string; autoPong?: boolean } = {}) {
    const ws = new WebSocket(url, {
      ...(options.origin === undefined ? {} : { origin: options.origin }),
      autoPong: options.autoPong ?? true,
    });
    const socket = new TestSocket(ws);
    return new Promise<TestSocket>((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => reject(new UpgradeRefused(response.statusCode ?? 0, body)));
      });
      ws.once('error', (error) => reject(error));
    });
  }

  /** Sends a frame of the protocol (or any text, to test refusals). */
  send(frame: SocketClientFrame | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame the server sent (waits for it). */
  async next(timeoutMs = WAIT_MS): Promise<SocketServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = this.queue.shift();
      if (frame) return frame;
      if (this.ws.readyState === WebSocket.CLOSED) {
        const { code, reason } = await this.closed;
        throw new Error(`closed (${code} ${reason}) while waiting for a frame`);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = undefined;
    }
  }

  /** Every frame up to and including `{ type: 'ready' }`. */
  async untilReady(): Promise<SocketServerFrame[]> {
    const frames: SocketServerFrame[] = [];
    for (;;) {
      const frame = await this.next();
      frames.push(frame);
      if ('type' in frame && frame.type === 'ready') return frames;
    }
  }

  /** Frames already received and not yet read. */
  pending(): readonly SocketServerFrame[] {
    return [...this.queue];
  }

  /** Waits for the close; fails the test after the generous wait. */
  async closedWithin(timeoutMs = WAIT_MS): Promise<Closed> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    });
    try {
      return await Promise.race([this.closed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes from the client side and waits for it. */
  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close(1000);
    await this.closedWithin();
  }
}
