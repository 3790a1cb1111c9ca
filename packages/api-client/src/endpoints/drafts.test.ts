import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

let server: TestServer;
let api: FullCareClient;
serveTestClient('drafts_token_0123456789ab', (started) => ({ server, api } = started));

const KEY = 'A'.repeat(43) + '=';

describe('drafts', () => {
  it('key: GETs the caller’s account id and draft key, bypassing the HTTP cache', async () => {
    server.reset(
      routes({ 'GET /api/care/api/v1/drafts/key': [200, { data: { accountId: 5, key: KEY } }] }),
    );
    await expect(api.drafts.key()).resolves.toEqual({ accountId: 5, key: KEY });
    expect(server.hits[0]).toMatchObject({ method: 'GET', url: '/api/care/api/v1/drafts/key' });
  });

  it('key: a key that is not 256 bits breaks the contract (FEE002)', async () => {
    server.reset(
      routes({ 'GET /api/care/api/v1/drafts/key': [200, { data: { accountId: 5, key: 'AAAA' } }] }),
    );
    await expect(api.drafts.key()).rejects.toMatchObject({ code: 'FEE002' });
  });
});

describe('creates carry an idempotency key', () => {
  it('documents.create sends a fresh key per call, or the one the caller gives', async () => {
    server.reset(routes({ 'POST /api/document': [200, { data: 1 }] }));
    const document = {
      name: 'Consent',
      description: null,
      expiration: null,
      state: false,
      atCustomerAccountId: 5,
      documentTagId: null,
      configuredPermission: '',
    };
    await api.documents.create(document);
    await api.documents.create(document);
    await api.documents.create(document, { idempotencyKey: 'the-form-save-1' });
    const keys = server.hits.map((hit) => hit.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('the-form-save-1');
  });
});
