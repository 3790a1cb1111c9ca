// Authenticating a connection: the session token is looked up for every attempt (connection.ts
// sends it in the `auth` frame), and a refusal (close 4401 or 4403) ends the reconnects.
import { SOCKET_CLOSE_CODES } from '../schemas/notifications';
import type { NotificationSocketError } from './errors';
import type { ChannelErrorFactory } from './handle-set';
import type { NotificationSocketOptions } from './types';

export class Handshake {
  /** Bumped for every attempt, so a slow token lookup of an old one is ignored. */
  private generation = 0;
  private noTokenReported = false;

  constructor(
    private readonly options: NotificationSocketOptions,
    private readonly error: ChannelErrorFactory,
    private readonly report: (error: NotificationSocketError) => void,
  ) {}

  /**
   * Looks up the session token (null when there is none or the lookup failed), then calls `onToken`
   * unless a newer attempt or `cancel()` came since. A missing token is reported once, until a
   * token is found again.
   */
  start(onToken: (token: string | null) => void): void {
    const generation = ++this.generation;
    const { tokenStore, getToken } = this.options;
    Promise.resolve()
      .then(() => (getToken ? getToken() : (tokenStore?.get() ?? null)))
      .then(
        (token) => this.found(generation, token, onToken),
        () => this.found(generation, null, onToken),
      );
  }

  /** Ignores the attempt under way. */
  cancel(): void {
    this.generation += 1;
  }

  private found(generation: number, token: string | null, onToken: (token: string | null) => void) {
    if (generation !== this.generation) return;
    if (!token && !this.noTokenReported) {
      this.report(this.error('no-token', 'no session token to authenticate the socket with'));
    }
    this.noTokenReported = !token;
    onToken(token);
  }
}

/** The `auth-refused` error of a close code that refuses the session or channel, else undefined. */
export function refusalError(
  code: number,
  error: ChannelErrorFactory,
): NotificationSocketError | undefined {
  if (code === SOCKET_CLOSE_CODES.unauthenticated) {
    return error('auth-refused', 'the server refused the session token', { code: 'E005' });
  }
  if (code === SOCKET_CLOSE_CODES.forbidden) {
    return error('auth-refused', 'the session may not join this channel', { code: 'E013' });
  }
  return undefined;
}
