import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createPasswordVerifier, type PasswordVerifier } from './auth/passwords';
import { createSessionStore } from './auth/sessions';
import { createSignInThrottle } from './auth/sign-in-throttle';
import type { Config } from './config';
import type { ServerContext } from './context';
import type { DatabaseHandle } from './db/client';
import { installRoundTripCounter } from './db/round-trips';
import { scheduleAuditPurge } from './documents/audit-log';
import { AppError } from './errors/app-error';
import { installErrorHandler } from './errors/handler';
import { createExportRegistry } from './exports/registry';
import { registerStatusHistoryExport } from './exports/status-history';
import { registerDiaryExport } from './diary/exports';
import { registerMeasurementExports } from './measurement/exports';
import { createModuleAccessCache, MODULE_ACCESS_CACHE_MS } from './modules/access-cache';
import { installFaults } from './http/faults';
import { declaresUtf8, installInputGuard } from './http/input-guard';
import {
  createTestClock,
  installTestClock,
  installTestSessionExpiry,
  testClockEnabled,
} from './http/test-clock';
import { RequestLogController } from './http/request-log';
import { BODY_LIMITS, createRouter } from './http/router';
import { installSecurityHeaders } from './http/security';
import { timeoutOptions } from './http/timeouts';
import { createLogMailer, mailSettings, noMailer, type Mailer } from './mail/mailer';
import {
  createNotificationHub,
  notificationSettings,
  registerNotificationRoutes,
  type NotificationSettings,
} from './realtime';
import { registerAuthRoutes } from './routes/auth';
import { registerCredentialRoutes } from './routes/credentials';
import { registerCspReportRoutes } from './routes/csp-report';
import { registerDocsRoutes } from './routes/docs';
import { registerActivityRoutes } from './routes/activity';
import { registerDiaryRoutes } from './routes/diary';
import { registerDraftRoutes } from './routes/drafts';
import { registerMeasurementRoutes } from './routes/measurement';
import { registerDocumentRoutes } from './routes/documents';
import { registerExportRoutes } from './routes/exports';
import { registerGuestDashboardRoutes } from './routes/guest-dashboard';
import { registerGuestRoutes } from './routes/guests';
import { registerAccountActionRoutes, registerPeopleRoutes } from './routes/people';
import { registerHealthRoutes } from './routes/health';
import { registerHelpRoutes } from './routes/help';
import { registerI18nRoutes } from './routes/i18n';
import { registerMetaRoutes, webAppVersion } from './routes/meta';
import { registerModuleAccessRoutes } from './routes/module-access';
import { registerPersonalRoutes } from './routes/personal';
import { registerRemoteConfigRoutes } from './routes/remote-config';
import { registerWebRoutes } from './routes/web';

/** What the app is built from: everything it uses comes in here (no module-level state). */
export interface AppDeps {
  config: Config;
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** The time source of sessions; tests move it forward. */
  clock?: () => Date;
  /** Fastify's logger option; defaults to JSON logs at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /** Password checks; tests count the hashing work through it. */
  passwords?: PasswordVerifier;
  /**
   * Notification hub settings over the environment's (NOTIFICATIONS_ALLOWED_ORIGINS,
   * NOTIFICATIONS_TEST_PUBLISH) and the defaults; tests shorten the timings.
   */
  notifications?: Partial<NotificationSettings>;
  /**
   * How mail is sent; default from MAIL_TRANSPORT (the development log transport, or none in
   * production). Tests inject failing or unavailable transports.
   */
  mailer?: Mailer;
}

/** How long a rotated-out token keeps working, for requests already in flight. */
export const TOKEN_GRACE_MS = 30_000;

