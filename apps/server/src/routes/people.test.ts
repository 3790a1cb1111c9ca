import {
  errorBodySchema,
  fieldStructureResponseSchema,
  guestPageResponseSchema,
  personDetailResponseSchema,
} from '@care/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROFILE_IMAGE_BYTES } from '../http/router';
import { createTestWorld, demoTokenOf, present, type TestWorld } from '../test-support/test-app';
import { EXAMPLE_PHOTO_PNG } from '../people/example-photo';

let world: TestWorld;
let app: FastifyInstance;
let secretary: string;
beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  secretary = await tokenOf('secretary');
});
afterAll(async () => {
  await world?.close();
});

const tokenOf = (username: string) => demoTokenOf(app, username);

const BASE = '/api/personal-data/api/v1/personal-data';

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const errorOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  errorCode: errorBodySchema.parse(response.json()).errorCode,
});

async function someGuests() {
  const response = await call(secretary, 'GET', '/api/care/api/v1/guest/complete-list?status=A');
  return guestPageResponseSchema.parse(response.json()).data.items;
}

async function detail(personalDataId: number, token = secretary) {
  const response = await call(token, 'GET', `${BASE}/specific-personal-data/${personalDataId}`);
  expect(response.statusCode, response.body).toBe(200);
  return personDetailResponseSchema.parse(response.json()).data;
}

const PNG = Buffer.from(EXAMPLE_PHOTO_PNG, 'base64');

