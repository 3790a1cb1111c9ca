import { MODULE_ACCESS_CHANGED_NOTIFICATION } from '@care/api-client/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoTokenOf } from '../test-support/test-app';
import { twoInstancesForFile } from '../test-support/two-instances';

/*
 * Two instances on one database (the real one of the run): each remembers the module access it
 * read (docs/performance.md#what-changed-and-what-each-bought), and a change an administrator
 * makes on one is in force on the other at once. "At once" is when the other instance hears it on
 * the bus, which is before the role's users get the change's notification on their sockets: the
 * test waits for that notification on instance B, never for time.
 */

const instances = twoInstancesForFile();
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(() => {
  ({ a, b } = instances());
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const documentsOf = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/document', headers: auth(token) });
const errorOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  errorCode: response.json<{ errorCode?: string }>().errorCode,
});

describe('the module access remembered by an instance', () => {
  it('a module closed to a role on instance A is refused on instance B at once, and reopened', async () => {
    const admin = await demoTokenOf(a, 'admin');
    const nurse = await demoTokenOf(a, 'nurse');
    // B reads the configuration, and remembers it.
    expect((await documentsOf(b, nurse)).statusCode).toBe(200);
    expect((await documentsOf(b, nurse)).statusCode).toBe(200);
    const socket = await instances().socketOnB('nurse', nurse);
    const change = (RA_NURSE: string) =>
      a.inject({
        method: 'PUT',
        url: '/api/admin/module-access',
        headers: auth(admin),
        payload: { levels: { documents: { RA_NURSE } } },
      });

    expect((await change('none')).statusCode).toBe(200);
    expect(await socket.next()).toMatchObject({ name: MODULE_ACCESS_CHANGED_NOTIFICATION });
    expect(errorOf(await documentsOf(b, nurse))).toEqual({ status: 403, errorCode: 'E013' });

    expect((await change('write')).statusCode).toBe(200);
    expect(await socket.next()).toMatchObject({ name: MODULE_ACCESS_CHANGED_NOTIFICATION });
    expect((await documentsOf(b, nurse)).statusCode).toBe(200);
    await socket.close();
  });
});
