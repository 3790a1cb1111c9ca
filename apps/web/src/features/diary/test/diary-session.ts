// A diary screen's tests: the app's test server and a sign-in with the diary routes.
import type { PermissionMap, Role } from '@care/api-client';
import { afterAll, beforeAll } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { installDiaryApi, type DiaryApi } from './diary-api';

/** The session of a test file: `signInAs` clears the server and installs the diary of a role. */
export interface DiarySession {
  server: ApiTestServer;
  diary: DiaryApi;
  signInAs: (role: Role, permission?: PermissionMap | null) => void;
}

/** Starts the test server for the file (stopped after it); sign in with `signInAs`. */
export function diarySession(): DiarySession {
  const session = {
    signInAs(role: Role, permission: PermissionMap | null = null) {
      const { server } = session as DiarySession;
      server.routes.clear();
      server.hits.length = 0;
      const me = myInfo({ role });
      me.customerRoleDto.permission = permission;
      installWorkingApi(server, me);
      session.diary = installDiaryApi(server);
      sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    },
  } as Partial<DiarySession> & Pick<DiarySession, 'signInAs'>;
  beforeAll(async () => {
    session.server = await startApiTestServer();
  });
  afterAll(() => session.server?.close());
  return session as DiarySession;
}
