import {
  ADMINISTRATORS,
  levelsOfRole,
  moduleAccessConfigurationResponseSchema,
  moduleAccessUpdateSchema,
  ownModuleAccessResponseSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { SIGNED_IN } from '../http/router';
import { currentAccess } from '../modules/access';
import { updateAccess } from '../modules/update';

/** Where the caller reads their own module access. */
export const OWN_MODULE_ACCESS_PATH = '/api/module-access';
/** Where administrators read and set every role's module access. */
export const MODULE_ACCESS_CONFIGURATION_PATH = '/api/admin/module-access';

/** Module access (docs/behaviour/module-access.md). */
export function registerModuleAccessRoutes(context: ServerContext): void {
  const { router, db } = context;

  router.add({
    method: 'GET',
    url: OWN_MODULE_ACCESS_PATH,
    summary: 'The caller’s level in every care module',
    description:
      '`{ role, levels: { <module>: "none" | "read" | "write" } }` for the caller’s active role, ' +
      'as configured now: what the web app shows and the router enforces.',
    tags: ['module access'],
    auth: true,
    access: SIGNED_IN,
    response: ownModuleAccessResponseSchema,
    async handler({ caller }) {
      const levels = levelsOfRole(await currentAccess(db), caller.role);
      return { data: { role: caller.role ?? null, levels } };
    },
  });

  router.add({
    method: 'GET',
    url: MODULE_ACCESS_CONFIGURATION_PATH,
    summary: 'Every role’s module access (administrators)',
    description: '`{ levels: { <module>: { <role>: level } } }`: the configuration in force.',
    tags: ['module access'],
    auth: true,
    access: { roles: ADMINISTRATORS },
    module: { id: 'configuration', level: 'read' },
    response: moduleAccessConfigurationResponseSchema,
    errors: [{ code: 'E013', status: 403, when: 'the caller is not an administrator' }],
    async handler() {
      return { data: { levels: await currentAccess(db) } };
    },
  });

  router.add({
    method: 'PUT',
    url: MODULE_ACCESS_CONFIGURATION_PATH,
    summary: 'Set module access (administrators)',
    description:
      '`{ levels: { <module>: { <role>: "none" | "read" | "write" } } }` sets the cells named; ' +
      'the others keep their level. Applies to the next request; every signed-in user of a role ' +
      'whose levels changed gets a `moduleAccess.changed` notification `{ modules }`.',
    tags: ['module access'],
    auth: true,
    access: { roles: ADMINISTRATORS },
    module: { id: 'configuration', level: 'write' },
    body: moduleAccessUpdateSchema,
    response: moduleAccessConfigurationResponseSchema,
    example: { body: { levels: { diary: { RA_SECRETARY: 'none' } } } },
    errors: [
      { code: 'E013', status: 403, when: 'the caller is not an administrator' },
      { code: 'E012', status: 400, when: '`levels` missing' },
      {
        code: 'E016',
        status: 400,
        when: 'an unknown module or role, a level other than none/read/write, or `configuration` for a role other than RA_ADMIN',
      },
      { code: 'E036', status: 409, when: 'RA_ADMIN would lose `configuration` write' },
    ],
    async handler({ body, caller }) {
      return { data: { levels: await updateAccess(context, body.levels, caller.accountId) } };
    },
  });
}
