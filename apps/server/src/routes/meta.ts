import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { metaSchema } from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { serverPackageRoot } from '../paths';

/** The deployed web app's version: VERSION, else apps/web/package.json's, else 0.0.0. */
export function webAppVersion(override: string | undefined): string {
  if (override) return override;
  try {
    const pkg = JSON.parse(
      readFileSync(resolve(serverPackageRoot(), '..', 'web', 'package.json'), 'utf8'),
    ) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * `GET /meta.json`: the version the web app compares with its own at start-up
 * (docs/behaviour/shell-and-session.md#start-up).
 */
export function registerMetaRoutes(context: ServerContext): void {
  const version = webAppVersion(context.config.version);
  context.router.add({
    method: 'GET',
    url: '/meta.json',
    summary: 'Version of the deployed web app',
    description:
      'Read by the web app at start-up: a newer version than the running one clears caches and ' +
      'reloads. Never cached.',
    tags: ['meta'],
    auth: false,
    response: metaSchema,
    async handler({ reply }) {
      reply.header('cache-control', 'no-store');
      return { version };
    },
  });
}
