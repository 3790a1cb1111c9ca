import type { ServerErrorCode } from '@care/api-client/schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody } from './app-error';

/** Fastify's own failures (body parsing, limits) and what the caller sees for each. */
const FASTIFY_ERRORS: Record<string, { code: ServerErrorCode; status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'E016', status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'E012', status: 400 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'E015', status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'E016', status: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'E016', status: 400 },
  FST_ERR_BAD_URL: { code: 'E016', status: 400 },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'E016', status: 400 },
};

/** Sends `{ errorCode }` with `status`. */
export function sendError(reply: FastifyReply, code: ServerErrorCode, status: number) {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(code));
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Every failure leaves as `{ errorCode }` from the catalogue: never a message, never a stack.
 * Unexpected errors are logged here, with the request, and answered 500 E008.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error.code, error.status);
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.status);

    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      // A client error raised by a plugin (a malformed URL, a bad range...): keep its status.
      request.log.info({ err: error }, 'client error');
      return sendError(reply, status === 404 ? 'E008' : 'E016', status);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 'E008', 500);
  });
}