/** Builds the Fastify app: API, docs, static web app. Call `listen` or `inject` on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const baseClock = deps.clock ?? (() => new Date());
  const testClock = testClockEnabled(config) ? createTestClock(baseClock) : undefined;
  const clock = testClock ? testClock.now : baseClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // The readable log is for a person: warnings, errors and start-up, not a line per request.
    logController: new RequestLogController({
      disableRequestLogging: config.logFormat === 'pretty',
    }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMITS.default,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    ...timeoutOptions(config),
  });

  // An empty JSON body reads as "no body" (a POST without payload), so the route decides: a route
  // that needs one answers E012, sign-out does not care. Everything else is Fastify's safe parser
  // (prototype poisoning is refused: E016). CSP reports are JSON under their own media types;
  // each route states which media types it takes (the router answers others 415). A body
  // declared in another charset than UTF-8 is refused (415 E016), never misread as UTF-8.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  const jsonTypes = ['application/json', 'application/csp-report', 'application/reports+json'];
  app.addContentTypeParser(jsonTypes, { parseAs: 'string' }, (request, body, done) => {
    if (!declaresUtf8(request.headers['content-type'])) {
      return done(new AppError('E016', { status: 415 }), undefined);
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });

  const mail = mailSettings(config, process.env);
  if (config.nodeEnv !== 'production') installRoundTripCounter(app);
  installErrorHandler(app);
  installSecurityHeaders(app, mail.publicUrl);
  installInputGuard(app);
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
  const notifications = {
    ...notificationSettings(config, process.env),
    ...deps.notifications,
  };
  const moduleAccess = createModuleAccessCache(database.db, MODULE_ACCESS_CACHE_MS);
  const hub = createNotificationHub({
    db: database.db,
    kind: database.kind,
    clock,
    log: app.log,
    timings: notifications,
    sessions,
    moduleAccess,
  });
  app.addHook('preClose', () => hub.close());
  const context: ServerContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    sessions,
    passwords: deps.passwords ?? createPasswordVerifier(),
    signInThrottle: createSignInThrottle(
      database.db,
      {
        freeFailures: config.signInFreeFailures,
        accountFreeFailures: config.signInAccountFreeFailures,
        firstDelayMs: config.signInFirstDelaySeconds * 1000,
        maxDelayMs: config.signInMaxDelayMinutes * 60_000,
        forgetMs: config.signInForgetHours * 60 * 60_000,
      },
      clock,
    ),
    router: createRouter(app, sessions, database.db, clock, moduleAccess),
    clock,
    notifications: hub,
    exports: createExportRegistry(),
  };

  installFaults(app, context.router, config);
  if (testClock) {
    installTestClock(context.router, testClock);
    installTestSessionExpiry(context.router, sessions);
  }
  registerAuthRoutes(context);
  registerPersonalRoutes(context);
  const credentialLinks = registerCredentialRoutes(
    app,
    context,
    deps.mailer ?? (mail.transport === 'log' ? createLogMailer(app.log, clock) : noMailer),
    mail,
  );
  registerRemoteConfigRoutes(context);
  registerModuleAccessRoutes(context);
  registerDocumentRoutes(app, context);
  scheduleAuditPurge(app, database.db, clock, {
    retentionMs: config.auditRetentionDays * 24 * 60 * 60_000,
    intervalMs: config.auditPurgeIntervalMinutes * 60_000,
  });
  registerGuestRoutes(context);
  registerGuestDashboardRoutes(context);
  registerDiaryRoutes(context);
  registerActivityRoutes(context);
  registerDraftRoutes(context);
  registerMeasurementRoutes(context);
  registerStatusHistoryExport(context.exports);
  registerDiaryExport(context.exports);
  registerMeasurementExports(context.exports);
  registerExportRoutes(context);
  registerPeopleRoutes(app, context);
  registerAccountActionRoutes(context, credentialLinks);
  registerI18nRoutes(context);
  registerHelpRoutes(context);
  registerHealthRoutes(context);
  registerCspReportRoutes(context);
  registerMetaRoutes(context);
  registerDocsRoutes(app, context, webAppVersion(config.version));
  await registerWebRoutes(app, config.webDist);
  // Last: @fastify/websocket wraps the routes added after it.
  await registerNotificationRoutes(app, context, hub, notifications);
  await hub.start();
  return app;
}
