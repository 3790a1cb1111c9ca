import {
  DEFAULT_MODULE_ACCESS,
  MODULE_ACCESS_LEVELS,
  levelsOfRole,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_MODULE_ACCESS_LEVELS, moduleAccess, notifications } from '../db/schema';
import { createTestWorld, demoTokenOf, type TestWorld } from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
let admin: string;
let nurse: string;
beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  admin = await demoTokenOf(app, 'admin');
  nurse = await demoTokenOf(app, 'nurse');
});
afterAll(async () => {
  await world?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const put = (token: string, levels: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/module-access',
    headers: auth(token),
    payload: { levels } as object,
  });
const get = (url: string, token: string) => app.inject({ url, headers: auth(token) });

describe('module access', () => {
  it('answers the caller’s own levels, the default at first', async () => {
    const mine = await get('/api/module-access', nurse);
    expect(mine.json()).toEqual({
      data: { role: 'RA_NURSE', levels: levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_NURSE') },
    });
    const all = await get('/api/admin/module-access', admin);
    expect(all.json()).toEqual({ data: { levels: DEFAULT_MODULE_ACCESS } });
    expect((await get('/api/admin/module-access', nurse)).statusCode).toBe(403);
  });

  it('refuses bad modules, roles and levels with 400 and a code, and the lock-out with E036', async () => {
    const answers = await Promise.all([
      put(admin, { payments: { RA_NURSE: 'read' } }),
      put(admin, { diary: { RA_CHIEF: 'read' } }),
      put(admin, { diary: { RA_NURSE: 'all' } }),
      put(admin, { configuration: { RA_NURSE: 'read' } }),
      put(admin, { configuration: { RA_ADMIN: 'read' } }),
      app.inject({
        method: 'PUT',
        url: '/api/admin/module-access',
        headers: auth(admin),
        payload: {},
      }),
      put(nurse, { diary: { RA_NURSE: 'write' } }),
    ]);
    expect(answers.map((a) => [a.statusCode, a.json<{ errorCode: string }>().errorCode])).toEqual([
      [400, 'E016'],
      [400, 'E016'],
      [400, 'E016'],
      [400, 'E016'],
      [409, 'E036'],
      [400, 'E012'],
      [403, 'E013'],
    ]);
    expect(await world.database.handle.db.select().from(moduleAccess)).toEqual([]);
  });

  it('applies a change on the next request, notifies the role’s signed-in users, and undoes', async () => {
    expect((await get('/api/document', nurse)).statusCode).toBe(200);
    const changed = await put(admin, { documents: { RA_NURSE: 'none' } });
    expect(changed.statusCode).toBe(200);
    expect(
      changed.json<{ data: { levels: typeof DEFAULT_MODULE_ACCESS } }>().data.levels.documents
        .RA_NURSE,
    ).toBe('none');

    const refused = await get('/api/document', nurse);
    expect([refused.statusCode, refused.json()]).toEqual([403, { errorCode: 'E013' }]);
    expect(
      (await get('/api/module-access', nurse)).json<{ data: { levels: { documents: string } } }>()
        .data.levels.documents,
    ).toBe('none');
    // Other roles are untouched.
    expect((await get('/api/document', admin)).statusCode).toBe(200);

    const sent = await world.database.handle.db
      .select({ channel: notifications.channel, payload: notifications.payload })
      .from(notifications)
      .where(eq(notifications.name, 'moduleAccess.changed'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toEqual({ modules: ['documents'] });

    // Back to the default: no row stored, access back.
    await put(admin, { documents: { RA_NURSE: 'write' } });
    expect(await world.database.handle.db.select().from(moduleAccess)).toEqual([]);
    expect((await get('/api/document', nurse)).statusCode).toBe(200);
  });
});

describe('the module access table and the contract', () => {
  it('agree on the levels', () => {
    expect([...DB_MODULE_ACCESS_LEVELS]).toEqual([...MODULE_ACCESS_LEVELS]);
  });

  it('documents the module of a route in OpenAPI', async () => {
    const doc = (await app.inject({ url: '/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    expect(doc.paths['/api/admin/module-access']?.put?.['x-care-module']).toEqual({
      id: 'configuration',
      level: 'write',
    });
  });
});
