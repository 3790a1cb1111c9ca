import {
  ATTACHMENT_MAX_BYTES,
  levelAllows,
  type ModuleId,
  type ModuleNeed,
  type Role,
  type ServerErrorCode,
} from '@care/api-client/schemas';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthSession, SessionStore } from '../auth/sessions';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { errorCodeForIssues } from '../errors/zod-issues';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotently,
  type Answer,
  type IdempotencyOwner,
} from './idempotency';
import { levelOf } from '../modules/access';
import type { ModuleAccessCache } from '../modules/access-cache';
import { resolveSession } from './session-answer';
import type { ScopeCaller } from '../people/scope';

/** HTTP methods of the route table (HEAD is Fastify's automatic twin of GET and not listed). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods that change something: every such route needs a `example` fixture. */
export const WRITE_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Largest attachment file a user may upload (our decision, the contract's:
 * docs/behaviour/documents.md#attachments).
 */
export const MAX_ATTACHMENT_BYTES = ATTACHMENT_MAX_BYTES;
/**
 * The largest profile photo, decoded: 2 MiB (the web app compresses photos with factor 0.5 before
 * sending them, so a real one is far smaller).
 */
export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Request body limits in bytes, refused with 413 E015 before parsing. A route declares one of
 * these (`bodyLimit: BODY_LIMITS.attachment`); a route that declares nothing gets `default`.
 */
export const BODY_LIMITS = {
  /** Sign-in: a username and a password, a few hundred bytes. */
  signIn: 4 * 1024,
  /** Forgotten password and one-time links: a username, or a token and a password twice. */
  credentials: 4 * 1024,
  /** A browser's CSP violation report (a report batch of `application/reports+json`). */
  cspReport: 16 * 1024,
  /** Everything else: forms, settings, translations. */
  default: 64 * 1024,
  /**
   * Attachment uploads: the file travels base64-encoded inside JSON (4 characters per 3 bytes)
   * plus 64 KiB for the name, the size and the JSON around them. 13.4 MiB.
   */
  attachment: Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4 + 64 * 1024,
  /** A profile photo: base64 in JSON, plus 16 KiB for its name and the JSON around it. 2.7 MiB. */
  profileImage: Math.ceil(MAX_PROFILE_IMAGE_BYTES / 3) * 4 + 16 * 1024,
} as const;

/** What a route example's function may use to find the data it needs (ids of seeded rows). */
export interface ExampleFixture {
  db: Database;
  /**
   * The group whose guests a guest route's example acts on (the group scope): the caller's own
   * group in the authorization matrix, another one in the group-scope matrix. Any when absent.
   */
  groupId?: number;
}

/**
 * How to call a route successfully: the fixture of the generic tests (authorization matrix,
 * mass assignment, body limits). Every write route must have one.
 */
export interface RouteExample {
  /** A concrete path for a route with parameters or a wildcard. Default: the route's url. */
  path?: string;
  /** A valid JSON body (omit for a route that takes none). */
  body?: unknown;
  /** Content-Type of `body`; default application/json. */
  contentType?: string;
  /** Headers of a route's own credential (a measuring device's key), besides the session. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Server-owned fields (`status`, `role`...) this route legitimately changes itself, e.g. an
   * account action that sets `status`. The mass-assignment test does not flag them.
   */
  changes?: readonly string[];
}

/** A route's example, or a function computing it from the seeded database. */
export type RouteExampleSource =
  RouteExample | ((fixture: ExampleFixture) => RouteExample | Promise<RouteExample>);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's example call (see `RouteExample`); routes outside the router set it here. */
    example?: RouteExampleSource;
  }
  interface FastifyInstance {
    /** Every route registered on this app (see `Router.table`). */
    routeTable(): readonly TableRoute[];
  }
}

/**
 * Who may call a guarded route, declared on the route and enforced by the router before the
 * handler runs (403 E013 otherwise): every signed-in account (`SIGNED_IN`), or the accounts whose
 * role is one of `roles` (a group of @care/api-client: `STAFF_ROLES`, `PEOPLE_MANAGERS`...).
 * A care module's level is declared beside it (`RouteModule`). Whose record a call names is not
 * part of it: that depends on the target (people/targets.ts, the group scope).
 */
