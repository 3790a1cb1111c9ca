import { describe, expect, it } from 'vitest';
import { createClient, type FullCareClient } from '../client/create-client';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';
import { memoryTokenStore } from '../transport/token-store';

let server: TestServer;
let api: FullCareClient;
// A leftover token must not be sent on logged-out calls.
serveTestClient('stale_token_0123456789', (started) => ({ server, api } = started));

describe('logged-out translations', () => {
  it('reads the locale list and reports a missing term on the product API, without the token', async () => {
    server.reset(
      routes({
        'GET /api/care/api/v1/conf/locale': [200, { data: [{ locale: { code: 'de' } }] }],
        'POST /api/care/api/v1/conf/addTerm': [200, { data: true }],
      }),
    );

    await expect(api.site.locales()).resolves.toEqual([{ locale: { code: 'de' } }]);
    await api.site.addTerm('login.newKey');

    expect(JSON.parse(server.hits[1]?.body ?? '')).toEqual({ id: 'login.newKey' });
    expect(server.hits.every((hit) => hit.headers.authorization === undefined)).toBe(true);
  });
});

describe('time limit', () => {
  it('applies the client limit and a per-call one', async () => {
    server.reset(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ data: [] }));
    });
    const limited = createClient({
      baseUrl: server.baseUrl,
      tokenStore: memoryTokenStore(),
      timeoutMs: 50,
    });

    await expect(limited.site.locales()).rejects.toMatchObject({ code: 'FEE003' });
    await expect(limited.site.locales({ timeoutMs: 5000 })).resolves.toEqual([]);
  });
});
