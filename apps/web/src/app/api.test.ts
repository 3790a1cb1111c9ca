import { isApiError } from '@care/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_KEY } from '../shared/storage-keys';
import {
  TOKEN,
  installWorkingApi,
  startApiTestServer,
  type ApiTestServer,
} from '../test/api-test-server';
import { createAppApi, type AppApi } from './api';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
  installWorkingApi(server);
});
afterAll(() => server.close());
afterEach(() => {
  sessionStorage.clear();
  vi.doUnmock('./api-runtime');
  vi.doUnmock('./api-modules/help');
  vi.doUnmock('./api-modules/measurement');
  vi.doUnmock('./api-modules/diary');
});

describe('createAppApi', () => {
  it('reads the stored token at once, before any of the client code has loaded', () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    const api = createAppApi({ baseUrl: server.baseUrl });
    expect(api.tokenStore.get()).toBe(TOKEN);
  });

  it('makes calls through the client once its code is there, storing the new token', async () => {
    const api = createAppApi({ baseUrl: server.baseUrl, networkRetries: 0 });
    await api.auth.signIn({ username: 'nurse', password: 'secret' });
    expect(api.tokenStore.get()).toBe(TOKEN);
    const me = await api.personal.myInfo();
    expect(me.personalDataDto.name).toBeTruthy();
  });

  it('turns a client chunk that cannot be downloaded into a network error (FEE003)', async () => {
    vi.resetModules();
    vi.doMock('./api-runtime', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createAppApi: createFresh } = await import('./api');
    const api = createFresh({ baseUrl: server.baseUrl });
    const failure: unknown = await api.auth
      .signIn({ username: 'nurse', password: 'secret' })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('FEE003');
    expect(api.tokenStore.get()).toBeNull();
  });

  it('loads a module’s endpoints with its first call; a module chunk that cannot be downloaded fails only that module (FEE003)', async () => {
    vi.resetModules();
    vi.doMock('./api-modules/help', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createAppApi: createFresh } = await import('./api');
    const api = createFresh({ baseUrl: server.baseUrl, networkRetries: 0 });
    await api.auth.signIn({ username: 'nurse', password: 'secret' });
    const failure: unknown = await api.help.index('en').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('FEE003');
    const me = await api.personal.myInfo();
    expect(me.personalDataDto.name).toBeTruthy();
  });

  it.each([
    {
      module: 'measurement' as const,
      part: (api: AppApi) => api.measurement.criticalValues(),
      rest: (api: AppApi) => api.measurement.settings(),
    },
    {
      module: 'diary' as const,
      part: (api: AppApi) => api.diary.unreadCount(),
      rest: (api: AppApi) => api.diary.categories(),
    },
  ])(
    'loads the $module module’s home-page part without its chunk; its other calls need that chunk',
    async ({ module, part, rest }) => {
      vi.resetModules();
      vi.doMock(`./api-modules/${module}`, () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      const { createAppApi: createFresh } = await import('./api');
      const api = createFresh({ baseUrl: server.baseUrl, networkRetries: 0 });
      await api.auth.signIn({ username: 'nurse', password: 'secret' });
      const codeMissing = (error: unknown) =>
        isApiError(error) && error.message.endsWith('the API client code could not be loaded');
      // The test server knows no route of the module: the part's call reaches it and is refused.
      const widget: unknown = await part(api).catch((error: unknown) => error);
      expect(isApiError(widget)).toBe(true);
      expect(codeMissing(widget)).toBe(false);
      const other: unknown = await rest(api).catch((error: unknown) => error);
      expect(codeMissing(other)).toBe(true);
    },
  );

  it('is not mistaken for a promise, and refuses a name that is no endpoint', async () => {
    const api = createAppApi({ baseUrl: server.baseUrl });
    expect((api.auth as unknown as { then?: unknown }).then).toBeUndefined();
    const call = (api.auth as unknown as Record<string, () => Promise<unknown>>).nothingHere;
    await expect(call?.()).rejects.toThrow('no endpoint auth.nothingHere');
  });
});
