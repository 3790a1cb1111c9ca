import { ERROR_CATALOGUE, errorBodySchema, type ServerErrorCode } from '@care/api-client/schemas';
import { z } from 'zod';
import type { RouteDoc } from '../http/router';

type JsonSchema = Record<string, unknown>;

/** A zod schema as a JSON Schema (2020-12, the dialect of OpenAPI 3.1), without `$schema`. */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** Errors every route may answer, besides its own. */
export function commonErrors(route: RouteDoc): RouteDoc['errors'] {
  const errors: { code: ServerErrorCode; status: number; when: string }[] = [];
  if (route.auth) {
    errors.push({
      code: 'E005',
      status: 401,
      when: 'no token, or a forged, expired or revoked one',
    });
  }
  if (route.idempotent) {
    errors.push(
      { code: 'E016', status: 400, when: 'a malformed Idempotency-Key' },
      { code: 'E050', status: 422, when: 'the Idempotency-Key was used for another request' },
      { code: 'E051', status: 409, when: 'the request with this Idempotency-Key is still running' },
    );
  }
  errors.push({ code: 'E008', status: 500, when: 'unexpected failure (logged on the server)' });
  return errors;
}

/** The path and query parameters of a route, from its `params` and `query` object schemas. */
function parametersOf(route: RouteDoc): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  return parameters;
}

/** Who may call a route, in words (the `access` it declares). */
export function accessText(route: RouteDoc): string | undefined {
  if (!route.access) return undefined;
  const who =
    'roles' in route.access
      ? `Roles: ${route.access.roles.join(', ')}.`
      : 'Every signed-in account.';
  return route.module
    ? `${who} Module \`${route.module.id}\`: ${route.module.level} (as configured per role).`
    : who;
}

/** The header of a create route (docs/behaviour/never-losing-work.md#idempotency-keys). */
const IDEMPOTENCY_KEY_PARAMETER: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A key of 8 to 200 visible ASCII characters (a UUID) the client makes for one logical create ' +
    'and sends again with every retry of it. Within 24 hours a retry with the same key gets the ' +
    'first answer again (with `Idempotency-Replayed: true`) instead of creating a second record; ' +
    'the same key with another method, path or body is 422 E050, and while the first request is ' +
    'still being carried out 409 E051. A failed request lets its key go. Keys are per account.',
  schema: { type: 'string', minLength: 8, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
};

function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The OpenAPI 3.1 document of `routes`, generated from their zod schemas. */
export function buildOpenApiDocument(routes: readonly RouteDoc[], version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const success = route.successStatus ?? 200;
    const responses: Record<string, unknown> = {
      [String(success)]: {
        description: success === 204 ? 'Success, no content' : 'Success',
        ...(route.auth
          ? {
              headers: {
                Authorization: {
                  description: 'The rotated session token (`Bearer <token>`): use it from now on.',
                  schema: { type: 'string' },
                },
              },
            }
          : {}),
        ...(success === 204
          ? {}
          : {
              // A download may come in several media types (`text/csv, application/pdf`).
              content: Object.fromEntries(
                route.responseContentType
                  .split(',')
                  .map((type) => [type.trim(), { schema: jsonSchemaOf(route.response, 'output') }]),
              ),
            }),
      },
    };
    const byStatus = new Map<number, string[]>();
    for (const error of [...route.errors, ...commonErrors(route)]) {
      const lines = byStatus.get(error.status) ?? [];
      lines.push(`${error.code}: ${error.when}`);
      byStatus.set(error.status, lines);
    }
    for (const [status, lines] of [...byStatus].sort(([a], [b]) => a - b)) {
      responses[String(status)] = {
        description: lines.join('; '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      };
    }
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      ...(route.description || route.access
        ? { description: [route.description, accessText(route)].filter(Boolean).join('\n\n') }
        : {}),
      ...(route.access ? { 'x-care-access': route.access } : {}),
      ...(route.module ? { 'x-care-module': route.module } : {}),
      tags: [...route.tags],
      security: route.auth ? [{ bearer: [] }] : [],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                (route.bodyContentTypes ?? ['application/json']).map((type) => [
                  type,
                  { schema: jsonSchemaOf(route.body as z.core.$ZodType, 'input') },
                ]),
              ),
            },
          }
        : {}),
      parameters: [
        ...parametersOf(route),
        {
          name: 'X-Time-Zone',
          in: 'header',
          required: false,
          description: "The caller's IANA time zone (e.g. Europe/Rome). Accepted, not yet used.",
          schema: { type: 'string' },
        },
        ...(route.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
      ],
      ...(route.idempotent ? { 'x-care-idempotent': true } : {}),
      responses,
    };
    const path = toOpenApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Care API',
      version,
      description:
        'The reference backend of Care. Successful answers are `{ data }` envelopes (except ' +
        'health and meta.json); failures are `{ errorCode }` from the catalogue below.\n\n' +
        Object.entries(ERROR_CATALOGUE)
          .filter(([code]) => !code.startsWith('FEE'))
          .map(([code, entry]) => `- ${code} (${entry.status}): ${entry.meaning}`)
          .join('\n'),
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'Opaque session token from sign-in. An authenticated answer may carry a rotated token ' +
            'in its Authorization header (replace yours with it): the token rotates at most once ' +
            'per grace period of 30 s, and the previous one keeps working until that grace ends.',
        },
      },
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
    },
    paths,
  };
}
