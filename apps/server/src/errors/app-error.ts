import { errorHttpStatus, type ErrorBody, type ServerErrorCode } from '@care/api-client/schemas';

/**
 * A failure the caller should see as `{ errorCode }`. The HTTP status comes from the catalogue
 * unless a route has a reason to differ (documented in the README's error mapping).
 */
export class AppError extends Error {
  readonly code: ServerErrorCode;
  readonly status: number;

  constructor(code: ServerErrorCode, options: { status?: number; message?: string } = {}) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? errorHttpStatus(code);
  }
}

/** The wire body of a failure. Only the code leaves the server: never a message or a stack. */
export function errorBody(code: ServerErrorCode): ErrorBody {
  return { errorCode: code };
}