describe('the person detail form', () => {
  it('describes the form by category; read-only for staff who may not change people', async () => {
    const url = `${BASE}/structure/PERSONAL_DATA_FIELD_EDIT`;
    const fields = fieldStructureResponseSchema.parse(
      (await call(secretary, 'GET', url)).json(),
    ).data;
    expect([...new Set(fields.map((f) => f.category))]).toEqual([
      'personal',
      'contacts',
      'stay',
      'health',
    ]);
    expect(fields.find((f) => f.fieldName === 'name')).toMatchObject({ required: true });
    expect(fields.some((f) => f.readOnly)).toBe(false);
    const nurse = await tokenOf('nurse');
    const nurseFields = fieldStructureResponseSchema.parse(
      (await call(nurse, 'GET', url)).json(),
    ).data;
    expect(nurseFields.every((f) => f.readOnly)).toBe(true);
    expect(errorOf(await call(await tokenOf('guest'), 'GET', url))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(errorOf(await call(secretary, 'GET', `${BASE}/structure/SOMETHING_ELSE`)).status).toBe(
      404,
    );
  });

  it('reads a guest’s data and values', async () => {
    const row = present((await someGuests())[0]);
    const person = await detail(row.personalDataId);
    expect(person.personalDataDto).toMatchObject({
      personalDataId: row.personalDataId,
      customerAccountId: row.customerAccountId,
      name: row.name,
      surname: row.surname,
      status: 'A',
    });
    expect(person.roleIdentifier).toBe('RA_GUEST');
    expect(person.values).toMatchObject({
      name: row.name,
      birthDate: row.birthDate,
      room: row.room,
    });
  });

  it('takes back every seeded guest’s values unchanged (what the form sends on save)', async () => {
    for (const status of ['A', 'W', 'S', 'D', 'R'] as const) {
      const response = await call(
        secretary,
        'GET',
        `/api/care/api/v1/guest/complete-list?status=${status}`,
      );
      for (const row of guestPageResponseSchema.parse(response.json()).data.items) {
        const before = await detail(row.personalDataId);
        const url = `${BASE}/specific-personal-data/${row.personalDataId}`;
        const saved = await call(secretary, 'PUT', url, before.values);
        expect(saved.statusCode, `${row.surname}: ${saved.body}`).toBe(200);
        expect(personDetailResponseSchema.parse(saved.json()).data).toEqual(before);
      }
    }
  });

  it('saves all or nothing, only the form’s writable fields', async () => {
    const row = present((await someGuests())[1]);
    const url = `${BASE}/specific-personal-data/${row.personalDataId}`;
    const before = await detail(row.personalDataId);

    // One bad value: nothing of the rest is stored.
    const bad = await call(secretary, 'PUT', url, { room: '999', email: 'not-an-email' });
    expect(errorOf(bad)).toEqual({ status: 400, errorCode: 'E016' });
    expect(errorOf(await call(secretary, 'PUT', url, { room: '999', name: '' }))).toEqual({
      status: 400,
      errorCode: 'E012',
    });
    expect(errorOf(await call(secretary, 'PUT', url, { diet: 'chocolate' })).errorCode).toBe(
      'E016',
    );
    expect(errorOf(await call(secretary, 'PUT', url, { room: 'x'.repeat(11) })).errorCode).toBe(
      'E015',
    );
    expect(await detail(row.personalDataId)).toEqual(before);

    const saved = await call(secretary, 'PUT', url, {
      room: '215',
      allergies: 'Latex',
      diet: 'diabetic',
      phone: '',
      identifierCode: before.personalDataDto.identifierCode?.toLowerCase(),
      status: 'D',
      credentialGenerated: true,
      customerAccountId: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = personDetailResponseSchema.parse(saved.json()).data;
    expect(after.values).toMatchObject({ room: '215', allergies: 'Latex', diet: 'diabetic' });
    expect(after.personalDataDto).toEqual(before.personalDataDto);
    expect(await detail(row.personalDataId)).toEqual(after);
  });

  it('refuses an identifier code another person has, and callers who may not change people', async () => {
    const [first, second] = await someGuests();
    const url = `${BASE}/specific-personal-data/${present(second).personalDataId}`;
    expect(
      errorOf(await call(secretary, 'PUT', url, { identifierCode: present(first).identifierCode })),
    ).toEqual({
      status: 409,
      errorCode: 'E019',
    });
    expect(errorOf(await call(await tokenOf('doctor'), 'PUT', url, { room: '101' }))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(
      errorOf(await call(secretary, 'PUT', `${BASE}/specific-personal-data/999999`, { room: '1' }))
        .status,
    ).toBe(404);
  });
});

describe('any account’s photo', () => {
  it('is set, read as an image, and removed by a secretary', async () => {
    const row = present((await someGuests())[2]);
    const put = `${BASE}/profile-image/${row.customerAccountId}`;
    const get = `${BASE}/profile-image-account/${row.customerAccountId}?compression=0.5`;
    expect((await call(secretary, 'GET', get)).statusCode).toBe(204);
    const saved = await call(secretary, 'PUT', put, {
      profileImageData: `data:image/png;base64,${PNG.toString('base64')}`,
      profileImageName: 'face.jpg',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const image = await call(await tokenOf('nurse'), 'GET', get);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(errorOf(await call(secretary, 'GET', get.replace('0.5', '2'))).errorCode).toBe('E016');

    expect((await call(secretary, 'DELETE', put)).statusCode).toBe(200);
    expect((await call(secretary, 'GET', get)).statusCode).toBe(204);
  });

  it('checks the bytes and the size, and who asks', async () => {
    const row = present((await someGuests())[3]);
    const put = `${BASE}/profile-image/${row.customerAccountId}`;
    const text = Buffer.from('#!/bin/sh\necho hello\n').toString('base64');
    expect(
      errorOf(
        await call(secretary, 'PUT', put, { profileImageData: text, profileImageName: 'a.png' }),
      ),
    ).toEqual({
      status: 415,
      errorCode: 'E032',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_PROFILE_IMAGE_BYTES)]).toString('base64');
    expect(
      errorOf(
        await call(secretary, 'PUT', put, { profileImageData: big, profileImageName: 'a.png' }),
      ).status,
    ).toBe(413);
    const photo = { profileImageData: PNG.toString('base64'), profileImageName: 'a.png' };
    expect(errorOf(await call(await tokenOf('nurse'), 'PUT', put, photo))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    const guest = await tokenOf('guest');
    const other = `${BASE}/profile-image-account/${row.customerAccountId}`;
    expect(errorOf(await call(guest, 'GET', other))).toEqual({ status: 403, errorCode: 'E013' });
    const me = (await call(guest, 'GET', '/api/personal/myInfo')).json() as {
      data: { personalDataDto: { customerAccountId: number } };
    };
    const own = await call(
      guest,
      'GET',
      `${BASE}/profile-image-account/${me.data.personalDataDto.customerAccountId}`,
    );
    expect([200, 204]).toContain(own.statusCode);
  });
});
