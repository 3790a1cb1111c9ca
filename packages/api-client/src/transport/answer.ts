// Reading an answer: the rotated token, a failure's error (and whether it ends the session), a
// success body parsed by its schema.
import type { z } from 'zod/mini';
import { ApiError, ApiSchemaError, isSessionEndingAnswer } from '../errors/api-error';
import { isServerErrorCode, type ErrorCode } from '../errors/catalogue';
import type { CallSite } from './call';
import type { TokenStore } from './token-store';
import type { ResponseType } from './types';

/** Token characters allowed by RFC 6750 (b64token); anything else is ignored as a token. */
const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

/** Stores the token of an answer's `Authorization: Bearer …` header, unless it came too late. */
export function rotateToken(
  tokenStore: TokenStore,
  response: Response,
  sentToken: string | null,
): void {
  const header = response.headers.get('Authorization');
  const match = header ? BEARER.exec(header) : null;
  if (!match?.[1]) return;
  // A late answer must not overwrite a newer token or revive a session that ended meanwhile.
  if (tokenStore.get() !== sentToken) return;
  if (match[1] === sentToken) return;
  if (sentToken !== null && tokenStore.rotate) tokenStore.rotate(sentToken, match[1]);
  else tokenStore.set(match[1]);
}

/**
 * Whether a failure answer means the session is over: 412 or 417 (expired, blocked), or 401 E005
 * to a request that carried a token (the server no longer knows it: revoked, or the copy of a
 * token rotated long ago in another tab). Another 401 (a wrong password) leaves the session alone.
 * The page then leaves for the login page and says why.
 */
export function endsSession(
  answer: { status: number; code: string },
  sentToken: string | null,
): boolean {
  if (!isSessionEndingAnswer(answer.status, answer.code)) return false;
  // A 401 to a request without a token is a failed sign-in, not a lost session.
  return answer.status !== 401 || sentToken !== null;
}

/** The seconds of a `Retry-After` header in its delta-seconds form; undefined otherwise. */
function retryAfterOf(header: string | null): number | undefined {
  if (header === null || !/^\d{1,9}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** The catalogue code of a failure answer: its `errorCode` when it is a server code, else E008. */
function errorCodeOf(payload: unknown): ErrorCode {
  if (typeof payload !== 'string' || payload === '') return 'E008';
  try {
    const body: unknown = JSON.parse(payload);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const code = (body as { errorCode?: unknown }).errorCode;
      if (isServerErrorCode(code)) return code;
    }
  } catch {
    // Not JSON: a proxy's HTML page, an empty gateway answer, …
  }
  return 'E008';
}

/** The `ApiError` of a failure answer (its text `payload`). */
export function failureOf(site: CallSite, response: Response, payload: unknown): ApiError {
  return new ApiError({
    ...site,
    code: errorCodeOf(payload),
    status: response.status,
    retryAfterSeconds: retryAfterOf(response.headers.get('Retry-After')),
  });
}

/** A success `payload` (text, or a Blob) parsed by `schema`; bad data is never passed on. */
export async function parseSuccess<S extends z.ZodMiniType>(
  schema: S,
  site: CallSite,
  response: Response,
  payload: unknown,
  responseType: ResponseType,
): Promise<z.output<S>> {
  const status = response.status;
  let value: unknown = payload;
  if (responseType === 'json') {
    const text = payload as string;
    try {
      value = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      throw new ApiSchemaError({ ...site, status, detail: 'the answer is not JSON', cause });
    }
  }
  const parsed = await schema.safeParseAsync(value);
  if (parsed.success) return parsed.data;
  throw new ApiSchemaError({
    ...site,
    status,
    detail: parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; '),
    issues: parsed.error.issues,
    cause: parsed.error,
  });
}
