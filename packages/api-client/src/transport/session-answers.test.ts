import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createClient } from '../client/create-client';
import { sendJson, startTestServer, type TestServer } from '../testing/http-test-server';
import { memoryTokenStore } from './token-store';
import { createTransport, sessionSecondsLeft, type AnswerInfo } from './transport';

// What answers tell about the session (`onAnswer`, `Care-Session-Expires-In`), background calls
// and extending the session.

const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaaaa';
const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('onAnswer', () => {
  it('hears every answer, success or failure, with its status and headers', async () => {
    let status = 200;
    server.reset((_request, response) =>
      status === 200
        ? sendJson(response, 200, { data: { ok: true } }, { 'Care-Session-Expires-In': '1799' })
        : sendJson(response, 403, { errorCode: 'E013' }, { 'Care-Session-Expires-In': '1798' }),
    );
    const answers: AnswerInfo[] = [];
    const { request } = createTransport({
      baseUrl: server.baseUrl,
      tokenStore: memoryTokenStore(TOKEN),
      onAnswer: (answer) => answers.push(answer),
    });
    await request(okSchema, { path: 'things' });
    status = 403;
    await expect(request(okSchema, { method: 'POST', path: 'things' })).rejects.toMatchObject({
      code: 'E013',
    });
    await request(okSchema, { path: 'public', anonymous: true }).catch(() => undefined);
    expect(
      answers.map(({ method, path, status: code, authenticated }) => [
        method,
        path,
        code,
        authenticated,
      ]),
    ).toEqual([
      ['GET', 'things', 200, true],
      ['POST', 'things', 403, true],
      ['GET', 'public', 403, false],
    ]);
    expect(answers.map((answer) => sessionSecondsLeft(answer.headers))).toEqual([1799, 1798, 1798]);
  });

  it('a throwing callback does not break the call', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { ok: true } }));
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    try {
      const { request } = createTransport({
        baseUrl: server.baseUrl,
        tokenStore: memoryTokenStore(TOKEN),
        onAnswer: () => {
          throw new Error('broken listener');
        },
      });
      await expect(request(okSchema, { path: 'things' })).resolves.toEqual({ data: { ok: true } });
      expect(reportError).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('sessionSecondsLeft', () => {
  it('reads whole seconds, and nothing from a missing or malformed header', () => {
    const of = (value?: string) =>
      sessionSecondsLeft(
        new Headers(value === undefined ? {} : { 'Care-Session-Expires-In': value }),
      );
    expect(of('1800')).toBe(1800);
    expect(of(' 0 ')).toBe(0);
    expect(of()).toBeUndefined();
    for (const bad of ['', '-1', '1.5', '1e3', 'soon', '12345678901'])
      expect(of(bad)).toBeUndefined();
  });
});

describe('background calls and extending the session', () => {
  it('a background call says so in Care-Background; others do not', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: { unread: 3 } }));
    const api = createClient({ baseUrl: server.baseUrl, tokenStore: memoryTokenStore(TOKEN) });
    await api.diary.unreadCount({ background: true });
    await api.diary.unreadCount();
    expect(server.hits.map((hit) => hit.headers['care-background'])).toEqual(['true', undefined]);
  });

  it('auth.extendSession POSTs auth/extend-session and answers the seconds left', async () => {
    server.reset((_request, response) =>
      sendJson(response, 200, { data: { expiresInSeconds: 1800 } }),
    );
    const api = createClient({ baseUrl: server.baseUrl, tokenStore: memoryTokenStore(TOKEN) });
    await expect(api.auth.extendSession()).resolves.toBe(1800);
    expect(server.hits[0]).toMatchObject({ method: 'POST', url: '/api/auth/extend-session' });
    expect(server.hits[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});
