// An in-memory person-detail API for the unit tests, on the app's test server (real HTTP).
import {
  DEFAULT_MODULE_ACCESS,
  levelsOfRole,
  type FieldDefinition,
  type GuestChartHeader,
  type PersonDetail,
} from '@care/api-client';
import { sendJson, type ApiTestServer } from '../../../test/api-test-server';

const BASE = '/api/personal-data/api/v1/personal-data';

/** A part of the detail form as the server describes it (labels are i18n keys). */
const FIELDS: readonly FieldDefinition[] = [
  {
    fieldName: 'name',
    type: 'STRING',
    label: 'personDetail.fields.name',
    required: true,
    maxDigits: 50,
    category: 'personal',
  },
  {
    fieldName: 'surname',
    type: 'STRING',
    label: 'personDetail.fields.surname',
    required: true,
    maxDigits: 50,
    category: 'personal',
  },
  {
    fieldName: 'gender',
    type: 'RADIO_INTL',
    label: 'personDetail.fields.gender',
    fields: [
      { value: 'F', label: 'personDetail.gender.F' },
      { value: 'M', label: 'personDetail.gender.M' },
    ],
    category: 'personal',
  },
  {
    fieldName: 'phone',
    type: 'STRING',
    label: 'personDetail.fields.phone',
    maxDigits: 20,
    category: 'contacts',
  },
  {
    fieldName: 'room',
    type: 'STRING',
    label: 'personDetail.fields.room',
    maxDigits: 10,
    category: 'stay',
  },
  {
    fieldName: 'allergies',
    type: 'DESCRIPTION',
    label: 'personDetail.fields.allergies',
    maxDigits: 500,
    category: 'health',
  },
];

/** The fake's state, changed by the tests and by the app's calls. */
export interface PersonDetailApi {
  person: PersonDetail;
  /** Error codes the next saves answer with (each used once). */
  failSave: string[];
  /** Error codes the next account actions answer with (each used once). */
  failAction: string[];
  /** Bodies of the saves. */
  saves: Record<string, unknown>[];
  /** The account actions received: `{action} {id}`. */
  actions: string[];
  /** Whether the person has a photo (a 1×1 PNG), and the photo writes. */
  hasPhoto: boolean;
  photoWrites: string[];
  /** The guest chart header's facts besides those of `person` (allergies, diet, …). */
  chart: Omit<
    GuestChartHeader,
    'personalDataId' | 'customerAccountId' | 'name' | 'surname' | 'status' | 'hasPhoto' | 'room'
  >;
  /** The signed-in user's module levels (`GET /api/module-access`). */
  levels: ReturnType<typeof levelsOfRole>;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Installs the person-detail routes of the person 21 (account 121) on `server`. */
export function installPersonDetailApi(
  server: ApiTestServer,
  personal: Partial<PersonDetail['personalDataDto']> = {},
): PersonDetailApi {
  const api: PersonDetailApi = {
    person: {
      personalDataDto: {
        personalDataId: 21,
        customerAccountId: 121,
        name: 'Anna',
        surname: 'Rossi',
        email: null,
        profileImageData: null,
        identifierCode: 'RSSNNA40A41H501Z',
        status: 'A',
        credentialGenerated: false,
        ...personal,
      },
      roleIdentifier: 'RA_GUEST',
      values: { name: 'Anna', surname: 'Rossi', gender: 'F', room: '12B', phone: null },
    },
    failSave: [],
    failAction: [],
    saves: [],
    actions: [],
    hasPhoto: false,
    photoWrites: [],
    chart: {
      birthDate: '1940-01-01',
      group: { id: 1, name: 'Villa Serena' },
      allergies: 'Penicillin',
      diet: 'soft',
      mainDiagnoses: ['Type 2 diabetes mellitus', 'Arterial hypertension'],
      attendingDoctor: { customerAccountId: 9, name: 'Paola', surname: 'Ferretti' },
      contact: { name: 'Laura Conti', relation: 'daughter', phone: '+39 347 555 0142' },
      latestVitals: null,
    },
    levels: levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_SECRETARY'),
  };
  const id = api.person.personalDataDto.personalDataId;
  const account = api.person.personalDataDto.customerAccountId;
  server.routes.set(`GET ${BASE}/structure/PERSONAL_DATA_FIELD_EDIT`, (_request, response) =>
    sendJson(response, 200, { data: FIELDS }),
  );
  server.routes.set(`GET ${BASE}/specific-personal-data/${id}`, (_request, response) =>
    sendJson(response, 200, { data: api.person }),
  );
  server.routes.set(
    `GET /api/care/api/v1/guest/detail/${id}/chart-header`,
    (_request, response) => {
      const dto = api.person.personalDataDto;
      const room = api.person.values.room;
      sendJson(response, 200, {
        data: {
          ...api.chart,
          personalDataId: dto.personalDataId,
          customerAccountId: dto.customerAccountId,
          name: dto.name,
          surname: dto.surname,
          status: dto.status,
          hasPhoto: api.hasPhoto,
          room: typeof room === 'string' ? room : null,
        } satisfies GuestChartHeader,
      });
    },
  );
  server.routes.set('GET /api/module-access', (_request, response) =>
    sendJson(response, 200, { data: { role: 'RA_SECRETARY', levels: api.levels } }),
  );
  server.routes.set(`PUT ${BASE}/specific-personal-data/${id}`, (request, response) => {
    const failure = api.failSave.shift();
    if (failure) return sendJson(response, 400, { errorCode: failure });
    const values = JSON.parse(request.body) as Record<string, string | null>;
    api.saves.push(values);
    api.person = {
      ...api.person,
      values: { ...api.person.values, ...values },
      personalDataDto: {
        ...api.person.personalDataDto,
        name: values.name ?? api.person.personalDataDto.name,
        surname: values.surname ?? api.person.personalDataDto.surname,
      },
    };
    sendJson(response, 200, { data: api.person });
  });
  server.routes.set(`GET ${BASE}/profile-image-account/${account}`, (_request, response) => {
    if (!api.hasPhoto) {
      response.writeHead(204);
      response.end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'image/png' });
    response.end(PNG);
  });
  server.routes.set(`DELETE ${BASE}/profile-image/${account}`, (_request, response) => {
    api.photoWrites.push('delete');
    api.hasPhoto = false;
    sendJson(response, 200, { data: true });
  });
  for (const action of [
    'generate-subscription',
    'delete-subscription',
    'restore-subscription',
    'reset-subscription',
    'reset-password',
  ]) {
    server.routes.set(`PUT /api/personal/${action}/${account}`, (_request, response) => {
      const failure = api.failAction.shift();
      if (failure) return sendJson(response, 400, { errorCode: failure });
      api.actions.push(`${action} ${account}`);
      const dto = api.person.personalDataDto;
      if (action === 'generate-subscription') dto.credentialGenerated = true;
      if (action === 'delete-subscription') dto.status = 'D';
      if (action === 'restore-subscription') dto.status = 'A';
      sendJson(response, 200, { data: true });
    });
  }
  return api;
}