export type RouteAccess = { readonly signedIn: true } | { readonly roles: readonly Role[] };

/**
 * The care module a route belongs to and what it needs of it (docs/behaviour/module-access.md):
 * the router reads the caller's role's level in the configuration in force on every request and
 * refuses a level below `level` with 403 E013. Only on guarded routes, beside `access`.
 */
export interface RouteModule {
  readonly id: ModuleId;
  readonly level: ModuleNeed;
}

/** Access of a route every signed-in account may call (its own profile, settings, sign-out). */
export const SIGNED_IN = { signedIn: true } as const satisfies RouteAccess;

/**
 * The caller of a guarded route: the account and its role (the first, as `personal/myInfo`
 * reports it), resolved once by the router. A route restricted to roles always has a role.
 */
export interface RouteCaller {
  accountId: number;
  role: Role | undefined;
}

type CallerOf<Access> = Access extends { roles: readonly Role[] } ? ScopeCaller : RouteCaller;
type Parsed<Schema> = Schema extends z.core.$ZodType ? z.output<Schema> : undefined;

/** What a route handler receives: the validated body and, on guarded routes, the session. */
export interface RouteContext<
  Body,
  Auth extends boolean,
  Access = undefined,
  Params = undefined,
  Query = undefined,
> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Body;
  /** The path parameters, validated by the route's `params` schema. */
  params: Params;
  /** The query string, validated by the route's `query` schema. */
  query: Query;
  session: Auth extends true ? AuthSession : null;
  /** The caller (account and role) on guarded routes. */
  caller: Auth extends true ? CallerOf<Access> : null;
  /** The caller's IANA time zone from `X-Time-Zone`, when it names a real zone. Not stored yet. */
  timeZone: string | null;
}

/** A JSON route: its contract (zod schemas, documented errors) and its handler. */
export interface RouteDefinition<
  BodySchema extends z.core.$ZodType | undefined,
  ResponseSchema extends z.core.$ZodType,
  Auth extends boolean,
  Access extends RouteAccess | undefined = undefined,
  ParamsSchema extends z.core.$ZodType | undefined = undefined,
  QuerySchema extends z.core.$ZodType | undefined = undefined,
> {
  method: HttpMethod;
  url: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** True: a valid session token is required (401 E005 otherwise). */
  auth: Auth;
  /** Guarded routes rotate the token unless this is false (sign-out). */
  rotateToken?: boolean;
  /** Who may call it (guarded routes must declare it; see `RouteAccess`). */
  access?: Access;
  /** The care module and level the route needs (guarded routes only; see `RouteModule`). */
  module?: RouteModule;
  /**
   * True for a route that creates a record: an `Idempotency-Key` header makes a retry get the
   * first answer instead of a second record (http/idempotency.ts). Keys are the session's
   * account's; a route without a session names whose they are with `idempotencyOwner`.
   */
  idempotent?: boolean;
  /** For an idempotent route without a session (a device's): the keys' owner of a request. */
  idempotencyOwner?: (request: FastifyRequest) => Promise<IdempotencyOwner>;
  /** The path parameters (`:id`): 400 with the body's error codes when they do not match. */
  params?: ParamsSchema;
  /** The query string: 400 with the body's error codes when it does not match. */
  query?: QuerySchema;
  /**
   * The request body. Unknown keys are stripped by zod's default object mode: never use
   * `z.looseObject`/`.passthrough()` here (the mass-assignment test would catch it).
   */
  body?: BodySchema;
  /** Media types the body may have; default `application/json`. Others answer 415 E016. */
  accepts?: readonly string[];
  response: ResponseSchema;
  /**
   * The media type of a success; default `application/json` (wrapped, checked by `response`). A
   * download (`text/csv`, `application/pdf`) sets its own headers on `reply` and returns the
   * bytes or a stream, which `response` checks is what it returned.
   */
  responseContentType?: string;
  /** Status of a success; default 200. 204 sends no body (the response schema is z.undefined()). */
  successStatus?: 200 | 201 | 204;
  /** Documented failures besides the ones every route may give (E008, and E005 when guarded). */
  errors?: readonly { code: ServerErrorCode; status: number; when: string }[];
  /** One of `BODY_LIMITS`; default `BODY_LIMITS.default`. */
  bodyLimit?: number;
  /** A valid call of this route (required for POST, PUT, PATCH and DELETE: the tests check it). */
  example?: RouteExampleSource;
  config?: FastifyContextConfig;
  handler(
    context: RouteContext<
      Parsed<BodySchema>,
      Auth,
      Access,
      Parsed<ParamsSchema>,
      Parsed<QuerySchema>
    >,
  ): Promise<z.input<ResponseSchema>>;
}

