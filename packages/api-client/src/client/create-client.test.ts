import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ApiError } from '../errors/api-error';
import type { Session } from '../endpoints/auth';
import type { CallOptions } from '../endpoints/context';
import type { ErrorCode } from '../errors/catalogue';
import type { Health, Meta, metaSchema, MyInfo, SignInRequest } from '../schemas/auth';
import { sendJson, startTestServer, type TestServer } from '../testing/http-test-server';
import { memoryTokenStore } from '../transport/token-store';
import type { RequestFn } from '../transport/transport';
import { helpEndpoints } from '../endpoints/help';
import {
  createClient,
  createCoreClient,
  type CareClient,
  type FullCareClient,
} from './create-client';

const TOKEN = 'sess_0123456789abcdefghij';
const ROTATED = 'sess_ZYXWVUTSRQPONMLKJIHG';

const myInfo: MyInfo = {
  personalDataDto: {
    personalDataId: 10,
    customerAccountId: 20,
    name: 'Anna',
    surname: 'Bianchi',
    email: 'anna@example.org',
    profileImageData: null,
    identifierCode: 'AB-1',
    status: 'A',
    credentialGenerated: true,
  },
  customerRoleDto: {
    id: 3,
    role: 'RA_NURSE',
    permission: { documents: { personal: true } },
    customerRoleDtos: [{ id: 3, role: 'RA_NURSE' }],
    customerGroupDtoCollection: [{ id: 1, name: 'North wing' }],
  },
  roleIdentifier: 'RA_NURSE',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function client(token: string | null = null) {
  const tokenStore = memoryTokenStore(token);
  const onSessionExpired = vi.fn();
  const api = createClient({ baseUrl: server.baseUrl, tokenStore, onSessionExpired });
  return { api, tokenStore, onSessionExpired };
}

describe('auth', () => {
  it('signs in, stores the token and sends it from then on', async () => {
    server.reset((request, response) => {
      if (request.url === '/api/auth/sign-in') {
        sendJson(
          response,
          200,
          { data: { token: TOKEN, expiresAt: '2030-01-01T00:00:00Z' } },
          { Authorization: `Bearer ${TOKEN}` },
        );
      } else sendJson(response, 200, { data: myInfo });
    });
    const { api, tokenStore } = client('stale_token_from_before_000');

    const session = await api.auth.signIn({
      username: 'anna',
      password: 'secret',
      rememberMe: true,
    });

    expect(session).toEqual({ token: TOKEN, expiresAt: '2030-01-01T00:00:00Z' });
    expect(tokenStore.get()).toBe(TOKEN);
    const [signIn] = server.hits;
    expect(signIn?.method).toBe('POST');
    expect(signIn?.headers.authorization).toBeUndefined();
    expect(JSON.parse(signIn?.body ?? '')).toEqual({
      username: 'anna',
      password: 'secret',
      rememberMe: true,
    });

    await api.personal.myInfo();
    expect(server.hits[1]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('rejects wrong credentials with the server code and stores nothing', async () => {
    server.reset((_request, response) => sendJson(response, 401, { errorCode: 'E005' }));
    const { api, tokenStore } = client();

    await expect(api.auth.signIn({ username: 'anna', password: 'wrong' })).rejects.toMatchObject({
      code: 'E005',
      status: 401,
      messageKey: 'error.translation.code.E005',
    });
    expect(tokenStore.get()).toBeNull();
  });

  it('signs out and forgets the token', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: true }));
    const { api, tokenStore } = client(TOKEN);

    await expect(api.auth.signOut()).resolves.toBeUndefined();

    expect(server.hits[0]).toMatchObject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(server.hits[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(tokenStore.get()).toBeNull();
  });

  it('forgets the token even when sign-out fails on the way', async () => {
    server.reset((_request, response) => {
      response.destroy();
    });
    const { api, tokenStore } = client(TOKEN);

    await expect(api.auth.signOut()).rejects.toMatchObject({ code: 'FEE003' });
    expect(tokenStore.get()).toBeNull();
  });

  it('forgets the token even when a rotated one comes back with the sign-out answer', async () => {
    server.reset((_request, response) =>
      sendJson(response, 200, { data: true }, { Authorization: `Bearer ${ROTATED}` }),
    );
    const { api, tokenStore } = client(TOKEN);

    await api.auth.signOut();
    expect(tokenStore.get()).toBeNull();
  });
});

describe('personal', () => {
  it('reads myInfo and returns its data', async () => {
    server.reset((_request, response) => sendJson(response, 200, { data: myInfo }));
    const { api } = client(TOKEN);

    await expect(api.personal.myInfo()).resolves.toEqual(myInfo);
    expect(server.hits[0]).toMatchObject({ method: 'GET', url: '/api/personal/myInfo' });
  });

  it('refuses a myInfo answer with an unknown role', async () => {
    const broken = { ...myInfo, roleIdentifier: 'RA_KING' };
    server.reset((_request, response) => sendJson(response, 200, { data: broken }));
    const { api } = client(TOKEN);

    await expect(api.personal.myInfo()).rejects.toMatchObject({
      code: 'FEE002',
      name: 'ApiSchemaError',
    });
  });
});

describe('the core client', () => {
  it('has the core namespaces only; a module built on it shares its token and rotations', async () => {
    server.reset((_request, response) =>
      sendJson(
        response,
        200,
        { data: { locale: 'en', pages: [] } },
        { Authorization: `Bearer ${ROTATED}` },
      ),
    );
    const tokenStore = memoryTokenStore(TOKEN);
    const core = createCoreClient({ baseUrl: server.baseUrl, tokenStore });
    expect(Object.keys(core).sort()).toEqual(
      ['auth', 'documents', 'health', 'meta', 'personal', 'request', 'site', 'tokenStore'].sort(),
    );
    const help = helpEndpoints(core);
    await expect(help.index('en')).resolves.toEqual({ locale: 'en', pages: [] });
    expect(server.hits[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(core.tokenStore.get()).toBe(ROTATED);
  });
});

describe('meta and health', () => {
  it('reads /meta.json at the site root without the token', async () => {
    server.reset((_request, response) => sendJson(response, 200, { version: '2.24.3' }));
    const { api } = client(TOKEN);

    await expect(api.meta.get()).resolves.toEqual({ version: '2.24.3' });
    expect(server.hits[0]?.url).toBe('/meta.json');
    expect(server.hits[0]?.headers.authorization).toBeUndefined();
  });

  it('reads the health check', async () => {
    server.reset((_request, response) =>
      sendJson(response, 200, { status: 'ok', database: 'pglite' }),
    );
    const { api } = client();

    await expect(api.health.get()).resolves.toEqual({ status: 'ok', database: 'pglite' });
    expect(server.hits[0]?.url).toBe('/api/health');
  });

  it('passes the signal on', async () => {
    server.reset((_request, response) => sendJson(response, 200, { version: '1' }));
    const { api } = client();

    await expect(api.meta.get({ signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: 'FEE001',
    });
  });
});

describe('types', () => {
  it('gives every endpoint its signature', () => {
    expectTypeOf(createClient).parameter(0).toHaveProperty('baseUrl');
    expectTypeOf(createClient).returns.toEqualTypeOf<FullCareClient>();
    // What implementers of CareClient (a lazy wrapper, a test double) must provide did not grow.
    expectTypeOf<keyof CareClient>().toEqualTypeOf<
      'auth' | 'personal' | 'documents' | 'site' | 'meta' | 'health' | 'request' | 'tokenStore'
    >();
    expectTypeOf<FullCareClient>().toExtend<CareClient>();

    expectTypeOf<CareClient['auth']['signIn']>().toEqualTypeOf<
      (body: SignInRequest, options?: CallOptions) => Promise<Session>
    >();
    expectTypeOf<CareClient['auth']['signOut']>().toEqualTypeOf<
      (options?: CallOptions) => Promise<void>
    >();
    expectTypeOf<CareClient['personal']['myInfo']>().toEqualTypeOf<
      (options?: CallOptions) => Promise<MyInfo>
    >();
    expectTypeOf<CareClient['meta']['get']>().toEqualTypeOf<
      (options?: CallOptions) => Promise<Meta>
    >();
    expectTypeOf<CareClient['health']['get']>().toEqualTypeOf<
      (options?: CallOptions) => Promise<Health>
    >();
    expectTypeOf<CareClient['request']>().toEqualTypeOf<RequestFn>();

    expectTypeOf<Session>().toEqualTypeOf<{ token: string; expiresAt: string }>();
    expectTypeOf<Meta>().toEqualTypeOf<{ version: string }>();
    expectTypeOf<Health>().toEqualTypeOf<{ status: 'ok'; database: 'pglite' | 'postgres' }>();
    expectTypeOf<CallOptions>().toEqualTypeOf<{
      signal?: AbortSignal | undefined;
      timeoutMs?: number | undefined;
      idempotencyKey?: string | undefined;
      background?: boolean;
    }>();
    expectTypeOf<SignInRequest>().toEqualTypeOf<{
      username: string;
      password: string;
      rememberMe?: boolean | undefined;
    }>();
    expectTypeOf<ApiError['code']>().toEqualTypeOf<ErrorCode>();
  });

  it('types request() by its schema', () => {
    const { api } = client();
    type Returned = ReturnType<typeof api.request<typeof metaSchema>>;
    expectTypeOf<Returned>().toEqualTypeOf<Promise<Meta>>();

    // @ts-expect-error a body is not part of a GET's call options
    void api.personal.myInfo({ body: {} }).catch(() => undefined);
    // @ts-expect-error sign-in needs a password
    void api.auth.signIn({ username: 'anna' }).catch(() => undefined);
  });
});
