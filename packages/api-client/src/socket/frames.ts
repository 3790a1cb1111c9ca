// Decoding the frames the server sends: control frames and notifications, replays included.
import {
  notificationFrameSchema,
  socketControlFrameSchema,
  type NotificationFrame,
} from '../schemas/notifications';
import type { NotificationSocketError } from './errors';
import type { ChannelErrorFactory } from './handle-set';

/** What a received frame means to the channel; `null` for one to ignore (a pong, a replay). */
export type Incoming =
  | { type: 'ready' }
  | { type: 'notification'; frame: NotificationFrame }
  | { type: 'problem'; error: NotificationSocketError }
  | null;

/**
 * Decodes a frame: a control frame (it has `type`) or a notification. Replays overlap what was
 * already handled: a notification numbered `lastSeq` or older is ignored.
 */
export function decodeFrame(
  data: unknown,
  lastSeq: number | null,
  error: ChannelErrorFactory,
): Incoming {
  let json: unknown;
  try {
    if (typeof data !== 'string') throw new TypeError('not a text frame');
    json = JSON.parse(data);
  } catch (cause) {
    return {
      type: 'problem',
      error: error('bad-frame', 'a frame that is not JSON text', { cause }),
    };
  }
  if (typeof json === 'object' && json !== null && 'type' in json) {
    const control = socketControlFrameSchema.safeParse(json);
    if (!control.success) {
      const cause = control.error;
      return { type: 'problem', error: error('bad-frame', 'an unknown control frame', { cause }) };
    }
    if (control.data.type === 'ready') return { type: 'ready' };
    if (control.data.type === 'error') {
      const { errorCode, message } = control.data;
      const text = message ?? `the server reported ${errorCode}`;
      return { type: 'problem', error: error('server-error', text, { code: errorCode }) };
    }
    return null;
  }
  const parsed = notificationFrameSchema.safeParse(json);
  if (!parsed.success) {
    const cause = parsed.error;
    return {
      type: 'problem',
      error: error('bad-frame', 'a frame that is not a notification', { cause }),
    };
  }
  if (lastSeq !== null && parsed.data.seq <= lastSeq) return null;
  return { type: 'notification', frame: parsed.data };
}
