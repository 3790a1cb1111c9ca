import type { ServerContext } from '../context';
import { DOCS_CSS, renderDocsPage } from '../docs/html';
import { buildOpenApiDocument } from '../docs/openapi';
import type { FastifyInstance } from 'fastify';

/**
 * `/docs`: a readable page of every route (server-rendered, no script, no CDN) and
 * `/docs/openapi.json`, both generated from the routes' zod schemas.
 */
export function registerDocsRoutes(app: FastifyInstance, context: ServerContext, version: string) {
  // Built on first request, when every route has been registered.
  let openApi: string | undefined;
  let page: string | undefined;

  app.get('/docs/openapi.json', async (_request, reply) => {
    openApi ??= JSON.stringify(buildOpenApiDocument(context.router.routes(), version), null, 2);
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(openApi);
  });
  app.get('/docs', async (_request, reply) => {
    page ??= renderDocsPage(context.router.routes(), version);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
  app.get('/docs/docs.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_CSS),
  );
}
