// A real HTTP server for the web app's tests: the app's real API client talks to it over the
// network, so the transport, its headers and its error mapping are part of what is tested.
import {
  DEFAULT_MODULE_ACCESS,
  ROLES,
  levelsOfRole,
  type MyInfo,
  type Role,
} from '@care/api-client';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installI18nApi } from './i18n-api';

/** A request as the server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; return `false` to fall through to a 404. */
export type Handler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/** A running server. */
export interface ApiTestServer {
  /** `http://127.0.0.1:{port}/api/` */
  baseUrl: string;
  hits: SeenRequest[];
  /** Replace the answers (by `METHOD /path`), keeping the server. */
  routes: Map<string, Handler>;
  close(): Promise<void>;
}

/** Sends JSON. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts the server on 127.0.0.1 and a free port. */
export async function startApiTestServer(): Promise<ApiTestServer> {
  const hits: SeenRequest[] = [];
  const routes = new Map<string, Handler>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      hits.push(seen);
      const path = seen.url.split('?')[0];
      const handler = routes.get(`${seen.method} ${path}`);
      if (!handler) return sendJson(res, 404, { errorCode: 'E008' });
      Promise.resolve(handler(seen, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    hits,
    routes,
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** A valid session token (the client checks the format). */
export const TOKEN = 'test-session-token-0123456789abcdef';

/** A user as `personal/myInfo` answers it. */
export function myInfo(
  overrides: {
    name?: string;
    surname?: string;
    role?: Role | string;
    groups?: { id: number; name: string }[];
  } = {},
): MyInfo {
  const role = (overrides.role ?? 'RA_NURSE') as Role;
  return {
    personalDataDto: {
      personalDataId: 7,
      customerAccountId: 7,
      name: overrides.name ?? 'Giulia',
      surname: overrides.surname ?? 'Bianchi',
      email: 'giulia.bianchi@example.org',
      profileImageData: null,
      identifierCode: null,
      status: 'A',
      credentialGenerated: true,
    },
    customerRoleDto: {
      id: 3,
      role,
      permission: null,
      customerRoleDtos: [{ id: 3, role }],
      customerGroupDtoCollection: overrides.groups ?? [{ id: 1, name: 'Villa Serena' }],
    },
    roleIdentifier: role,
  };
}

/** Answers `GET module-access` with `role`'s default levels (none for a role outside the seven). */
export function installModuleAccess(server: ApiTestServer, role: string): void {
  const known = (ROLES as readonly string[]).includes(role) ? (role as Role) : undefined;
  const levels = levelsOfRole(DEFAULT_MODULE_ACCESS, known);
  server.routes.set('GET /api/module-access', (_request, response) =>
    sendJson(response, 200, { data: { role: known ?? null, levels } }),
  );
}

/**
 * Installs the answers of a working server: sign-in for nurse/secret, myInfo, the user's default
 * module levels, sign-out, and the start-up reads of translations and legal links
 * (`installI18nApi`).
 */
export function installWorkingApi(server: ApiTestServer, me: MyInfo = myInfo()): void {
  installI18nApi(server);
  server.routes.set('POST /api/auth/sign-in', (request, response) => {
    const body = JSON.parse(request.body) as { username: string; password: string };
    if (body.username === 'nurse' && body.password === 'secret') {
      sendJson(response, 200, { data: { token: TOKEN, expiresAt: '2030-01-01T00:00:00Z' } });
    } else {
      sendJson(response, 401, { errorCode: 'E014' });
    }
  });
  server.routes.set('GET /api/personal/myInfo', (request, response) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return sendJson(response, 401, { errorCode: 'E005' });
    }
    sendJson(response, 200, { data: me });
  });
  server.routes.set('POST /api/auth/sign-out', (_request, response) =>
    sendJson(response, 200, { data: true }),
  );
  installModuleAccess(server, me.customerRoleDto.role);
}
