// The configuration routes of module access for the unit tests, on the app's test server.
import { DEFAULT_MODULE_ACCESS, type ModuleAccessMap } from '@care/api-client';
import { sendJson, type ApiTestServer } from '../../../test/api-test-server';

/** The stored configuration and what was sent. */
export interface ModuleAccessApi {
  levels: ModuleAccessMap;
  /** The bodies of every `PUT admin/module-access`. */
  saved: ModuleAccessMap[];
  /** Set to an error code (with its status) to refuse the next save. */
  failNextSave: { status: number; code: string } | null;
}

/** Installs `GET`/`PUT admin/module-access` on `server`, starting from `levels`. */
export function installModuleAccessApi(
  server: ApiTestServer,
  levels: ModuleAccessMap = DEFAULT_MODULE_ACCESS,
): ModuleAccessApi {
  const api: ModuleAccessApi = { levels, saved: [], failNextSave: null };
  server.routes.set('GET /api/admin/module-access', (_request, response) =>
    sendJson(response, 200, { data: { levels: api.levels } }),
  );
  server.routes.set('PUT /api/admin/module-access', (request, response) => {
    const failure = api.failNextSave;
    api.failNextSave = null;
    if (failure) return sendJson(response, failure.status, { errorCode: failure.code });
    const body = JSON.parse(request.body) as { levels: ModuleAccessMap };
    api.saved.push(body.levels);
    api.levels = body.levels;
    sendJson(response, 200, { data: { levels: api.levels } });
  });
  return api;
}
