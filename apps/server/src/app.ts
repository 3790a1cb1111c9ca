import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createPasswordVerifier } from './auth/passwords';
import { createSessionStore } from './auth/sessions';
import type { Config } from './config';
import type { ServerContext } from './context';
import type { DatabaseHandle } from './db/client';
import { AppError } from './errors/app-error';
import { installErrorHandler } from './errors/handler';
import { createRouter } from './http/router';
import { installSecurityHeaders } from './http/security';
import { registerAuthRoutes } from './routes/auth';
import { registerDocsRoutes } from './routes/docs';
import { registerHealthRoutes } from './routes/health';
import { registerI18nRoutes } from './routes/i18n';
import { registerMetaRoutes, webAppVersion } from './routes/meta';
import { registerPersonalRoutes } from './routes/personal';
import { registerWebRoutes } from './routes/web';

/** What the app is built from: everything it uses comes in here (no module-level state). */
export interface AppDeps {
  config: Config;
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** The time source of sessions; tests move it forward. */
  clock?: () => Date;
  /** Fastify's logger option; defaults to JSON logs at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
}

/** How long a rotated-out token keeps working, for requests already in flight. */
export const TOKEN_GRACE_MS = 30_000;

/** Builds the Fastify app: API, docs, static web app. Call `listen` or `inject` on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  });

  // An empty JSON body reads as "no body" (a POST without payload), so the route decides: a route
  // that needs one answers E012, sign-out does not care. Everything else is Fastify's safe parser
  // (prototype poisoning is refused: E016).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });

  installErrorHandler(app);
  installSecurityHeaders(app);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('E020'),
  });

  const sessions = createSessionStore(
    database.db,
    {
      idleMs: config.sessionIdleMinutes * 60_000,
      rememberMeIdleMs: config.sessionRememberDays * 24 * 60 * 60_000,
      graceMs: TOKEN_GRACE_MS,
    },
    clock,
  );
  const context: ServerContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    sessions,
    passwords: createPasswordVerifier(),
    router: createRouter(app, sessions),
    clock,
  };

  registerAuthRoutes(context);
  registerPersonalRoutes(context);
  registerI18nRoutes(context);
  registerHealthRoutes(context);
  registerMetaRoutes(context);
  registerDocsRoutes(app, context, webAppVersion(config.version));
  await registerWebRoutes(app, config.webDist);
  return app;
}
