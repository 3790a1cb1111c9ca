import { envelope, SERVER_ERROR_CODES, type ServerErrorCode } from '@care/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import { sendError } from '../errors/handler';
import type { Router } from './router';

/** Where the fault hooks live; requests under it are never faulted themselves. */
export const FAULTS_PATH = '/api/__test__/faults';

/** The code a faulted answer carries when the fault names none. */
function defaultCode(status: number): ServerErrorCode {
  const byStatus: Record<number, ServerErrorCode> = {
    400: 'E016',
    401: 'E005',
    403: 'E013',
    409: 'E019',
    413: 'E015',
    417: 'E005',
    429: 'E020',
  };
  return byStatus[status] ?? 'E008';
}

/** `POST /api/__test__/faults` body: what to break, for how many requests. */
export const faultRequestSchema = z
  .object({
    /** The path to break, without query: exact (a trailing slash is ignored), or a prefix ending in `*`. */
    path: z.string().min(1).max(500).startsWith('/'),
    /** Only this method; default any. */
    method: z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    /** How many matching requests are broken, then the fault is gone. */
    times: z.number().int().min(1).max(1000).default(1),
    /** Wait this long first (a slow server). Alone, the request is then served normally. */
    delayMs: z.number().int().min(0).max(60_000).default(0),
    /** Answer this status with `{ errorCode }` instead of serving the request. */
    status: z.number().int().min(400).max(599).optional(),
    /** The code of that answer; default fits the status (E005 for 401/417, E020 for 429, else E008...). */
    errorCode: z.enum(SERVER_ERROR_CODES as [ServerErrorCode, ...ServerErrorCode[]]).optional(),
    /** Destroy the connection without an answer (a network failure). */
    drop: z.boolean().default(false),
  })
  .refine((f) => f.status !== undefined || f.drop || f.delayMs > 0, {
    message: 'a fault needs status, drop or delayMs',
  })
  .refine((f) => !(f.drop && f.status !== undefined), { message: 'drop or status, not both' });

/** An armed fault as listed. */
export const faultSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  method: z.string().nullable(),
  remaining: z.number().int(),
  delayMs: z.number().int(),
  status: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  drop: z.boolean(),
});
/** An armed fault. */
export type Fault = z.infer<typeof faultSchema>;

function pathOf(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method && fault.method !== method) return false;
  if (fault.path.endsWith('*')) return path.startsWith(fault.path.slice(0, -1));
  return pathOf(fault.path) === path;
}

/**
 * Fault hooks for the end-to-end tests, besides Playwright's own request routing: they break the
 * real server's answers (a status after a delay, a slow answer, a dropped connection) for the
 * next N requests matching a path. Installed only with FAULTS_ENABLED=1 outside production
 * (refused in production by the configuration and here again): otherwise the routes do not exist and
 * no hook runs. Call it before the routes are added, so the hook sees every request.
 */
export function installFaults(
  app: FastifyInstance,
  router: Router,
  config: Pick<Config, 'faultsEnabled' | 'nodeEnv'>,
): void {
  // Twice guarded: the configuration never enables them in production, and neither does this.
  if (!config.faultsEnabled || config.nodeEnv === 'production') return;
  let faults: Fault[] = [];
  let nextId = 1;

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (path.startsWith(FAULTS_PATH)) return;
    const fault = faults.find((f) => matches(f, request.method, path));
    if (!fault) return;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
    request.log.warn({ fault: fault.id, url: request.url }, 'test fault injected');
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.drop) {
      reply.hijack();
      request.raw.socket?.destroy();
      return reply;
    }
    if (fault.status !== null) {
      const code = (fault.errorCode as ServerErrorCode | null) ?? defaultCode(fault.status);
      return sendError(reply, code, fault.status);
    }
    return undefined;
  });

  router.add({
    method: 'POST',
    url: FAULTS_PATH,
    summary: 'Test only: break the next requests to a path',
    description:
      'Exists only with FAULTS_ENABLED=1 and NODE_ENV other than production. The next `times` ' +
      'requests whose path matches (and method, when given) wait `delayMs`, then answer ' +
      '`status` with `{ errorCode }`, or lose their connection (`drop`), or, with a delay alone, ' +
      'are served late. Faults are per server instance and kept in memory.',
    tags: ['test'],
    auth: false,
    body: faultRequestSchema,
    response: envelope(faultSchema),
    example: { body: { path: '/api/__test__/never-requested', status: 503, times: 1 } },
    async handler({ body }) {
      const fault: Fault = {
        id: nextId++,
        path: body.path,
        method: body.method ?? null,
        remaining: body.times,
        delayMs: body.delayMs,
        status: body.status ?? null,
        errorCode: body.errorCode ?? null,
        drop: body.drop,
      };
      faults.push(fault);
      return { data: fault };
    },
  });

  router.add({
    method: 'GET',
    url: FAULTS_PATH,
    summary: 'Test only: the armed faults',
    tags: ['test'],
    auth: false,
    response: envelope(z.array(faultSchema)),
    async handler() {
      return { data: faults.map((f) => ({ ...f })) };
    },
  });

  router.add({
    method: 'DELETE',
    url: FAULTS_PATH,
    summary: 'Test only: disarm every fault',
    tags: ['test'],
    auth: false,
    response: envelope(z.literal(true)),
    example: {},
    async handler() {
      faults = [];
      return { data: true as const };
    },
  });
}
