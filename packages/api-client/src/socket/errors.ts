// The errors a notification socket reports through `onError`.
/** What went wrong on a notification socket (see `NotificationSocketError`). */
export type NotificationSocketErrorKind =
  /** A `send()` was not delivered: the socket did not open within its retries, or was closed. */
  | 'send-dropped'
  /** The server refused the session (close 4401) or the channel (4403): no more reconnects. */
  | 'auth-refused'
  /** There was no session token to authenticate with; retried with the reconnect backoff. */
  | 'no-token'
  /** A frame that is not JSON or not of the protocol, or a payload its handler's schema refused. */
  | 'bad-frame'
  /** A handler threw; the other handlers still ran. */
  | 'handler-failed'
  /** The server sent an `error` frame. */
  | 'server-error';

/** An error reported through `onError`; the socket itself never throws after creation. */
export class NotificationSocketError extends Error {
  /** What went wrong. */
  readonly kind: NotificationSocketErrorKind;
  /** The channel it happened on. */
  readonly channelId: string;
  /** A catalogue code: E005/E013 for a refusal, the server's code for `server-error`. */
  readonly code: string | undefined;
  /** The message name of a dropped send, a refused payload or a failing handler. */
  readonly messageName: string | undefined;

  /** Creates the error; `code`, `messageName` and `cause` are optional details. */
  constructor(init: {
    kind: NotificationSocketErrorKind;
    channelId: string;
    message: string;
    code?: string;
    messageName?: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'NotificationSocketError';
    this.kind = init.kind;
    this.channelId = init.channelId;
    this.code = init.code;
    this.messageName = init.messageName;
  }
}
