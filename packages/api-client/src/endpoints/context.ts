import { CORE_ROUTES, fillPath, type ApiRoute, type HttpMethod } from '../schemas/routes';
import type { RequestFn, RequestOptions } from '../transport/transport';
import type { TokenStore } from '../transport/token-store';

/** Options every endpoint call accepts. */
export interface CallOptions {
  /** Cancels the call; it then rejects with an `ApiError` FEE001 (see `isCancelled`). */
  signal?: AbortSignal | undefined;
  /**
   * This call's time limit in ms, retries included (default: the client's `timeoutMs`; 0 for
   * none). Past it the call rejects with FEE003.
   */
  timeoutMs?: number | undefined;
  /**
   * For a create: the key of this logical save, the same when the user tries the same save
   * again (default: a fresh one per call). See `RequestOptions.idempotencyKey`.
   */
  idempotencyKey?: string | undefined;
  /**
   * True for a call the user did not ask for (a poll): it does not move the session's idle
   * expiry. See `RequestOptions.background`.
   */
  background?: boolean;
}

/** What an endpoint module is built from: the transport's `request` and the token store. */
export interface EndpointContext {
  request: RequestFn;
  tokenStore: TokenStore;
}

/** The per-call request options taken from `CallOptions`. */
export function call(
  options: CallOptions,
): Pick<RequestOptions, 'signal' | 'timeoutMs' | 'idempotencyKey' | 'background'> {
  return {
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
    ...(options.background ? { background: true } : {}),
  };
}

/** The method and filled path of a route, and whether it is a create. */
export type RouteAt = { method: HttpMethod; path: string; idempotent?: boolean };

/**
 * The finder of a route table's routes by name: the method and filled path. Each care module's
 * endpoints find theirs in the module's own table (`routesOf(DIARY_ROUTES)`), so a page loads
 * only the tables of the modules it calls.
 */
export function routesOf<K extends string>(table: Readonly<Record<K, ApiRoute>>) {
  return (name: K, params?: Readonly<Record<string, string | number>>): RouteAt => {
    const route: ApiRoute = table[name];
    return {
      method: route.method,
      path: fillPath(route.path, params),
      ...(route.idempotent ? { idempotent: true } : {}),
    };
  };
}

/** The method and filled path of a route of `CORE_ROUTES`. */
export const at = routesOf(CORE_ROUTES);
