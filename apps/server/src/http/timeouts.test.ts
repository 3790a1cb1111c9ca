import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestWorld, type TestWorld } from '../test-support/test-app';

/**
 * Slow clients cannot hold the server: a real listening server with small limits, raw sockets
 * that stop sending. Each test waits for the server's answer (an event), never for wall time.
 */

const HEADERS_MS = 400;
const REQUEST_MS = 800;

let world: TestWorld;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  world = await createTestWorld();
  app = await world.build({
    headersTimeoutMs: HEADERS_MS,
    requestTimeoutMs: REQUEST_MS,
    connectionTimeoutMs: 60_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await world?.close();
});

/** Opens a socket, writes `text` and answers everything the server sent until it closed. */
async function stall(text: string): Promise<{ answer: string; heldMs: number }> {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = performance.now();
  socket.write(text);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  await once(socket, 'close');
  return { answer, heldMs: performance.now() - started };
}

const partialSignIn =
  'POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  'Content-Length: 100\r\n\r\n{"user';

describe('slow clients', () => {
  it('a stalled body is answered 408 E016 within the limit while others are served', async () => {
    const stalled = stall(partialSignIn);
    // While that request hangs, the server keeps answering.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const { answer, heldMs } = await stalled;
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('Connection: close');
    expect(answer.endsWith('{"errorCode":"E016"}')).toBe(true);
    // Not before the limit; a generous bound after it (Node checks once per interval).
    expect(heldMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(heldMs).toBeLessThan(REQUEST_MS + 15_000);
  });

  it('stalled headers are answered 408 as well', async () => {
    const { answer } = await stall('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('unparseable HTTP gets 400 E016 in the same shape', async () => {
    const { answer } = await stall('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.endsWith('{"errorCode":"E016"}')).toBe(true);
  });
});

describe('timeout settings', () => {
  it('default to 10 s for headers, 60 s for a request, 75 s for a silent connection', () => {
    expect(loadConfig({})).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      connectionTimeoutMs: 75_000,
    });
    expect(
      loadConfig({
        HEADERS_TIMEOUT_SECONDS: '5',
        REQUEST_TIMEOUT_SECONDS: '20',
        CONNECTION_TIMEOUT_SECONDS: '30',
      }),
    ).toMatchObject({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20_000,
      connectionTimeoutMs: 30_000,
    });
  });

  it('refuse an order where a stalled body would not get its 408', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '80' })).toThrow(/CONNECTION_TIMEOUT/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '61' })).toThrow(/HEADERS_TIMEOUT/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT/);
  });

  it('are what the listening server uses', () => {
    expect(app.server.headersTimeout).toBe(HEADERS_MS);
    expect(app.server.requestTimeout).toBe(REQUEST_MS);
    expect(app.server.timeout).toBe(60_000);
  });
});