/** A registered route as the OpenAPI document and the /docs page describe it. */
export interface RouteDoc {
  method: string;
  url: string;
  summary: string;
  description: string | undefined;
  tags: readonly string[];
  auth: boolean;
  /** Who may call it (guarded router routes). */
  access?: RouteAccess;
  /** The care module and level it needs. */
  module?: RouteModule;
  /** Whether it honours an `Idempotency-Key` header. */
  idempotent?: boolean;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body: z.core.$ZodType | undefined;
  /** Media types of the body; default application/json. */
  bodyContentTypes?: readonly string[];
  response: z.core.$ZodType;
  responseContentType: string;
  /** Status of a success; default 200. */
  successStatus?: number;
  errors: readonly { code: ServerErrorCode; status: number; when: string }[];
}

/** A route as Fastify registered it: every route of the app, however it was added. */
export interface TableRoute {
  method: HttpMethod;
  url: string;
  /** The body limit Fastify enforces for it. */
  bodyLimit: number;
  example: RouteExampleSource | undefined;
}

/** Adds JSON routes to one Fastify instance and remembers their contracts for the docs. */
export interface Router {
  add<
    B extends z.core.$ZodType | undefined,
    R extends z.core.$ZodType,
    A extends boolean,
    Access extends RouteAccess | undefined = undefined,
    P extends z.core.$ZodType | undefined = undefined,
    Q extends z.core.$ZodType | undefined = undefined,
  >(
    definition: RouteDefinition<B, R, A, Access, P, Q>,
  ): void;
  /** Documents a route registered by other means (static files, meta.json). */
  document(doc: RouteDoc): void;
  /** The documented routes (OpenAPI, /docs). */
  routes(): readonly RouteDoc[];
  /**
   * Every route registered on the app after the router was created, by any means (router, plain
   * `app.get`, plugins such as @fastify/static): the authorization matrix and the generic
   * security tests enumerate it, so no route escapes them.
   */
  table(): readonly TableRoute[];
}

function validTimeZone(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || header.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: header }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/**
 * The path parameters or query `value` validated by `schema`, or 400 with the codes of a body:
 * a required parameter that is absent is E012 (whatever its type), a too long text E015, anything
 * else E016.
 */
function validated(schema: z.core.$ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const input = (value ?? {}) as Record<PropertyKey, unknown>;
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const absent = parsed.error.issues.some(
    (issue) => issue.path.length === 1 && input[issue.path[0] as PropertyKey] === undefined,
  );
  throw new AppError(absent ? 'E012' : errorCodeForIssues(parsed.error.issues, input), {
    status: 400,
  });
}

