import {
  errorBodySchema,
  fieldStructureResponseSchema,
  myInfoResponseSchema,
  settingsResponseSchema,
} from '@care/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROFILE_IMAGE_BYTES } from '../http/router';
import { EXAMPLE_PHOTO_PNG } from '../people/example-photo';
import { createTestWorld, demoTokenOf, type TestWorld } from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
});
afterAll(async () => {
  await world?.close();
});

const tokenOf = (username: string) => demoTokenOf(app, username);

const call = (
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function structure(token: string) {
  const response = await call(token, 'GET', '/api/personal/structure/MY_INFO_EDIT/');
  expect(response.statusCode).toBe(200);
  return fieldStructureResponseSchema.parse(response.json()).data;
}

async function valuesOf(token: string) {
  return Object.fromEntries(
    (await structure(token)).map((field) => [field.fieldName, field.value]),
  );
}

async function me(token: string) {
  const response = await call(token, 'GET', '/api/personal/myInfo');
  return myInfoResponseSchema.parse(response.json()).data.personalDataDto;
}

const errorOf = (response: { body: string }) =>
  errorBodySchema.parse(JSON.parse(response.body)).errorCode;

const PNG = EXAMPLE_PHOTO_PNG;

describe('the profile form', () => {
  it('describes its fields with the caller’s values; the identifier code is read-only', async () => {
    const token = await tokenOf('nurse');
    const fields = await structure(token);
    expect(fields.map((field) => field.fieldName)).toEqual([
      'name',
      'surname',
      'birthDate',
      'identifierCode',
      'description',
      'email',
      'phone',
    ]);
    const person = await me(token);
    const byName = new Map(fields.map((field) => [field.fieldName, field]));
    expect(byName.get('name')).toMatchObject({ value: person.name, required: true, maxDigits: 50 });
    expect(byName.get('identifierCode')).toMatchObject({ readOnly: true });
    expect(byName.get('email')).toMatchObject({ validate: 'email' });
    expect(byName.get('birthDate')?.max).toBe(new Date().toISOString().slice(0, 10));
  });

  it('saves the writable fields, answers the new myInfo, and ignores every other key', async () => {
    const token = await tokenOf('secretary');
    const before = await me(token);
    const response = await call(token, 'PUT', '/api/personal/myInfo', {
      name: '  Sara ',
      surname: 'Conti',
      phone: '+39 055 987654',
      birthDate: '1980-04-12',
      description: 'Front desk, mornings',
      email: '',
      currentPassword: 'Care-secretary-2026!',
      // Not the caller's to change:
      identifierCode: 'FORGED',
      status: 'D',
      credentialGenerated: false,
      customerAccountId: 1,
      personalDataId: 1,
      profileImageData: PNG,
      roleIdentifier: 'RA_ADMIN',
    });
    expect(response.statusCode).toBe(200);
    const answered = myInfoResponseSchema.parse(response.json()).data;
    expect(answered.personalDataDto).toMatchObject({ name: 'Sara', surname: 'Conti', email: null });
    expect(answered.roleIdentifier).toBe('RA_SECRETARY');

    const after = await me(token);
    expect(after).toEqual({ ...before, name: 'Sara', surname: 'Conti', email: null });
    expect(await valuesOf(token)).toMatchObject({
      phone: '+39 055 987654',
      birthDate: '1980-04-12',
      description: 'Front desk, mornings',
      identifierCode: before.identifierCode ?? undefined,
    });

    // A field left out keeps its value; one sent empty is cleared.
    await call(token, 'PUT', '/api/personal/myInfo', { phone: '' });
    const values = await valuesOf(token);
    expect(values.phone).toBeUndefined();
    expect(values.birthDate).toBe('1980-04-12');
  });

  it('asks for the current password to change the e-mail address, and only then', async () => {
    const token = await tokenOf('oss');
    const before = await me(token);
    const newAddress = { name: 'Marcello', email: 'marcello@casaserena.test' };
    for (const currentPassword of [undefined, '', 'Care-oss-2025!', 'x'.repeat(10_000)]) {
      const response = await call(token, 'PUT', '/api/personal/myInfo', {
        ...newAddress,
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
      expect({ status: response.statusCode, code: errorOf(response) }).toEqual({
        status: 403,
        code: 'E035',
      });
    }
    expect(await me(token)).toEqual(before); // all or nothing: the name did not change either

    // The same address sent again (the form sends every field) needs no password.
    const same = await call(token, 'PUT', '/api/personal/myInfo', { email: before.email });
    expect(same.statusCode).toBe(200);

    const right = await call(token, 'PUT', '/api/personal/myInfo', {
      ...newAddress,
      currentPassword: 'Care-oss-2026!',
    });
    expect(right.statusCode).toBe(200);
    expect(await me(token)).toMatchObject(newAddress);
    expect(await valuesOf(token)).not.toHaveProperty('currentPassword');
  });

  it('refuses bad values with their codes and changes nothing', async () => {
    const token = await tokenOf('doctor');
    const before = await valuesOf(token);
    const cases: [unknown, string][] = [
      [{ name: '' }, 'E012'],
      [{ surname: '   ' }, 'E012'],
      [{ name: 'x'.repeat(51) }, 'E015'],
      [{ email: 'anna@example' }, 'E016'],
      [{ email: 'anna@example.museum' }, 'E016'],
      [{ birthDate: '1980-02-30' }, 'E016'],
      [{ birthDate: '2999-01-01' }, 'E016'],
      [{ phone: 12345 }, 'E016'],
      // Valid phone, invalid e-mail in the same request: all or nothing.
      [{ phone: '+39 1', email: 'no' }, 'E016'],
    ];
    for (const [payload, code] of cases) {
      const response = await call(token, 'PUT', '/api/personal/myInfo', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(errorOf(response), JSON.stringify(payload)).toBe(code);
    }
    expect(await valuesOf(token)).toEqual(before);
  });
});

describe('the profile photo', () => {
  it('is set from base64 (a data-URL prefix removed) and removed again', async () => {
    const token = await tokenOf('oss');
    const set = await call(token, 'POST', '/api/personal/myInfo', {
      profileImageData: `data:image/png;base64,${PNG}`,
      profileImageName: 'me.png',
    });
    expect(set.statusCode).toBe(200);
    expect((await me(token)).profileImageData).toBe(PNG);
    const removed = await call(token, 'DELETE', '/api/personal/deleteImageProfile');
    expect(removed.statusCode).toBe(200);
    expect((await me(token)).profileImageData).toBeNull();
  });

  it('must be an image by its bytes, base64, and at most 2 MiB', async () => {
    const token = await tokenOf('nurse');
    const post = (profileImageData: string) =>
      call(token, 'POST', '/api/personal/myInfo', { profileImageData, profileImageName: 'me.png' });
    const text = await post(Buffer.from('not a picture at all').toString('base64'));
    expect([text.statusCode, errorOf(text)]).toEqual([415, 'E032']);
    const pdf = await post(Buffer.from('%PDF-1.7\n').toString('base64'));
    expect(errorOf(pdf)).toBe('E032');
    const garbage = await post('***not base64***');
    expect([garbage.statusCode, errorOf(garbage)]).toEqual([400, 'E016']);
    const header = Buffer.from(PNG, 'base64');
    const huge = Buffer.concat([header, Buffer.alloc(MAX_PROFILE_IMAGE_BYTES)]);
    const tooBig = await post(huge.toString('base64'));
    expect([tooBig.statusCode, errorOf(tooBig)]).toEqual([413, 'E015']);
    expect((await me(token)).profileImageData).toBeNull();
  });
});

describe('notification settings', () => {
  const read = async (token: string, key = 'notification') => {
    const response = await call(token, 'GET', `/api/personal/get-config/?key=${key}`);
    return settingsResponseSchema.parse(response.json()).data;
  };

  it('are on by default, switch per user, and refuse unknown keys', async () => {
    const guest = await tokenOf('guest');
    const admin = await tokenOf('admin');
    expect(await read(guest)).toEqual({
      'notification.documentExpiry': 'T',
      'notification.adminMessage': 'T',
    });
    const off = await call(guest, 'POST', '/api/personal/set-config/', {
      key: 'notification.documentExpiry',
      value: 'F',
    });
    expect(off.statusCode).toBe(200);
    expect((await read(guest))['notification.documentExpiry']).toBe('F');
    expect((await read(admin))['notification.documentExpiry']).toBe('T');
    await call(guest, 'POST', '/api/personal/set-config/', {
      key: 'notification.documentExpiry',
      value: 'T',
    });
    expect((await read(guest))['notification.documentExpiry']).toBe('T');

    expect(await read(guest, 'somethingElse')).toEqual({});
    const unknown = await call(guest, 'POST', '/api/personal/set-config/', {
      key: 'notification.everything',
      value: 'F',
    });
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([400, 'E016']);
    const badValue = await call(guest, 'POST', '/api/personal/set-config/', {
      key: 'notification.adminMessage',
      value: 'yes',
    });
    expect(badValue.statusCode).toBe(400);
    const missing = await call(guest, 'GET', '/api/personal/get-config/');
    expect([missing.statusCode, errorOf(missing)]).toEqual([400, 'E012']);
    const malformed = await call(guest, 'GET', '/api/personal/get-config/?key=a.b%27');
    expect(errorOf(malformed)).toBe('E016');
  });
});
