// The handles sharing a connection, and what reaches them: errors (to their `onError`, or the
// console when none listens), status changes, and the notifications they subscribed to.
import type { NotificationFrame } from '../schemas/notifications';
import { NotificationSocketError, type NotificationSocketErrorKind } from './errors';
import type { Handle } from './handle';
import { report } from './shared';
import type { NotificationHandler, SocketStatus } from './types';

/** Builds an error of the connection's channel. */
export type ChannelErrorFactory = (
  kind: NotificationSocketErrorKind,
  message: string,
  details?: { code?: string; messageName?: string; cause?: unknown },
) => NotificationSocketError;

/** The error factory of channel `channelId`. */
export function channelErrors(channelId: string): ChannelErrorFactory {
  return (kind, message, details = {}) =>
    new NotificationSocketError({ kind, channelId, message, ...details });
}

export class HandleSet {
  /** The connection's status, as the handles last heard it. */
  status: SocketStatus = 'closed';
  private readonly handles = new Set<Handle>();

  constructor(private readonly error: ChannelErrorFactory) {}

  get size(): number {
    return this.handles.size;
  }

  add(handle: Handle): void {
    this.handles.add(handle);
  }

  delete(handle: Handle): void {
    this.handles.delete(handle);
  }

  /** A copy, so that handles may close while it is walked. */
  all(): Handle[] {
    return [...this.handles];
  }

  /** Tells the handles' `onError` (or only `only`'s), or the console when none listens. */
  emit(error: NotificationSocketError, only?: Handle): void {
    let told = false;
    for (const handle of only ? [only] : this.all()) {
      if (!handle.onError) continue;
      told = true;
      try {
        handle.onError(error);
      } catch (callbackError) {
        report(callbackError);
      }
    }
    if (!told) report(error);
  }

  /** Sets the status, telling every status listener of every handle when it changed. */
  setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const handle of this.all()) {
      for (const listener of [...handle.statusListeners]) {
        try {
          listener(status);
        } catch (error) {
          report(error);
        }
      }
    }
  }

  /**
   * Hands a notification to every subscription of its name, validated by the subscription's
   * schema; a refused payload or a throwing handler is reported to that handle only.
   */
  dispatch(frame: NotificationFrame): void {
    for (const handle of this.all()) {
      for (const subscription of [...(handle.subscriptions.get(frame.name) ?? [])]) {
        let payload: unknown = frame.payload;
        if (subscription.schema) {
          const parsed = subscription.schema.safeParse(payload);
          if (!parsed.success) {
            const message = `a "${frame.name}" payload its schema refused`;
            this.emit(
              this.error('bad-frame', message, { messageName: frame.name, cause: parsed.error }),
              handle,
            );
            continue;
          }
          payload = parsed.data;
        }
        try {
          (subscription.handler as NotificationHandler<unknown>)(payload, frame);
        } catch (cause) {
          const message = `a "${frame.name}" handler threw`;
          this.emit(
            this.error('handler-failed', message, { messageName: frame.name, cause }),
            handle,
          );
        }
      }
    }
  }
}
