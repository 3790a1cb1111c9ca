import type { ServerErrorCode } from '@care/api-client/schemas';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthSession, SessionStore } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';
import { AppError } from '../errors/app-error';
import { errorCodeForIssues } from '../errors/zod-issues';

/** What a route handler receives: the validated body and, on guarded routes, the session. */
export interface RouteContext<Body, Auth extends boolean> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Body;
  session: Auth extends true ? AuthSession : null;
  /** The caller's IANA time zone from `X-Time-Zone`, when it names a real zone. Not stored yet. */
  timeZone: string | null;
}

/** A JSON route: its contract (zod schemas, documented errors) and its handler. */
export interface RouteDefinition<
  BodySchema extends z.ZodType | undefined,
  ResponseSchema extends z.ZodType,
  Auth extends boolean,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** True: a valid session token is required (401 E005 otherwise). */
  auth: Auth;
  /** Guarded routes rotate the token unless this is false (sign-out). */
  rotateToken?: boolean;
  body?: BodySchema;
  response: ResponseSchema;
  /** Documented failures besides the ones every route may give (E008, and E005 when guarded). */
  errors?: readonly { code: ServerErrorCode; status: number; when: string }[];
  bodyLimit?: number;
  config?: FastifyContextConfig;
  handler(
    context: RouteContext<BodySchema extends z.ZodType ? z.output<BodySchema> : undefined, Auth>,
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
  body: z.ZodType | undefined;
  response: z.ZodType;
  responseContentType: string;
  errors: readonly { code: ServerErrorCode; status: number; when: string }[];
}

/** Adds JSON routes to one Fastify instance and remembers their contracts for the docs. */
export interface Router {
  add<B extends z.ZodType | undefined, R extends z.ZodType, A extends boolean>(
    definition: RouteDefinition<B, R, A>,
  ): void;
  /** Documents a route registered by other means (static files, meta.json). */
  document(doc: RouteDoc): void;
  routes(): readonly RouteDoc[];
}

function validTimeZone(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || header.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: header }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Creates the router of `app`; guarded routes resolve their session through `sessions`. */
export function createRouter(app: FastifyInstance, sessions: SessionStore): Router {
  const docs: RouteDoc[] = [];
  return {
    add(definition) {
      docs.push({
        method: definition.method,
        url: definition.url,
        summary: definition.summary,
        description: definition.description,
        tags: definition.tags,
        auth: definition.auth,
        body: definition.body,
        response: definition.response,
        responseContentType: 'application/json',
        errors: definition.errors ?? [],
      });
      app.route({
        method: definition.method,
        url: definition.url,
        ...(definition.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
        ...(definition.config === undefined ? {} : { config: definition.config }),
        handler: async (request, reply) => {
          let session: AuthSession | null = null;
          if (definition.auth) {
            const token = bearerToken(request.headers.authorization);
            session = token
              ? await sessions.authenticate(token, { rotate: definition.rotateToken !== false })
              : null;
            if (!session) throw new AppError('E005');
            if (session.newToken) reply.header('authorization', `Bearer ${session.newToken}`);
          }

          let body: unknown = undefined;
          if (definition.body) {
            const parsed = definition.body.safeParse(request.body);
            if (!parsed.success) {
              throw new AppError(errorCodeForIssues(parsed.error.issues, request.body), {
                status: 400,
              });
            }
            body = parsed.data;
          }

          const result = await definition.handler({
            request,
            reply,
            body: body as never,
            session: session as never,
            timeZone: validTimeZone(request.headers['x-time-zone']),
          });
          const checked = definition.response.safeParse(result);
          if (!checked.success) {
            request.log.error(
              { issues: checked.error.issues, route: definition.url },
              'response does not match its schema',
            );
            throw new AppError('E008');
          }
          return reply.send(checked.data);
        },
      });
    },
    document(doc) {
      docs.push(doc);
    },
    routes: () => docs,
  };
}