/** The query without its blank values: `?status=` counts as no status, as a blank body text does. */
function withoutBlanks(query: unknown): unknown {
  if (query === null || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** Where the router reads a role's module level (modules/access-cache.ts in the app). */
export type ModuleLevels = Pick<ModuleAccessCache, 'levelOf'>;

/** The caller of a guarded route when `access` lets it in; 403 E013 otherwise. */
async function callerFor(
  levels: ModuleLevels,
  { accountId, role }: AuthSession,
  access: RouteAccess | undefined,
  module: RouteModule | undefined,
): Promise<RouteCaller> {
  if (access && 'roles' in access && (!role || !access.roles.includes(role))) {
    throw new AppError('E013');
  }
  if (module && !levelAllows(await levels.levelOf(module.id, role), module.level)) {
    throw new AppError('E013');
  }
  return { accountId, role };
}

const TABLE_METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Creates the router of `app`; guarded routes resolve their session through `sessions` and their
 * module level through `levels` (by default read in `db` on every request).
 */
export function createRouter(
  app: FastifyInstance,
  sessions: SessionStore,
  db: Database,
  clock: () => Date = () => new Date(),
  levels: ModuleLevels = { levelOf: (module, role) => levelOf(db, module, role) },
): Router {
  const docs: RouteDoc[] = [];
  const table = new Map<string, TableRoute>();
  const defaultBodyLimit = app.initialConfig.bodyLimit ?? BODY_LIMITS.default;

  app.decorate('routeTable', () => [...table.values()]);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      const upper = String(method).toUpperCase();
      if (!TABLE_METHODS.has(upper)) continue;
      table.set(`${upper} ${options.url}`, {
        method: upper as HttpMethod,
        url: options.url,
        bodyLimit: options.bodyLimit ?? defaultBodyLimit,
        example: options.config?.example,
      });
    }
  });

  return {
    add(definition) {
      if (definition.module && !definition.auth) {
        throw new TypeError(`${definition.url}: a route of a module needs a session (auth: true)`);
      }
      if (definition.idempotent && !definition.auth && !definition.idempotencyOwner) {
        throw new TypeError(
          `${definition.url}: idempotency keys are per account (auth: true) or per idempotencyOwner`,
        );
      }
      const accepts = definition.accepts ?? ['application/json'];
      docs.push({
        method: definition.method,
        url: definition.url,
        summary: definition.summary,
        description: definition.description,
        tags: definition.tags,
        auth: definition.auth,
        ...(definition.access ? { access: definition.access } : {}),
        ...(definition.module ? { module: definition.module } : {}),
        ...(definition.idempotent ? { idempotent: true } : {}),
        ...(definition.params ? { params: definition.params } : {}),
        ...(definition.query ? { query: definition.query } : {}),
        body: definition.body,
        bodyContentTypes: accepts,
        response: definition.response,
        responseContentType: definition.responseContentType ?? 'application/json',
        successStatus: definition.successStatus ?? 200,
        errors: definition.errors ?? [],
      });
      const config: FastifyContextConfig = {
        ...definition.config,
        ...(definition.example === undefined ? {} : { example: definition.example }),
      };
      app.route({
        method: definition.method,
        url: definition.url,
        ...(definition.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
        config,
        handler: async (request, reply) => {
          let session: AuthSession | null = null;
          let caller: RouteCaller | null = null;
          if (definition.auth) {
            const rotate = definition.rotateToken !== false;
            session = await resolveSession(request, reply, { sessions, clock, rotate });
            caller = await callerFor(levels, session, definition.access, definition.module);
          }
          const params = validated(definition.params, request.params);
          const query = validated(definition.query, withoutBlanks(request.query));

          let body: unknown = undefined;
          if (definition.body) {
            // A JSON route takes JSON only: a form post or text/plain (what a cross-site page can
            // send without a preflight) is refused.
            const type = mediaType(request.headers['content-type']);
            if (request.body !== undefined && (!type || !accepts.includes(type))) {
              throw new AppError('E016', { status: 415 });
            }
            const parsed = z.safeParse(definition.body, request.body);
            if (!parsed.success) {
              throw new AppError(errorCodeForIssues(parsed.error.issues, request.body), {
                status: 400,
              });
            }
            body = parsed.data;
          }

          const produce = async (): Promise<Answer> => {
            const result = await definition.handler({
              request,
              reply,
              body: body as never,
              params: params as never,
              query: query as never,
              session: session as never,
              caller: caller as never,
              timeZone: validTimeZone(request.headers['x-time-zone']),
            });
            const checked = z.safeParse(definition.response, result);
            if (!checked.success) {
              request.log.error(
                { issues: checked.error.issues, route: definition.url },
                'response does not match its schema',
              );
              throw new AppError('E008');
            }
            return { status: definition.successStatus ?? 200, body: checked.data };
          };
          const owner: IdempotencyOwner | undefined = caller
            ? { accountId: caller.accountId }
            : request.headers[IDEMPOTENCY_KEY_HEADER] === undefined
              ? undefined
              : await definition.idempotencyOwner?.(request);
          const answer =
            definition.idempotent && owner
              ? await idempotently(request, { db, clock, owner }, produce)
              : { ...(await produce()), replayed: false };
          if (answer.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
          if (answer.status === 204) return reply.code(204).send();
          return reply.code(answer.status).send(answer.body);
        },
      });
    },
    document(doc) {
      docs.push(doc);
    },
    routes: () => docs,
    table: () => [...table.values()],
  };
}
