import { healthResponseSchema } from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { pingDatabase } from '../db/client';
import { AppError } from '../errors/app-error';

/** Liveness and database reachability, for load balancers and the web app's online check. */
export function registerHealthRoutes(context: ServerContext): void {
  context.router.add({
    method: 'GET',
    url: '/api/health',
    summary: 'Health: the server runs and its database answers',
    tags: ['meta'],
    auth: false,
    response: healthResponseSchema,
    errors: [{ code: 'E008', status: 503, when: 'the database does not answer' }],
    async handler({ request, reply }) {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(context.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('E008', { status: 503 });
      }
      return { status: 'ok' as const, database: context.databaseKind };
    },
  });
}
