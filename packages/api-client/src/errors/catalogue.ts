/**
 * The error catalogue of Care's API (docs/behaviour/README.md#error-codes). Server errors arrive as
 * `{ errorCode }` with a fitting HTTP status; the client turns them into an `ApiError` whose
 * `messageKey` is the i18n key `error.translation.code.{code}`. The `FEE` codes are front-end only
 * (status 0, never sent by a server): FEE001 a cancelled request (never shown), FEE002 an answer
 * that broke the contract, FEE003 a network failure.
 */
export const ERROR_CATALOGUE = {
  E001: { meaning: 'sign-in channel', status: 403 },
  E002: { meaning: 'missing group', status: 403 },
  E003: { meaning: 'missing personal data', status: 404 },
  E004: { meaning: 'missing product', status: 404 },
  E005: { meaning: 'unauthenticated', status: 401 },
  E006: { meaning: 'group authorization', status: 403 },
  E007: { meaning: 'passwords do not match', status: 400 },
  E008: { meaning: 'generic', status: 500 },
  E009: { meaning: 'date overlapping', status: 409 },
  E010: { meaning: 'missing role', status: 403 },
  E011: { meaning: 'username not available', status: 409 },
  E012: { meaning: 'missing field in input', status: 400 },
  E013: { meaning: 'operation not permitted', status: 403 },
  E014: { meaning: 'no user (or a wrong password at sign-in)', status: 401 },
  E015: { meaning: 'data truncation', status: 413 },
  E016: { meaning: 'incorrect data', status: 400 },
  E017: { meaning: 'missing account', status: 404 },
  E018: { meaning: 'cannot delete yourself', status: 409 },
  E019: { meaning: 'unique field violated', status: 409 },
  E020: { meaning: 'too many attempts', status: 429 },
  E025: { meaning: 'mail sending failure', status: 502 },
  E031: { meaning: 'missing e-mail for credentials', status: 422 },
  E032: { meaning: 'file type not accepted (sniffed from the content)', status: 415 },
  E033: { meaning: 'too many attachments on the document', status: 409 },
  E034: { meaning: 'status change not allowed from the current status', status: 409 },
  E035: { meaning: 'current password missing or wrong', status: 403 },
  E036: {
    meaning: 'the change would take the configuration away from the administrators',
    status: 409,
  },
  E040: { meaning: 'export period: the start is after the end', status: 400 },
  E041: { meaning: 'export period longer than the maximum', status: 400 },
  E042: { meaning: 'unknown export type', status: 404 },
  E043: { meaning: 'too many rows for a PDF export', status: 422 },
  E044: { meaning: 'unknown help page', status: 404 },
  E045: { meaning: 'the activity is full: enrolling would exceed its capacity', status: 409 },
  E046: { meaning: 'attendance recorded before the occurrence started', status: 409 },
  E049: { meaning: 'last diary category in use', status: 409 },
  E050: { meaning: 'idempotency key already used for another request', status: 422 },
  E051: {
    meaning: 'the request with this idempotency key is still being carried out',
    status: 409,
  },
  E047: { meaning: 'a measured value outside what is physically possible', status: 422 },
  E048: { meaning: 'a measuring device key unknown or revoked', status: 401 },
  FEE001: { meaning: 'request cancelled by the client; never shown', status: 0 },
  FEE002: { meaning: 'response did not match the contract', status: 0 },
  FEE003: { meaning: 'network failure: the server could not be reached', status: 0 },
} as const satisfies Record<string, { meaning: string; status: number }>;

/** Every code of the catalogue, server and front-end. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The codes a server may answer with (everything but the front-end codes). */
export type ServerErrorCode = Exclude<ErrorCode, `FEE${string}`>;

/** The front-end codes: produced by the client itself, never by a server. */
export type FrontEndErrorCode = Extract<ErrorCode, `FEE${string}`>;

/** All codes, in catalogue order. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** The codes a server may answer with. */
export const SERVER_ERROR_CODES = ERROR_CODES.filter(
  (code): code is ServerErrorCode => !code.startsWith('FEE'),
);

/** True when `code` is a code a server may answer with (a catalogue code without the FEE prefix). */
export function isServerErrorCode(code: unknown): code is ServerErrorCode {
  return isErrorCode(code) && !code.startsWith('FEE');
}

/** True when `code` is a code of the catalogue. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The i18n key that translates `code`: `error.translation.code.{code}`. */
export function errorMessageKey(code: ErrorCode): `error.translation.code.${ErrorCode}` {
  return `error.translation.code.${code}`;
}

/** The HTTP status a server answers with for `code`. */
export function errorHttpStatus(code: ServerErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
