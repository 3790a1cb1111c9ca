import { z } from 'zod/mini';

/**
 * The notification socket's wire protocol (our design; docs/behaviour/notifications.md). Every
 * frame is one JSON text message. The client and the reference server validate frames with these
 * schemas.
 *
 * Client → server: `auth` (always the first frame), `ping`, `ack`, `message`.
 * Server → client: notifications `{ name, seq, payload }`, and the control frames `ready`, `pong`
 * and `error`.
 */

/** A notification sequence number: increasing per channel, starting at 1. */
export const notificationSeqSchema = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/**
 * The first frame on every connection: the session token (never in the URL, so proxies and access
 * logs do not record it), the channel to join, and the last sequence number the client has seen
 * (`null` on its first connection: no replay, only what comes next). The server replays every
 * notification with a higher `seq` that it still holds, then sends `ready`.
 */
export const socketAuthFrameSchema = z.object({
  type: z.literal('auth'),
  token: z.string().check(z.minLength(1), z.maxLength(4096)),
  channelId: z.string().check(z.minLength(1), z.maxLength(200)),
  lastSeq: z.nullable(notificationSeqSchema),
});
/** The `auth` frame. */
export type SocketAuthFrame = z.infer<typeof socketAuthFrameSchema>;

/** Heartbeat probe; the server answers `{ type: 'pong' }` at any time, authenticated or not. */
export const socketPingFrameSchema = z.object({ type: z.literal('ping') });

/**
 * Cumulative acknowledgement: the client has handled every notification up to `seq`, so the
 * server may forget them (it keeps unacknowledged ones for replay).
 */
export const socketAckFrameSchema = z.object({
  type: z.literal('ack'),
  seq: notificationSeqSchema,
});

/** A message the client sends on the channel (`socket.send(name, payload)`). */
export const socketClientMessageFrameSchema = z.object({
  type: z.literal('message'),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  payload: z.unknown(),
});

/** Any frame the client sends. */
export const socketClientFrameSchema = z.discriminatedUnion('type', [
  socketAuthFrameSchema,
  socketPingFrameSchema,
  socketAckFrameSchema,
  socketClientMessageFrameSchema,
]);
/** Any frame the client sends. */
export type SocketClientFrame = z.infer<typeof socketClientFrameSchema>;

/** A notification from the server: dispatched to the handlers registered for `name`. */
export const notificationFrameSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  seq: notificationSeqSchema,
  payload: z.unknown(),
});
/** A notification from the server. */
export type NotificationFrame = z.infer<typeof notificationFrameSchema>;

/** Sent once the `auth` frame is accepted and any replay is done: the channel is live. */
export const socketReadyFrameSchema = z.object({ type: z.literal('ready') });
/** The answer to a `ping`. */
export const socketPongFrameSchema = z.object({ type: z.literal('pong') });
/** A problem the server reports without closing, with a catalogue code. */
export const socketErrorFrameSchema = z.object({
  type: z.literal('error'),
  errorCode: z.string().check(z.minLength(1), z.maxLength(20)),
  message: z.optional(z.string()),
});

/** A control frame from the server. */
export const socketControlFrameSchema = z.discriminatedUnion('type', [
  socketReadyFrameSchema,
  socketPongFrameSchema,
  socketErrorFrameSchema,
]);
/** A control frame from the server. */
export type SocketControlFrame = z.infer<typeof socketControlFrameSchema>;

/** Any frame the server sends: a control frame (it has `type`) or a notification. */
export const socketServerFrameSchema = z.union([socketControlFrameSchema, notificationFrameSchema]);
/** Any frame the server sends. */
export type SocketServerFrame = z.infer<typeof socketServerFrameSchema>;

/**
 * Close codes with a meaning in this protocol. After `unauthenticated` or `forbidden` the client
 * stops reconnecting (retrying a refused token only loads the server); every other close, clean
 * or not, is followed by a reconnect.
 */
export const SOCKET_CLOSE_CODES = {
  /** The client closed on purpose (`close()`). */
  normal: 1000,
  /** The client gave up on a connection whose heartbeat went unanswered. */
  heartbeatTimeout: 4000,
  /** The `auth` frame was missing, malformed, or its token is not a live session (E005). */
  unauthenticated: 4401,
  /** The session may not join this channel (E013). */
  forbidden: 4403,
} as const;
