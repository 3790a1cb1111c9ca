// Small helpers of the notification socket.
/** `WebSocket.OPEN`. */
export const OPEN = 1;

/** Reports an error thrown by a caller's callback without throwing. */
export function report(error: unknown): void {
  const reportError = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (reportError) reportError(error);
  else console.error(error);
}

/** Resolves the hub address, switching `http(s):` to `ws(s):`; refuses any other scheme. */
export function resolveSocketUrl(url: string | URL): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  let resolved: URL;
  try {
    resolved = new URL(String(url), page);
  } catch (cause) {
    throw new TypeError(`@care/api-client: socket url "${String(url)}" is not a URL`, { cause });
  }
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  else if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  if (resolved.protocol !== 'ws:' && resolved.protocol !== 'wss:') {
    throw new TypeError(`@care/api-client: socket url "${resolved.href}" is not ws(s) or http(s)`);
  }
  resolved.hash = '';
  return resolved.href;
}
