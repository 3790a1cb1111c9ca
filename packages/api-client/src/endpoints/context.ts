import { API_ROUTES, fillPath, type ApiRouteName, type HttpMethod } from '../schemas/routes';
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

/** The method and filled path of a route of `API_ROUTES`. */
export function at(
  name: ApiRouteName,
  params?: Readonly<Record<string, string | number>>,
): { method: HttpMethod; path: string } {
  const route = API_ROUTES[name];
  return { method: route.method, path: fillPath(route.path, params) };
}
