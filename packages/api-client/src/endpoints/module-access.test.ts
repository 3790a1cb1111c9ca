import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { DEFAULT_MODULE_ACCESS, levelsOfRole } from '../schemas/module-access';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

let server: TestServer;
let api: FullCareClient;
serveTestClient('module_access_token_0123', (started) => ({ server, api } = started));

const nurseLevels = levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_NURSE');

describe('moduleAccess', () => {
  it('mine: GETs the caller’s role and levels', async () => {
    server.reset(
      routes({
        'GET /api/module-access': [200, { data: { role: 'RA_NURSE', levels: nurseLevels } }],
      }),
    );
    await expect(api.moduleAccess.mine()).resolves.toEqual({
      role: 'RA_NURSE',
      levels: nurseLevels,
    });
    expect(server.hits[0]).toMatchObject({ method: 'GET', url: '/api/module-access' });
  });

  it('mine: an answer missing a module breaks the contract (FEE002)', async () => {
    const { measurement: _measurement, ...partial } = nurseLevels;
    server.reset(
      routes({ 'GET /api/module-access': [200, { data: { role: null, levels: partial } }] }),
    );
    await expect(api.moduleAccess.mine()).rejects.toMatchObject({ code: 'FEE002' });
  });

  it('configuration: GETs every module for every role', async () => {
    server.reset(
      routes({
        'GET /api/admin/module-access': [200, { data: { levels: DEFAULT_MODULE_ACCESS } }],
      }),
    );
    await expect(api.moduleAccess.configuration()).resolves.toEqual(DEFAULT_MODULE_ACCESS);
  });

  it('setConfiguration: PUTs the changed cells and answers the configuration in force', async () => {
    server.reset(
      routes({
        'PUT /api/admin/module-access': [200, { data: { levels: DEFAULT_MODULE_ACCESS } }],
      }),
    );
    const levels = { measurement: { RA_NURSE: 'read' as const } };
    await expect(api.moduleAccess.setConfiguration(levels)).resolves.toEqual(DEFAULT_MODULE_ACCESS);
    expect(server.hits[0]).toMatchObject({ method: 'PUT', url: '/api/admin/module-access' });
    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({ levels });
  });

  it('setConfiguration: passes the lock-out refusal on', async () => {
    server.reset(routes({ 'PUT /api/admin/module-access': [409, { errorCode: 'E036' }] }));
    await expect(
      api.moduleAccess.setConfiguration({ configuration: { RA_ADMIN: 'read' } }),
    ).rejects.toMatchObject({ code: 'E036', status: 409 });
  });
});
