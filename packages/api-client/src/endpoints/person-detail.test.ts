import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import type { FieldDefinition } from '../schemas/forms';
import type { PersonDetail } from '../schemas/person-detail';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

const TOKEN = 'detail_test_token_0123456789';
const BASE = '/api/personal-data/api/v1/personal-data';

const detail: PersonDetail = {
  personalDataDto: {
    personalDataId: 31,
    customerAccountId: 41,
    name: 'Giulia',
    surname: 'Rossi',
    email: null,
    profileImageData: null,
    identifierCode: 'RSS-31',
    status: 'A',
    credentialGenerated: false,
  },
  roleIdentifier: 'RA_GUEST',
  values: { name: 'Giulia', surname: 'Rossi', allergies: 'latex;penicillin', height: 164 },
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: TestServer;
let api: FullCareClient;
serveTestClient(TOKEN, (started) => ({ server, api } = started));

describe('person detail', () => {
  it('reads a person, saves the form and gets the updated detail back', async () => {
    const saved = { ...detail, values: { ...detail.values, height: 165 } };
    server.reset(
      routes({
        [`GET ${BASE}/specific-personal-data/31`]: [200, { data: detail }],
        [`PUT ${BASE}/specific-personal-data/31`]: [200, { data: saved }],
      }),
    );

    await expect(api.personDetail.get(31)).resolves.toEqual(detail);
    await expect(api.personDetail.update(31, { ...detail.values, height: 165 })).resolves.toEqual(
      saved,
    );

    expect(JSON.parse(server.hits[1]?.body ?? '')).toEqual({ ...detail.values, height: 165 });
    expect(server.hits.every((hit) => hit.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('reads the detail form structure, or another form by code', async () => {
    const fields: FieldDefinition[] = [
      { fieldName: 'name', type: 'STRING', required: true, maxDigits: 50, category: 'registry' },
      { fieldName: 'allergies', type: 'CHECKBOX_INTL', fields: [{ value: 'latex' }] },
    ];
    server.reset(
      routes({
        [`GET ${BASE}/structure/PERSONAL_DATA_FIELD_EDIT`]: [200, { data: fields }],
        [`GET ${BASE}/structure/GUEST_CREATE`]: [200, { data: [] }],
      }),
    );

    await expect(api.personDetail.structure()).resolves.toEqual(fields);
    await expect(api.personDetail.structure('GUEST_CREATE')).resolves.toEqual([]);
  });

  it('refuses a detail whose values are not form values', async () => {
    server.reset(
      routes({
        [`GET ${BASE}/specific-personal-data/31`]: [
          200,
          { data: { ...detail, values: { name: { nested: true } } } },
        ],
      }),
    );

    await expect(api.personDetail.get(31)).rejects.toMatchObject({ code: 'FEE002' });
  });

  it('passes the server refusal on', async () => {
    server.reset(
      routes({ [`GET ${BASE}/specific-personal-data/99`]: [404, { errorCode: 'E003' }] }),
    );

    await expect(api.personDetail.get(99)).rejects.toMatchObject({
      code: 'E003',
      status: 404,
      messageKey: 'error.translation.code.E003',
    });
  });
});

describe('account photos', () => {
  it('reads a photo as a Blob with compression 0.5', async () => {
    server.reset((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(PNG);
    });

    const image = await api.personDetail.image(41);

    expect(image).toBeInstanceOf(Blob);
    expect(image?.type).toBe('image/png');
    expect(Buffer.from(await (image as Blob).arrayBuffer())).toEqual(PNG);
    expect(server.hits[0]?.url).toBe(`${BASE}/profile-image-account/41?compression=0.5`);
    expect(server.hits[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('answers null for an account without a photo, and takes another compression', async () => {
    server.reset((_request, response) => {
      response.writeHead(204);
      response.end();
    });

    await expect(api.personDetail.image(41, { compression: 1 })).resolves.toBeNull();
    expect(server.hits[0]?.url).toBe(`${BASE}/profile-image-account/41?compression=1`);
    await expect(api.personDetail.image(41, { compression: 0 })).rejects.toThrow(RangeError);
  });

  it('sets a photo as bare base64 and deletes it', async () => {
    server.reset(
      routes({
        [`PUT ${BASE}/profile-image/41`]: [200, { data: true }],
        [`DELETE ${BASE}/profile-image/41`]: [200, { data: true }],
      }),
    );

    await api.personDetail.setImage(41, {
      profileImageData: 'data:image/jpeg;base64,/9j/4AAQ',
      profileImageName: 'giulia.jpg',
    });
    await api.personDetail.deleteImage(41);

    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({
      profileImageData: '/9j/4AAQ',
      profileImageName: 'giulia.jpg',
    });
    expect(server.hits.map((hit) => hit.method)).toEqual(['PUT', 'DELETE']);
  });

  it('types the person-detail endpoints', () => {
    expectTypeOf(api.personDetail.image).returns.resolves.toEqualTypeOf<Blob | null>();
    expectTypeOf(api.personDetail.get).returns.resolves.toEqualTypeOf<PersonDetail>();
    expectTypeOf(api.personDetail.deleteImage).returns.resolves.toBeVoid();
  });
});
