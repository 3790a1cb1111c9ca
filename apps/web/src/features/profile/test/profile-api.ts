// An in-memory profile API for the unit tests, on the app's test server (real HTTP).
import type { FieldDefinition, MyInfo, SettingValue } from '@care/api-client';
import { sendJson, type ApiTestServer } from '../../../test/api-test-server';

/** The profile form as the server describes it (labels are i18n keys). */
const FIELDS: readonly FieldDefinition[] = [
  {
    fieldName: 'name',
    type: 'STRING',
    label: 'profilePage.fields.name',
    required: true,
    maxDigits: 50,
    category: 'personal',
  },
  {
    fieldName: 'surname',
    type: 'STRING',
    label: 'profilePage.fields.surname',
    required: true,
    maxDigits: 50,
    category: 'personal',
  },
  {
    fieldName: 'birthDate',
    type: 'DATE',
    label: 'profilePage.fields.birthDate',
    min: '1900-01-01',
    category: 'personal',
  },
  {
    fieldName: 'identifierCode',
    type: 'STRING',
    label: 'profilePage.fields.identifierCode',
    readOnly: true,
    category: 'personal',
  },
  {
    fieldName: 'description',
    type: 'DESCRIPTION',
    label: 'profilePage.fields.description',
    maxDigits: 300,
    category: 'personal',
  },
  {
    fieldName: 'email',
    type: 'STRING',
    label: 'profilePage.fields.email',
    maxDigits: 100,
    validate: 'email',
    helperText: 'profilePage.fields.emailHelper',
    category: 'contacts',
  },
  {
    fieldName: 'phone',
    type: 'STRING',
    label: 'profilePage.fields.phone',
    maxDigits: 20,
    category: 'contacts',
  },
];

/** A failure to answer instead: HTTP status and error code. */
export interface Failure {
  status: number;
  errorCode: string;
}

/** The fake's state, changed by the tests and by the app's calls. */
export interface ProfileApi {
  me: MyInfo;
  values: Record<string, string | null>;
  settings: Record<string, SettingValue>;
  /** The next answers of these calls fail (each failure used once). */
  fail: {
    myInfo: Failure[];
    update: Failure[];
    upload: Failure[];
    remove: Failure[];
    setConfig: Failure[];
  };
  /** Bodies of PUT personal/myInfo. */
  updates: Record<string, unknown>[];
  /** Bodies of POST personal/set-config/. */
  settingWrites: { key: string; value: SettingValue }[];
}

/** Installs the profile's calls (myInfo included) on `server`, starting from `me`. */
export function installProfileApi(server: ApiTestServer, me: MyInfo): ProfileApi {
  const api: ProfileApi = {
    me: structuredClone(me),
    values: {
      name: me.personalDataDto.name,
      surname: me.personalDataDto.surname,
      email: me.personalDataDto.email,
      identifierCode: 'BNCGLI70A41H501X',
      birthDate: '1970-01-01',
    },
    settings: { 'notification.documentExpiry': 'T', 'notification.adminMessage': 'T' },
    fail: { myInfo: [], update: [], upload: [], remove: [], setConfig: [] },
    updates: [],
    settingWrites: [],
  };
  const failWith = (list: Failure[], response: Parameters<typeof sendJson>[0]) => {
    const failure = list.shift();
    if (!failure) return false;
    sendJson(response, failure.status, { errorCode: failure.errorCode });
    return true;
  };
  server.routes.set('GET /api/personal/myInfo', (_request, response) => {
    if (failWith(api.fail.myInfo, response)) return;
    sendJson(response, 200, { data: api.me });
  });
  server.routes.set('GET /api/personal/structure/MY_INFO_EDIT/', (_request, response) =>
    sendJson(response, 200, {
      data: FIELDS.map((field) => {
        const value = api.values[field.fieldName];
        return value === undefined || value === null ? field : { ...field, value };
      }),
    }),
  );
  server.routes.set('PUT /api/personal/myInfo', (request, response) => {
    if (failWith(api.fail.update, response)) return;
    const body = JSON.parse(request.body) as Record<string, string | null>;
    api.updates.push(body);
    for (const field of FIELDS) {
      if (!field.readOnly && field.fieldName in body)
        api.values[field.fieldName] = body[field.fieldName] ?? null;
    }
    api.me.personalDataDto.name = api.values.name ?? '';
    api.me.personalDataDto.surname = api.values.surname ?? '';
    api.me.personalDataDto.email = api.values.email ?? null;
    sendJson(response, 200, { data: api.me });
  });
  server.routes.set('POST /api/personal/myInfo', (request, response) => {
    if (failWith(api.fail.upload, response)) return;
    const body = JSON.parse(request.body) as { profileImageData: string };
    api.me.personalDataDto.profileImageData = body.profileImageData;
    sendJson(response, 200, { data: true });
  });
  server.routes.set('DELETE /api/personal/deleteImageProfile', (_request, response) => {
    if (failWith(api.fail.remove, response)) return;
    api.me.personalDataDto.profileImageData = null;
    sendJson(response, 200, { data: true });
  });
  server.routes.set('GET /api/personal/get-config/', (_request, response) =>
    sendJson(response, 200, { data: api.settings }),
  );
  server.routes.set('POST /api/personal/set-config/', (request, response) => {
    if (failWith(api.fail.setConfig, response)) return;
    const body = JSON.parse(request.body) as { key: string; value: SettingValue };
    api.settingWrites.push(body);
    api.settings[body.key] = body.value;
    sendJson(response, 200, { data: true });
  });
  return api;
}
