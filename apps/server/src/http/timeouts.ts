import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import type { Config } from '../config';
import { errorBody } from '../errors/app-error';

type Timeouts = Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs' | 'connectionTimeoutMs'>;

/**
 * Fastify's options that keep a slow client from holding the server: headers within
 * `headersTimeoutMs`, the whole request within `requestTimeoutMs` (then 408), a connection silent
 * both ways for `connectionTimeoutMs` is closed. Node checks the first two every
 * `connectionsCheckingInterval` (30 s by default, which would let a stalled request live up to 30 s
 * longer): here a quarter of the headers timeout, at most 1 s.
 */
export function timeoutOptions(config: Timeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, config.headersTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * What Node reports before a request reaches Fastify (a timeout, unparseable HTTP) is answered
 * like every other failure, `{ errorCode }`, and the connection is closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify(errorBody(status === 431 ? 'E015' : 'E016'));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
