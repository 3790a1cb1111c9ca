import {
  MAINTENANCE_FLAG_KEY,
  remoteConfigEntryResponseSchema,
  remoteConfigKeySchema,
  remoteConfigResponseSchema,
  setRemoteConfigRequestSchema,
  ADMINISTRATORS,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { remoteConfig } from '../db/schema';
import { AppError } from '../errors/app-error';

/** Where the remote configuration is read and set. */
export const REMOTE_CONFIG_PATH = '/api/conf/remote-config';

/**
 * The remote configuration: boolean flags such as `care_maintenance`
 * (docs/behaviour/shell-and-session.md#maintenance).
 */
export function registerRemoteConfigRoutes(context: ServerContext): void {
  const { router, db, clock } = context;

  router.add({
    method: 'GET',
    url: REMOTE_CONFIG_PATH,
    summary: 'Read a flag of the remote configuration',
    description:
      '`?key=` names the flag (letters, digits, `_`, `.`, `-`; at most 100): ' +
      `\`${MAINTENANCE_FLAG_KEY}\` is the maintenance flag the web app reads on every logged-out ` +
      'page and on entering the logged-in area (true: the maintenance page). Answers ' +
      '`{ data: { data: <boolean> } }`; a flag nobody has set is false. Public: the login page ' +
      'needs it before anyone signs in, so flags hold nothing secret.',
    tags: ['configuration'],
    auth: false,
    response: remoteConfigResponseSchema,
    example: { path: `${REMOTE_CONFIG_PATH}?key=${MAINTENANCE_FLAG_KEY}` },
    errors: [
      { code: 'E012', status: 400, when: 'no `key` in the query' },
      { code: 'E016', status: 400, when: 'a key that is not a flag name' },
    ],
    query: z.object({ key: remoteConfigKeySchema }),
    async handler({ query: { key } }) {
      const [row] = await db
        .select({ value: remoteConfig.value })
        .from(remoteConfig)
        .where(eq(remoteConfig.key, key))
        .limit(1);
      return { data: { data: row?.value ?? false } };
    },
  });

  router.add({
    method: 'PUT',
    url: REMOTE_CONFIG_PATH,
    summary: 'Set a flag of the remote configuration (administrators)',
    description:
      '`{ key, value }` stores the flag (and who set it, when). ' +
      `\`{ key: "${MAINTENANCE_FLAG_KEY}", value: true }\` starts maintenance: every logged-out ` +
      'page, and the logged-in area on its next start, sends users to the maintenance page; ' +
      'false brings them back to sign in. Only RA_ADMIN.',
    tags: ['configuration'],
    auth: true,
    body: setRemoteConfigRequestSchema,
    response: remoteConfigEntryResponseSchema,
    example: { body: { key: MAINTENANCE_FLAG_KEY, value: false } },
    errors: [
      { code: 'E013', status: 403, when: 'the caller is not an administrator' },
      { code: 'E012', status: 400, when: 'key or value missing' },
      { code: 'E015', status: 400, when: 'a key longer than 100 characters' },
      { code: 'E016', status: 400, when: 'a key that is not a flag name, or a value not boolean' },
    ],
    access: { roles: ADMINISTRATORS },
    async handler({ body, session }) {
      const now = clock();
      const [stored] = await db
        .insert(remoteConfig)
        .values({ key: body.key, value: body.value, updatedAt: now, updatedBy: session.accountId })
        .onConflictDoUpdate({
          target: remoteConfig.key,
          set: { value: body.value, updatedAt: now, updatedBy: session.accountId },
        })
        .returning({ key: remoteConfig.key, value: remoteConfig.value });
      if (!stored) throw new AppError('E008');
      return { data: stored };
    },
  });
}
