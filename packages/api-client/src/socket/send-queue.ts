// The messages `send()` could not write yet: kept in order, tried every `intervalMs` at most
// `retries` times, then dropped with a `send-dropped` error.
import type { SocketClientFrame } from '../schemas/notifications';
import type { NotificationSocketError } from './errors';
import { report } from './shared';
import { NOTIFICATION_SOCKET_DEFAULTS, type NotificationSocketOptions } from './types';

/** A `send()` waiting for the connection to open. */
interface PendingSend {
  frame: SocketClientFrame;
  name: string;
  retries: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  onError: ((error: NotificationSocketError) => void) | undefined;
}

/** How a queue writes and reports. */
export interface SendQueueSetup {
  intervalMs: number;
  retries: number;
  /** Writes a frame when the connection is open; false when it could not. */
  write(frame: SocketClientFrame): boolean;
  /** The `send-dropped` error of a message. */
  dropped(message: string, messageName: string): NotificationSocketError;
}

/** The retry interval and count of a queue from the socket's options. */
export function resendSetup(
  options: NotificationSocketOptions,
): Pick<SendQueueSetup, 'intervalMs' | 'retries'> {
  const { resendIntervalMs, resendRetries } = NOTIFICATION_SOCKET_DEFAULTS;
  return {
    intervalMs: Math.max(1, options.resendIntervalMs ?? resendIntervalMs),
    retries: Math.max(0, options.resendRetries ?? resendRetries),
  };
}

export class SendQueue {
  private readonly pending: PendingSend[] = [];

  constructor(private readonly setup: SendQueueSetup) {}

  /** Writes `name` at once when it can, else keeps it and retries. */
  send(
    name: string,
    payload: unknown,
    onError: ((error: NotificationSocketError) => void) | undefined,
  ): void {
    const item: PendingSend = {
      frame: { type: 'message', name, payload },
      name,
      retries: 0,
      timer: undefined,
      onError,
    };
    this.pending.push(item);
    this.flush();
    if (this.pending.includes(item)) this.scheduleRetry(item);
  }

  /** Sends what is pending, in order, as long as the writes succeed. */
  flush(): void {
    while (this.pending.length > 0) {
      const item = this.pending[0];
      if (!item || !this.setup.write(item.frame)) return;
      this.pending.shift();
      clearTimeout(item.timer);
    }
  }

  /** Drops everything still pending (the socket was closed). */
  dropAll(): void {
    for (const item of [...this.pending]) {
      this.drop(item, `"${item.name}" not sent: the socket was closed`);
    }
  }

  private scheduleRetry(item: PendingSend): void {
    item.timer = setTimeout(() => {
      item.timer = undefined;
      this.flush();
      if (!this.pending.includes(item)) return;
      item.retries += 1;
      if (item.retries >= this.setup.retries) {
        this.drop(
          item,
          `"${item.name}" not sent: the socket did not open in ${item.retries} retries`,
        );
      } else {
        this.scheduleRetry(item);
      }
    }, this.setup.intervalMs);
  }

  private drop(item: PendingSend, message: string): void {
    const index = this.pending.indexOf(item);
    if (index !== -1) this.pending.splice(index, 1);
    clearTimeout(item.timer);
    const error = this.setup.dropped(message, item.name);
    if (!item.onError) {
      report(error);
      return;
    }
    try {
      item.onError(error);
    } catch (callbackError) {
      report(callbackError);
    }
  }
}
