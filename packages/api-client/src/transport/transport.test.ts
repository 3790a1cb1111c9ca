import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, isApiError, isApiSchemaError, isCancelled } from '../errors/api-error';
import { delay, sendJson, startTestServer, type TestServer } from '../testing/http-test-server';
import { memoryTokenStore } from './token-store';
import { createTransport, runtimeTimeZone, type TransportOptions } from './transport';

const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaaaa';
const ROTATED = 'tok_bbbbbbbbbbbbbbbbbbbbbbbb';
const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function setup(overrides: Partial<TransportOptions> = {}) {
  const tokenStore = overrides.tokenStore ?? memoryTokenStore(TOKEN);
  const onSessionExpired = vi.fn();
  const transport = createTransport({
    baseUrl: server.baseUrl,
    onSessionExpired,
    retryDelayMs: 10,
    ...overrides,
    tokenStore,
  });
  return { ...transport, tokenStore, onSessionExpired };
}

/** Awaits `promise` expecting an ApiError, and returns it. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

describe('request headers and URLs', () => {
  it('sends the bearer token, the time zone and a JSON body', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: true } }));
    const { request } = setup({ timeZone: 'Europe/Rome' });

    await expect(
      request(okSchema, { method: 'POST', path: 'things', body: { name: 'Ada' } }),
    ).resolves.toEqual({ data: { ok: true } });

    const [hit] = server.hits;
    expect(hit?.method).toBe('POST');
    expect(hit?.url).toBe('/api/things');
    expect(hit?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(hit?.headers['x-time-zone']).toBe('Europe/Rome');
    expect(hit?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(hit?.body ?? '')).toEqual({ name: 'Ada' });
  });

  it('calls fetch as a plain function, as a browser’s fetch demands', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: true } }));
    // A browser's fetch throws "Illegal invocation" when called as another object's method.
    const browserLikeFetch = function (
      this: unknown,
      input: RequestInfo | URL,
      init?: RequestInit,
    ) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return globalThis.fetch(input, init);
    };
    const { request } = setup({ fetch: browserLikeFetch as typeof globalThis.fetch });
    await expect(request(okSchema, { path: 'things' })).resolves.toEqual({ data: { ok: true } });
  });

  it('sends the runtime time zone by default and no Authorization without a token', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: true } }));
    const { request } = setup({ tokenStore: memoryTokenStore() });

    await request(okSchema, { path: 'things' });

    const [hit] = server.hits;
    expect(hit?.headers['x-time-zone']).toBe(runtimeTimeZone());
    expect(hit?.headers['x-time-zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(hit?.headers.authorization).toBeUndefined();
  });

  it('reads the runtime zone from Temporal where there is one, else from Intl', () => {
    const intl = Intl.DateTimeFormat().resolvedOptions().timeZone;
    vi.stubGlobal('Temporal', undefined);
    try {
      expect(runtimeTimeZone()).toBe(intl);
      vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Pacific/Chatham' } });
      expect(runtimeTimeZone()).toBe('Pacific/Chatham');
      // A Temporal that fails (or answers nothing) leaves Intl's answer.
      vi.stubGlobal('Temporal', { Now: { timeZoneId: () => '' } });
      expect(runtimeTimeZone()).toBe(intl);
      vi.stubGlobal('Temporal', {
        Now: {
          timeZoneId: () => {
            throw new RangeError('no zone');
          },
        },
      });
      expect(runtimeTimeZone()).toBe(intl);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('appends query parameters, skipping empty ones and repeating arrays', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: true } }));
    const { request } = setup();

    await request(okSchema, {
      path: 'personal/get-config/',
      query: { key: 'mail notifications', page: 2, skip: undefined, none: null, id: [1, 2] },
    });

    expect(server.hits[0]?.url).toBe(
      '/api/personal/get-config/?key=mail+notifications&page=2&id=1&id=2',
    );
  });

  it('resolves a leading-slash path at the site root and refuses other origins', async () => {
    server.reset((_request, response) => sendJson(response, 200, { version: '2.24.3' }));
    const { request } = setup();

    await request(z.object({ version: z.string() }), { path: '/meta.json' });
    expect(server.hits[0]?.url).toBe('/meta.json');

    await expect(request(okSchema, { path: 'http://elsewhere.invalid/steal' })).rejects.toThrow(
      /leaves the API origin/,
    );
    await expect(request(okSchema, { path: '//elsewhere.invalid/steal' })).rejects.toThrow(
      /leaves the API origin/,
    );
    expect(server.hits).toHaveLength(1);
  });

  it('refuses a GET with a body as a programming error, without sending or retrying', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: true } }));
    const { request } = setup();

    const error: unknown = await request(okSchema, { path: 'x', body: {} }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(TypeError);
    expect(server.hits).toHaveLength(0);
  });
});

describe('token rotation', () => {
  it('replaces the stored token from an Authorization answer header and uses it next', async () => {
    server.reset((request, response) =>
      sendJson(
        response,
        200,
        { data: { ok: true } },
        request.url.endsWith('first') ? { Authorization: `Bearer ${ROTATED}` } : {},
      ),
    );
    const { request, tokenStore } = setup();

    await request(okSchema, { path: 'first' });
    expect(tokenStore.get()).toBe(ROTATED);

    await request(okSchema, { path: 'second' });
    expect(server.hits[1]?.headers.authorization).toBe(`Bearer ${ROTATED}`);
  });

  it('hands a rotation to the store as (previous, next) when the store shares rotations', async () => {
    server.reset((_request, response) =>
      sendJson(response, 200, { data: { ok: true } }, { Authorization: `Bearer ${ROTATED}` }),
    );
    const rotations: [string, string][] = [];
    const store = memoryTokenStore(TOKEN);
    const { request, tokenStore } = setup({
      tokenStore: {
        ...store,
        rotate: (previous, next) => {
          rotations.push([previous, next]);
          store.set(next);
        },
      },
    });

    await request(okSchema, { path: 'first' });
    expect(rotations).toEqual([[TOKEN, ROTATED]]);
    expect(tokenStore.get()).toBe(ROTATED);
  });

  it('rotates on failure answers too', async () => {
    server.reset((_request, response) =>
      sendJson(response, 400, { errorCode: 'E016' }, { Authorization: `Bearer ${ROTATED}` }),
    );
    const { request, tokenStore } = setup();

    expect((await failure(request(okSchema, { path: 'x' }))).code).toBe('E016');
    expect(tokenStore.get()).toBe(ROTATED);
  });

  it('keeps the rotated token of a call cancelled while its body arrives', async () => {
    // The headers (with the rotated token) go out at once; the body never comes.
    server.reset((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        authorization: `Bearer ${ROTATED}`,
      });
      response.write('{"data":');
    });
    let headersIn: () => void = () => undefined;
    const headersArrived = new Promise<void>((resolve) => (headersIn = resolve));
    const { request, tokenStore } = setup({
      fetch: async (input, init) => {
        const response = await globalThis.fetch(input, init);
        headersIn();
        return response;
      },
    });
    const controller = new AbortController();

    const pending = request(okSchema, { path: 'slow-body', signal: controller.signal });
    await headersArrived;
    controller.abort();
    expect(isCancelled(await failure(pending))).toBe(true);
    // Without it, the next call would send the previous token, refused after its grace period.
    expect(tokenStore.get()).toBe(ROTATED);
  });

  it('keeps the rotated token of a call cancelled before its headers arrive', async () => {
    // The server has rotated the token and answers only after the call was cancelled.
    let answer: () => void = () => undefined;
    let requested: () => void = () => undefined;
    const arrivedAtServer = new Promise<void>((resolve) => (requested = resolve));
    server.reset(
      (_request, response) =>
        new Promise<void>((resolve) => {
          answer = () => {
            sendJson(response, 200, { data: { ok: true } }, { Authorization: `Bearer ${ROTATED}` });
            resolve();
          };
          requested();
        }),
    );
    const { request, tokenStore } = setup();
    const controller = new AbortController();

    const pending = request(okSchema, { path: 'slow-headers', signal: controller.signal });
    await arrivedAtServer;
    controller.abort();
    // The caller hears of the cancel at once, not when the server answers.
    expect(isCancelled(await failure(pending))).toBe(true);
    expect(tokenStore.get()).toBe(TOKEN);
    answer();
    await vi.waitFor(() => expect(tokenStore.get()).toBe(ROTATED));
  });

  it('does not revive a session that was signed out while the answer was on its way', async () => {
    server.reset(async (_request, response) => {
      await delay(100);
      sendJson(response, 200, { data: { ok: true } }, { Authorization: `Bearer ${ROTATED}` });
    });
    const { request, tokenStore } = setup();

    const pending = request(okSchema, { path: 'slow' });
    await delay(30);
    tokenStore.clear();
    await pending;

    expect(tokenStore.get()).toBeNull();
  });
});

describe('duplicate GET', () => {
  it('cancels the first of two identical GETs in flight; the second succeeds', async () => {
    server.reset(async (_request, response) => {
      await delay(server.hits.length === 1 ? 300 : 10);
      sendJson(response, 200, { data: { ok: true } });
    });
    const { request } = setup();

    const first = request(okSchema, { path: 'list', query: { page: 1 } });
    await delay(50);
    const second = request(okSchema, { path: 'list', query: { page: 1 } });

    const error = await failure(first);
    expect(error.code).toBe('FEE001');
    expect(error.status).toBe(0);
    expect(isCancelled(error)).toBe(true);
    await expect(second).resolves.toEqual({ data: { ok: true } });
  });

  it('leaves GETs to other URLs and identical writes alone', async () => {
    server.reset(async (_request, response) => {
      await delay(100);
      sendJson(response, 200, { data: { ok: true } });
    });
    const { request } = setup();

    const results = await Promise.allSettled([
      request(okSchema, { path: 'list', query: { page: 1 } }),
      request(okSchema, { path: 'list', query: { page: 2 } }),
      request(okSchema, { method: 'POST', path: 'list', body: {} }),
      request(okSchema, { method: 'POST', path: 'list', body: {} }),
    ]);

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});

describe('long responses', () => {
  it('warns while an answer is still pending after 1500 ms, and takes the warning down after', async () => {
    // The answer waits for the warning (a state, not a time): however slow the machine, the
    // request is still pending when the warning comes.
    let warned!: () => void;
    const warning = new Promise<void>((resolve) => (warned = resolve));
    server.reset(async (_request, response) => {
      await warning;
      sendJson(response, 200, { data: { ok: true } });
    });
    const events: string[] = [];
    const onLongResponse = vi.fn(() => {
      events.push('warned');
      warned();
      return () => events.push('taken down');
    });
    const { request } = setup({ onLongResponse });

    const started = Date.now();
    await request(okSchema, { path: 'slow' }).then(() => events.push('answered'));

    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(onLongResponse).toHaveBeenCalledTimes(1);
    expect(onLongResponse).toHaveBeenCalledWith({
      method: 'GET',
      path: 'slow',
      durationMs: expect.any(Number) as number,
    });
    const [[info]] = onLongResponse.mock.calls as unknown as [[{ durationMs: number }]];
    expect(info.durationMs).toBeGreaterThanOrEqual(1500);
    expect(events).toEqual(['warned', 'taken down', 'answered']);
  });

  it('stays quiet for a fast answer', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: true } }));
    const onLongResponse = vi.fn();
    const { request } = setup({ onLongResponse });

    await request(okSchema, { path: 'fast' });
    await delay(50);

    expect(onLongResponse).not.toHaveBeenCalled();
  });
});

describe('session expiry', () => {
  it.each([412, 417])(
    'HTTP %i clears the token and reports the expired session',
    async (status) => {
      server.reset((_request, response) => sendJson(response, status, { errorCode: 'E005' }));
      const { request, tokenStore, onSessionExpired } = setup();

      const error = await failure(request(okSchema, { path: 'personal/myInfo' }));

      expect(error.status).toBe(status);
      expect(error.code).toBe('E005');
      expect(tokenStore.get()).toBeNull();
      expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith({
        status,
        method: 'GET',
        path: 'personal/myInfo',
      });
    },
  );

  it('reports a burst of expired answers for the same token once', async () => {
    server.reset((_request, response) => sendJson(response, 417, {}));
    const { request, onSessionExpired } = setup();

    const errors = await Promise.all([
      failure(request(okSchema, { path: 'a' })),
      failure(request(okSchema, { path: 'b' })),
      failure(request(okSchema, { path: 'c' })),
    ]);

    expect(errors.map((error) => error.code)).toEqual(['E008', 'E008', 'E008']);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('only rejects an expiry answer when no token is stored (already signed out)', async () => {
    server.reset((_request, response) => sendJson(response, 412, {}));
    const { request, onSessionExpired } = setup({ tokenStore: memoryTokenStore() });

    expect(await failure(request(okSchema, { path: 'a' }))).toMatchObject({ status: 412 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('HTTP 401 to a request with a token ends the session (a token the server no longer knows)', async () => {
    server.reset((_request, response) => sendJson(response, 401, { errorCode: 'E005' }));
    const { request, tokenStore, onSessionExpired } = setup();

    expect(await failure(request(okSchema, { path: 'a' }))).toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith({
      status: 401,
      method: 'GET',
      path: 'a',
    });
  });

  it('HTTP 401 to an anonymous request (a wrong password) leaves the session alone', async () => {
    server.reset((_request, response) => sendJson(response, 401, { errorCode: 'E005' }));
    const { request, tokenStore, onSessionExpired } = setup();

    await failure(request(okSchema, { path: 'auth/sign-in', method: 'POST', anonymous: true }));
    expect(tokenStore.get()).toBe(TOKEN);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('HTTP 401 with another code (a wrong current password) leaves the session alone', async () => {
    server.reset((_request, response) => sendJson(response, 401, { errorCode: 'E014' }));
    const { request, tokenStore, onSessionExpired } = setup();

    await failure(request(okSchema, { path: 'a', method: 'PUT', body: {} }));
    expect(tokenStore.get()).toBe(TOKEN);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not end the session on other failures', async () => {
    server.reset((_request, response) => sendJson(response, 403, { errorCode: 'E013' }));
    const { request, tokenStore, onSessionExpired } = setup();

    await failure(request(okSchema, { path: 'a' }));

    expect(tokenStore.get()).toBe(TOKEN);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('turns an error body into an ApiError with its message key and the calling site', async () => {
    server.reset((_request, response) => sendJson(response, 409, { errorCode: 'E019' }));
    const { request } = setup();

    const error = await failure(request(okSchema, { method: 'PUT', path: 'document/7', body: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'E019',
      status: 409,
      messageKey: 'error.translation.code.E019',
      method: 'PUT',
      path: 'document/7',
    });
    expect(error.requestStack).toContain('transport.test.ts');
    expect(error.stack).toContain('transport.test.ts');
    expect(error.message).toContain('unique field violated');
  });

  it('carries the seconds of a Retry-After header (E020), and none without a usable one', async () => {
    const { request } = setup();
    const refused = (retryAfter?: string) => {
      server.reset((_request, response) =>
        sendJson(
          response,
          429,
          { errorCode: 'E020' },
          retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
        ),
      );
      return failure(request(okSchema, { method: 'POST', path: 'auth/sign-in', body: {} }));
    };
    expect(await refused('120')).toMatchObject({ code: 'E020', retryAfterSeconds: 120 });
    expect((await refused()).retryAfterSeconds).toBeUndefined();
    expect((await refused('soon')).retryAfterSeconds).toBeUndefined();
    expect((await refused('-5')).retryAfterSeconds).toBeUndefined();
  });

  it('answers E008 with the status when the failure has no known code', async () => {
    const { request } = setup();

    server.reset((_request, response) => sendJson(response, 503, { errorCode: 'E999' }));
    expect(await failure(request(okSchema, { path: 'a' }))).toMatchObject({
      code: 'E008',
      status: 503,
    });

    server.reset((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    });
    expect(await failure(request(okSchema, { path: 'a' }))).toMatchObject({
      code: 'E008',
      status: 502,
    });

    server.reset((_request, response) => sendJson(response, 500, { errorCode: 'FEE001' }));
    expect(await failure(request(okSchema, { path: 'a' }))).toMatchObject({
      code: 'E008',
      status: 500,
    });
  });

  it('throws an ApiSchemaError (FEE002) for an answer that breaks the contract', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: 'yes' } }));
    const { request } = setup();

    const error = await failure(request(okSchema, { path: 'a' }));

    expect(isApiSchemaError(error)).toBe(true);
    expect(error.name).toBe('ApiSchemaError');
    expect(error).toMatchObject({ code: 'FEE002', status: 200 });
    expect(error.message).toContain('data.ok');
    expect(error.stack).toContain('transport.test.ts');
  });

  it('throws an ApiSchemaError for a success answer that is not JSON', async () => {
    server.reset((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><p>index</p>');
    });
    const { request } = setup();

    expect(await failure(request(okSchema, { path: 'a' }))).toMatchObject({ code: 'FEE002' });
  });
});

describe('cancellation', () => {
  it('rejects with FEE001 when the signal aborts while waiting', async () => {
    server.reset(async (_request, response) => {
      await delay(500);
      sendJson(response, 200, { data: { ok: true } });
    });
    const { request } = setup();
    const controller = new AbortController();

    const pending = request(okSchema, { path: 'slow', signal: controller.signal });
    await delay(50);
    controller.abort();

    const error = await failure(pending);
    expect(error.code).toBe('FEE001');
    expect(isCancelled(error)).toBe(true);
  });

  it('rejects with FEE001 without sending when the signal is already aborted', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: true } }));
    const { request } = setup();

    const error = await failure(
      request(okSchema, { method: 'POST', path: 'x', signal: AbortSignal.abort() }),
    );

    expect(error.code).toBe('FEE001');
    expect(server.hits).toHaveLength(0);
  });
});

describe('time limit', () => {
  it('gives up on a hanging answer with FEE003, not a cancel', async () => {
    server.reset(async (_request, response) => {
      await delay(2000);
      sendJson(response, 200, { data: { ok: true } });
    });
    const { request } = setup({ timeoutMs: 100 });

    const error = await failure(request(okSchema, { method: 'POST', path: 'slow', body: {} }));

    expect(error.code).toBe('FEE003');
    expect(isCancelled(error)).toBe(false);
    expect(error.message).toMatch(/within 100 ms/);
  });

  it('lets a call set its own limit, or none', async () => {
    server.reset(async (_request, response) => {
      await delay(150);
      sendJson(response, 200, { data: { ok: true } });
    });
    const { request } = setup({ timeoutMs: 50 });

    await expect(request(okSchema, { path: 'a', timeoutMs: 0 })).resolves.toBeTruthy();
    await expect(request(okSchema, { path: 'b', timeoutMs: 5000 })).resolves.toBeTruthy();
    expect((await failure(request(okSchema, { path: 'c' }))).code).toBe('FEE003');
  });

  it('counts retries against the limit', async () => {
    server.reset((_request, response) => {
      response.destroy();
    });
    const { request } = setup({ timeoutMs: 150, retryDelayMs: 100, networkRetries: 5 });

    const error = await failure(request(okSchema, { path: 'limited' }));

    expect(error.code).toBe('FEE003');
    // By path: a request an earlier test gave up on may still arrive.
    expect(server.hits.filter((hit) => hit.url.endsWith('/limited')).length).toBeLessThan(4);
  });
});

describe('network failures', () => {
  const dropConnection = (_request: unknown, response: { destroy(): void }) => response.destroy();
  // The calls of one test, by their path: a request an earlier test gave up on may still arrive.
  const hitsOf = (path: string) => server.hits.filter((hit) => hit.url.endsWith(`/${path}`));

  it('retries a GET twice with backoff, then rejects with FEE003', async () => {
    server.reset(dropConnection);
    const { request } = setup();

    const error = await failure(request(okSchema, { path: 'dropped-get' }));

    expect(error.code).toBe('FEE003');
    expect(error.status).toBe(0);
    expect(hitsOf('dropped-get')).toHaveLength(3);
  });

  it('recovers when a retry gets through', async () => {
    server.reset((request, response) => {
      if (hitsOf('recovering').length < 3) response.destroy();
      else sendJson(response, 200, { data: { ok: true } });
    });
    const { request } = setup();

    await expect(request(okSchema, { path: 'recovering' })).resolves.toEqual({
      data: { ok: true },
    });
    expect(hitsOf('recovering')).toHaveLength(3);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('never retries a %s', async (method) => {
    server.reset(dropConnection);
    const { request } = setup();

    const error = await failure(request(okSchema, { method, path: 'write', body: {} }));

    expect(error.code).toBe('FEE003');
    expect(hitsOf('write')).toHaveLength(1);
  });

  it('waits 300 ms, then 600 ms between the 3 attempts by default (fake clock)', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn<typeof globalThis.fetch>(() =>
        Promise.reject(new TypeError('fetch failed')),
      );
      const { request } = setup({ fetch, retryDelayMs: undefined });
      const pending = failure(request(okSchema, { path: 'flaky' }));

      await vi.advanceTimersByTimeAsync(299);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(599);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(3);
      expect((await pending).code).toBe('FEE003');
      await vi.runAllTimersAsync();
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects with FEE003 when nothing listens', async () => {
    const closed = await startTestServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const { request } = setup({ baseUrl, networkRetries: 0 });

    expect((await failure(request(okSchema, { path: 'x' }))).code).toBe('FEE003');
  });
});

describe('idempotency keys', () => {
  const hitsOf = (path: string) => server.hits.filter((hit) => hit.url.endsWith(`/${path}`));
  const keysOf = (path: string) => hitsOf(path).map((hit) => hit.headers['idempotency-key']);

  it('sends a fresh key with each create, none with other calls', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: true } }));
    const { request } = setup();

    await request(okSchema, { method: 'POST', path: 'create', body: {}, idempotent: true });
    await request(okSchema, { method: 'POST', path: 'create', body: {}, idempotent: true });
    await request(okSchema, { method: 'PUT', path: 'update', body: {} });

    const [first, second] = keysOf('create');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    expect(keysOf('update')).toEqual([undefined]);
  });

  it('retries a create whose connection dropped with the same key', async () => {
    server.reset((_request, response) => {
      if (hitsOf('dropped-create').length < 3) response.destroy();
      else sendJson(response, 200, { data: { ok: true } });
    });
    const { request } = setup();

    await expect(
      request(okSchema, { method: 'POST', path: 'dropped-create', body: {}, idempotent: true }),
    ).resolves.toEqual({ data: { ok: true } });

    const keys = keysOf('dropped-create');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends the key the caller gives, on every call that names it', async () => {
    server.reset((_request, response) => sendJson(response, 503, { errorCode: 'E008' }));
    const { request } = setup();
    const options = { method: 'POST', path: 'busy-create', body: {}, idempotent: true } as const;

    await failure(request(okSchema, { ...options, idempotencyKey: 'save-of-the-form-1' }));
    await failure(request(okSchema, { ...options, idempotencyKey: 'save-of-the-form-1' }));

    expect(keysOf('busy-create')).toEqual(Array(6).fill('save-of-the-form-1'));
  });
});

describe('server errors (5xx)', () => {
  it('retries a GET answered 503 twice, sending the token its answers rotated', async () => {
    server.reset((_request, response) =>
      sendJson(response, 503, { errorCode: 'E008' }, { Authorization: `Bearer ${ROTATED}` }),
    );
    const { request, tokenStore } = setup();

    const error = await failure(request(okSchema, { path: 'busy' }));

    expect(error).toMatchObject({ code: 'E008', status: 503 });
    expect(server.hits.map((hit) => hit.headers.authorization)).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${ROTATED}`,
      `Bearer ${ROTATED}`,
    ]);
    expect(tokenStore.get()).toBe(ROTATED);
  });

  it('recovers when a retry gets an answer', async () => {
    server.reset((_request, response) => {
      if (server.hits.length < 2) sendJson(response, 502, {});
      else sendJson(response, 200, { data: { ok: true } });
    });
    const { request } = setup();

    await expect(request(okSchema, { path: 'busy' })).resolves.toEqual({ data: { ok: true } });
    expect(server.hits).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('never retries a %s answered 500', async (method) => {
    server.reset((_request, response) => sendJson(response, 500, { errorCode: 'E008' }));
    const { request } = setup();

    await failure(request(okSchema, { method, path: 'write', body: {} }));

    expect(server.hits).toHaveLength(1);
  });

  it('never retries a 4xx answer to a GET', async () => {
    server.reset((_request, response) => sendJson(response, 404, { errorCode: 'E003' }));
    const { request } = setup();

    await failure(request(okSchema, { path: 'missing' }));

    expect(server.hits).toHaveLength(1);
  });
});
