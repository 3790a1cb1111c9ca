// The transport's public types: one request's options, the transport's options and the transport.
import type { z } from 'zod/mini';
import type { HttpMethod } from '../schemas/routes';
import type { TokenStore } from './token-store';

/** A query-string value; `null` and `undefined` are left out, arrays repeat the key. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Query-string parameters of a request. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** How the answer body is read before it is handed to the schema. */
export type ResponseType = 'json' | 'text' | 'blob';

/** One request, as given to `request(schema, options)`. */
export interface RequestOptions {
  /** Default `GET`. */
  method?: HttpMethod;
  /**
   * Relative to the base URL (`auth/sign-in` → `{baseUrl}auth/sign-in`), or absolute on the same
   * site (`/meta.json` → site root). Standard URL resolution; other origins are refused.
   */
  path: string;
  /** Sent as JSON (`Content-Type: application/json`) when not undefined. Not allowed on GET. */
  body?: unknown;
  /** Appended to the URL's query string. */
  query?: QueryParams;
  /** Cancels the request; the promise then rejects with an `ApiError` FEE001. */
  signal?: AbortSignal | undefined;
  /** When true, no `Authorization` header is sent (public files such as `/meta.json`). */
  anonymous?: boolean;
  /**
   * The fetch cache mode, e.g. `no-store` for the version check (spelled out rather than the DOM
   * library's `RequestCache`, so Node projects without that library can use the types).
   */
  cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached';
  /** How the body is read: JSON (default), text, or a Blob (images, downloads). */
  responseType?: ResponseType;
  /**
   * True for a create (routes marked `idempotent` in `API_ROUTES`): the call carries an
   * `Idempotency-Key` header, `idempotencyKey` or else a fresh key, the same on every attempt, and
   * is retried like a GET, since the server answers a retry with the first answer.
   */
  idempotent?: boolean;
  /**
   * The key of this logical save: pass the same one when the user tries the same save again, so
   * a save whose answer was lost is not carried out twice. Sent with any method.
   */
  idempotencyKey?: string | undefined;
  /**
   * True for a call the user did not ask for (a poll while the page stays open): it carries
   * `Care-Background: true`, and the server does not count it as activity, so it does not move
   * the session's idle expiry.
   */
  background?: boolean;
  /** Extra request headers (the transport's own headers win). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Gives up after this many ms (retries included) with an `ApiError` FEE003, like an answer that
   * never came. Default: the transport's `timeoutMs`; `0` means no limit for this call.
   */
  timeoutMs?: number | undefined;
}

/** Makes one request and returns the body parsed by `schema`; rejects only with `ApiError`. */
export type RequestFn = <S extends z.ZodMiniType>(
  schema: S,
  options: RequestOptions,
) => Promise<z.output<S>>;

/** What `onLongResponse` is told. */
export interface LongResponseInfo {
  method: HttpMethod;
  path: string;
  /** Milliseconds since the call was made, at the moment the callback fires. */
  durationMs: number;
}

/** What `onSessionExpired` is told. */
export interface SessionExpiredInfo {
  /** 412, 417, or 401 E005 to a request that carried a token. */
  status: number;
  method: HttpMethod;
  path: string;
}

/** What `onAnswer` is told: one answer of the server, success or failure. */
export interface AnswerInfo {
  method: HttpMethod;
  path: string;
  status: number;
  /** The answer's headers (e.g. `Care-Session-Expires-In`, read by `sessionSecondsLeft`). */
  headers: Headers;
  /** Whether the request carried the session token. */
  authenticated: boolean;
}

/** How the transport is set up. */
export interface TransportOptions {
  /**
   * The API base, e.g. `http://localhost:3000/api/` or `/api/` (resolved against the page in a
   * browser). A missing trailing slash is added.
   */
  baseUrl: string | URL;
  /** Where the session token lives. */
  tokenStore: TokenStore;
  /** The fetch to use (default: the global one, looked up at call time). */
  fetch?: typeof globalThis.fetch;
  /**
   * The IANA time zone sent as `X-Time-Zone` (default: the runtime's resolved zone, read for
   * each request so a device that changes zone sends the new one).
   */
  timeZone?: string | (() => string);
  /**
   * Called when an answer is 412, 417 or 401 E005 (see `endsSession`) while the store still held a token, after clearing it:
   * the session is over. Several requests failing together therefore report once; an expiry
   * answer when no token is stored (already signed out) only rejects.
   */
  onSessionExpired?: (info: SessionExpiredInfo) => void;
  /**
   * Called with every answer that arrives (after its token rotation, before its body is parsed),
   * whatever its status; not for calls that got no answer. For what the answers' headers tell
   * about the session, such as the time it has left (`sessionSecondsLeft`). A throwing
   * callback is reported, never breaks the call.
   */
  onAnswer?: (answer: AnswerInfo) => void;
  /**
   * Called while a request is still waiting, as soon as it has taken longer than
   * `longResponseMs`, so the UI can show a "this is taking long" warning. It may return a
   * function, called when that request settles, to take the warning down.
   */
  // Like React's effect callbacks: return nothing, or a clean-up.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  onLongResponse?: (info: LongResponseInfo) => void | (() => void);
  /**
   * The long-response threshold in ms (default 1500,
   * docs/behaviour/shell-and-session.md#slow-answers).
   */
  longResponseMs?: number;
  /**
   * Retries of a GET or a create with an idempotency key after a network failure or a 5xx answer
   * (default 2: three attempts in all). Other writes are never retried. See "Retries" on
   * `createTransport`.
   */
  networkRetries?: number;
  /** The first retry delay in ms, doubled for each further retry (default 300: 300, 600 ms). */
  retryDelayMs?: number;
  /**
   * Default time limit of a call in ms, retries included (default: none). A call past it rejects
   * with FEE003, so a request hanging on a half-dead network ends instead of spinning forever.
   * Calls may set their own `timeoutMs` (e.g. longer for uploads).
   */
  timeoutMs?: number;
}

/** The transport: a `request` function bound to one base URL and token store. */
export interface Transport {
  /** Makes one request; see `RequestFn`. */
  request: RequestFn;
  /** The base URL every relative path resolves against. */
  baseUrl: URL;
  /** The token store in use. */
  tokenStore: TokenStore;
}
