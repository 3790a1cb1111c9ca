// A real HTTP server for the package's tests (node:http on an ephemeral port). Not published.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createClient, type FullCareClient } from '../client/create-client';
import { memoryTokenStore } from '../transport/token-store';

/** A request as the server saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query, e.g. `/api/personal/myInfo?x=1`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request. */
export type TestHandler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/** A running test server. */
export interface TestServer {
  /** `http://127.0.0.1:{port}/api/`. */
  baseUrl: string;
  /** Every request received since the last `reset`. */
  hits: SeenRequest[];
  /** Replaces the handler and forgets the hits. */
  reset(handler: TestHandler): void;
  close(): Promise<void>;
}

/** Sends `body` as JSON with `status` and optional extra headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Resolves after `ms`. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Starts a server on 127.0.0.1 and an ephemeral port. */
export async function startTestServer(initial?: TestHandler): Promise<TestServer> {
  let handler: TestHandler = initial ?? ((_request, response) => sendJson(response, 404, {}));
  const hits: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      hits.push(seen);
      Promise.resolve(handler(seen, res)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    hits,
    reset(next) {
      handler = next;
      hits.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/**
 * A handler answering by `METHOD /path` (query ignored) with `[status, body]`; anything else gets
 * a 404 `{ errorCode: 'E013' }`.
 */
export function routes(
  table: Record<
    string,
    readonly [number, unknown] | ((request: SeenRequest) => readonly [number, unknown])
  >,
): TestHandler {
  return (request, response) => {
    const key = `${request.method} ${request.url.split('?')[0] ?? ''}`;
    const entry = Object.hasOwn(table, key) ? table[key] : undefined;
    const [status, body] =
      entry === undefined
        ? [404, { errorCode: 'E013' }]
        : typeof entry === 'function'
          ? entry(request)
          : entry;
    sendJson(response, status, body);
  };
}

/**
 * For a test file: before its tests, a test server and a client on it holding `token`, handed to
 * `take`; after them, the server closes.
 */
export function serveTestClient(
  token: string,
  take: (started: { server: TestServer; api: FullCareClient }) => void,
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    take({
      server,
      api: createClient({ baseUrl: server.baseUrl, tokenStore: memoryTokenStore(token) }),
    });
  });
  afterAll(() => server?.close());
}
