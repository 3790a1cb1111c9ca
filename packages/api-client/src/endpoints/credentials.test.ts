import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import {
  MAINTENANCE_FLAG_KEY,
  setPasswordRequestSchema,
  credentialTokenSchema,
  sessionTokenSchema,
} from '../schemas';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

const LINK_TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
let server: TestServer;
let api: FullCareClient;
serveTestClient('session_token_0123456789', (started) => ({ server, api } = started));

describe('forgotten password and one-time links', () => {
  it('asks for a reset link without the session token', async () => {
    server.reset(routes({ 'POST /api/auth/forgot-password': [200, { data: true }] }));

    await expect(api.auth.forgotPassword('nurse')).resolves.toBeUndefined();

    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({ username: 'nurse' });
    expect(server.hits[0]?.headers.authorization).toBeUndefined();
  });

  it('rejects with the mail failure code', async () => {
    server.reset(routes({ 'POST /api/auth/forgot-password': [502, { errorCode: 'E025' }] }));

    await expect(api.auth.forgotPassword('nurse')).rejects.toMatchObject({
      code: 'E025',
      messageKey: 'error.translation.code.E025',
    });
  });

  it('checks a link and tells what it is for', async () => {
    server.reset(
      routes({
        'POST /api/auth/check-token': [
          200,
          { data: { purpose: 'resetPassword', expiresAt: '2026-05-01T10:00:00.000Z' } },
        ],
      }),
    );

    await expect(api.auth.checkCredentialToken(LINK_TOKEN)).resolves.toEqual({
      purpose: 'resetPassword',
      expiresAt: '2026-05-01T10:00:00.000Z',
    });
    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({ token: LINK_TOKEN });
  });

  it('sets a password through either link, and surfaces E007', async () => {
    server.reset(
      routes({
        'POST /api/auth/reset-password': [200, { data: true }],
        'POST /api/auth/define-credential': [400, { errorCode: 'E007' }],
      }),
    );
    const body = { token: LINK_TOKEN, password: 'a-long-secret', confirmPassword: 'a-long-secret' };

    await expect(api.auth.resetPassword(body)).resolves.toBeUndefined();
    await expect(api.auth.defineCredential(body)).rejects.toMatchObject({ code: 'E007' });

    expect(server.hits.map((hit) => hit.url)).toEqual([
      '/api/auth/reset-password',
      '/api/auth/define-credential',
    ]);
    expect(server.hits.every((hit) => hit.headers.authorization === undefined)).toBe(true);
  });

  it('sends a credential invitation with the session token, and surfaces E031', async () => {
    server.reset(routes({ 'POST /api/auth/credential-invitation': [422, { errorCode: 'E031' }] }));

    await expect(api.auth.sendCredentialInvitation(7)).rejects.toMatchObject({ code: 'E031' });

    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({ accountId: 7 });
    expect(server.hits[0]?.headers.authorization).toBe('Bearer session_token_0123456789');
  });
});

describe('maintenance flag', () => {
  it('reads the flag under the product key, without the session token', async () => {
    server.reset(routes({ 'GET /api/conf/remote-config': [200, { data: { data: true } }] }));

    await expect(api.site.maintenance()).resolves.toBe(true);

    expect(MAINTENANCE_FLAG_KEY).toBe('care_maintenance');
    expect(server.hits[0]?.url).toBe('/api/conf/remote-config?key=care_maintenance');
    expect(server.hits[0]?.headers.authorization).toBeUndefined();
  });

  it('sets a flag as an administrator', async () => {
    server.reset(
      routes({
        'PUT /api/conf/remote-config': [200, { data: { key: 'care_maintenance', value: true } }],
      }),
    );

    await expect(api.site.setRemoteFlag(MAINTENANCE_FLAG_KEY, true)).resolves.toEqual({
      key: 'care_maintenance',
      value: true,
    });
    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({
      key: 'care_maintenance',
      value: true,
    });
    expect(server.hits[0]?.headers.authorization).toBe('Bearer session_token_0123456789');
  });
});

describe('password and link schemas', () => {
  it('asks for at least 8 characters and keeps spaces', () => {
    const ok = { token: LINK_TOKEN, password: ' 8 chars', confirmPassword: 'x' };
    expect(setPasswordRequestSchema.parse(ok).password).toBe(' 8 chars');
    expect(setPasswordRequestSchema.safeParse({ ...ok, password: 'short' }).success).toBe(false);
    expect(setPasswordRequestSchema.safeParse({ ...ok, password: 'x'.repeat(257) }).success).toBe(
      false,
    );
  });

  it('takes base64url link tokens only', () => {
    expect(credentialTokenSchema.safeParse(LINK_TOKEN).success).toBe(true);
    expect(credentialTokenSchema.safeParse('short').success).toBe(false);
    expect(credentialTokenSchema.safeParse(`${LINK_TOKEN}+/=`).success).toBe(false);
    // A link token has the shape of a session token too: the web app must not adopt it there.
    expect(sessionTokenSchema.safeParse(LINK_TOKEN).success).toBe(true);
  });
});
