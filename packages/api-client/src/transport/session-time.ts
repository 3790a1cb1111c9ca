// What an answer tells about the session; its own module, without the rest of the transport, so
// an app's first load can read it.
import { SESSION_EXPIRES_IN_HEADER } from '../schemas/headers';

/**
 * The seconds the session has left, from an answer's `Care-Session-Expires-In` header (whole
 * seconds, by the server's clock); undefined when the answer has none or a malformed one.
 */
export function sessionSecondsLeft(headers: Pick<Headers, 'get'>): number | undefined {
  const header = headers.get(SESSION_EXPIRES_IN_HEADER)?.trim();
  if (header === undefined || !/^\d{1,10}$/.test(header)) return undefined;
  return Number(header);
}
