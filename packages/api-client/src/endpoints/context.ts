import type { RequestFn } from '../transport/transport';
import type { TokenStore } from '../transport/token-store';

/** Options every endpoint call accepts. */
export interface CallOptions {
  /** Cancels the call; it then rejects with an `ApiError` FEE001 (see `isCancelled`). */
  signal?: AbortSignal | undefined;
}

/** What an endpoint module is built from: the transport's `request` and the token store. */
export interface EndpointContext {
  request: RequestFn;
  tokenStore: TokenStore;
}

/** Encodes one path segment (an id, a locale) so it cannot change the path. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
