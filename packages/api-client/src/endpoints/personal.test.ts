import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CareClient } from '../client/create-client';
import type { FieldDefinition } from '../schemas/forms';
import type { LegalTerms, LocaleItem, TranslationTerm } from '../schemas/personal';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';
import { legalTermsLanguage, stripDataUrlPrefix } from './personal';

const TOKEN = 'personal_test_token_0123456789';
const myInfo = {
  personalDataDto: {
    personalDataId: 10,
    customerAccountId: 20,
    name: 'Anna',
    surname: 'Bianchi',
    email: 'anna@example.org',
    profileImageData: null,
    identifierCode: null,
    status: 'A',
    credentialGenerated: true,
  },
  customerRoleDto: {
    id: 3,
    role: 'RA_NURSE',
    permission: null,
    customerRoleDtos: [],
    customerGroupDtoCollection: [{ id: 1, name: 'North wing' }],
  },
  roleIdentifier: 'RA_NURSE',
};

let server: TestServer;
let api: CareClient;
serveTestClient(TOKEN, (started) => ({ server, api } = started));

const body = (index = 0): unknown => JSON.parse(server.hits[index]?.body ?? 'null');

describe('profile', () => {
  it('saves the profile without roleIdentifier and returns the updated info', async () => {
    server.reset(routes({ 'PUT /api/personal/myInfo': [200, { data: myInfo }] }));

    const updated = await api.personal.updateMyInfo({
      name: 'Anna',
      email: 'anna@example.org',
      roleIdentifier: 'RA_ADMIN',
    });

    expect(updated.personalDataDto.name).toBe('Anna');
    expect(body()).toEqual({ name: 'Anna', email: 'anna@example.org' });
  });

  it('uploads a photo as bare base64 and deletes it', async () => {
    server.reset(
      routes({
        'POST /api/personal/myInfo': [200, { data: true }],
        'DELETE /api/personal/deleteImageProfile': [200, { data: true }],
      }),
    );

    await api.personal.uploadMyImage({
      profileImageData: 'data:image/png;base64,iVBORw0KGgo=',
      profileImageName: 'me.png',
    });
    await api.personal.deleteMyImage();

    expect(body(0)).toEqual({ profileImageData: 'iVBORw0KGgo=', profileImageName: 'me.png' });
    expect(server.hits[1]).toMatchObject({ method: 'DELETE', body: '' });
  });

  it('reads the profile form structure', async () => {
    const fields: FieldDefinition[] = [
      { fieldName: 'name', type: 'STRING', label: 'name', required: true, maxDigits: 50 },
      { fieldName: 'email', type: 'STRING', validate: 'email', helperText: 'form.email.error' },
    ];
    server.reset(routes({ 'GET /api/personal/structure/MY_INFO_EDIT/': [200, { data: fields }] }));

    await expect(api.personal.myInfoStructure()).resolves.toEqual(fields);
  });
});

describe('settings', () => {
  it('reads settings by key and sets one', async () => {
    server.reset(
      routes({
        'GET /api/personal/get-config/': [200, { data: { mail: 'T', push: 'F' } }],
        'POST /api/personal/set-config/': [200, { data: true }],
      }),
    );

    await expect(api.personal.getConfig('notifications')).resolves.toEqual({
      mail: 'T',
      push: 'F',
    });
    await api.personal.setConfig({ key: 'push', value: 'T' });

    expect(server.hits[0]?.url).toBe('/api/personal/get-config/?key=notifications');
    expect(body(1)).toEqual({ key: 'push', value: 'T' });
  });

  it('refuses a setting value other than T or F', async () => {
    server.reset(routes({ 'GET /api/personal/get-config/': [200, { data: { mail: 'yes' } }] }));

    await expect(api.personal.getConfig('x')).rejects.toMatchObject({ code: 'FEE002' });
  });
});

describe('languages and legal texts', () => {
  it('reads locales, a translation and reports a missing term', async () => {
    const locales: LocaleItem[] = [{ locale: { code: 'it' } }, { locale: { code: 'en' } }];
    const terms: TranslationTerm[] = [{ termId: 'login.title', value: 'Accedi' }];
    server.reset(
      routes({
        'GET /api/personal/locale/': [200, { data: locales }],
        'GET /api/personal/translation/it': [200, { data: terms }],
        'POST /api/personal/addTerm/': [200, { data: true }],
      }),
    );

    await expect(api.personal.locales()).resolves.toEqual(locales);
    await expect(api.personal.translation('it')).resolves.toEqual(terms);
    await api.personal.addTerm('profilePage.newKey');

    expect(body(2)).toEqual({ id: 'profilePage.newKey' });
  });

  it('encodes a locale so it cannot change the path', async () => {
    server.reset(routes({}));

    await expect(api.personal.translation('../admin')).rejects.toMatchObject({ status: 404 });
    expect(server.hits[0]?.url).toBe('/api/personal/translation/..%2Fadmin');
  });

  it('asks for en legal terms when the language is gb', async () => {
    const legal: LegalTerms = {
      locale: 'en',
      termsAndConditions: '<p>T</p>',
      privacyPolicy: '<p>P</p>',
    };
    server.reset(routes({ 'GET /api/personal/legal-terms/en': [200, { data: legal }] }));

    await expect(api.personal.legalTerms('GB')).resolves.toEqual(legal);
    expect(legalTermsLanguage('gb')).toBe('en');
    expect(legalTermsLanguage('it')).toBe('it');
  });

  it('reads the logo', async () => {
    server.reset(routes({ 'GET /api/personal/logo': [200, { data: 'iVBORw0KGgo=' }] }));

    await expect(api.personal.logo()).resolves.toBe('iVBORw0KGgo=');
  });
});

describe('account actions', () => {
  it.each([
    'delete-subscription',
    'restore-subscription',
    'generate-subscription',
    'reset-subscription',
    'reset-password',
  ] as const)('%s is a PUT on personal/{action}/{id}', async (action) => {
    server.reset(routes({ [`PUT /api/personal/${action}/42`]: [200, { data: true }] }));

    await expect(api.personal.accountAction(action, 42)).resolves.toBeUndefined();
    expect(server.hits).toHaveLength(1);
  });

  it('passes the server refusal on', async () => {
    server.reset(routes({ 'PUT /api/personal/reset-password/42': [422, { errorCode: 'E031' }] }));

    await expect(api.personal.accountAction('reset-password', 42)).rejects.toMatchObject({
      code: 'E031',
      messageKey: 'error.translation.code.E031',
    });
  });
});

describe('helpers and types', () => {
  it('strips a data-URL prefix only', () => {
    expect(stripDataUrlPrefix('data:image/jpeg;base64,AAA=')).toBe('AAA=');
    expect(stripDataUrlPrefix('AAA=')).toBe('AAA=');
  });

  it('types the personal endpoints', () => {
    expectTypeOf(api.personal.translation).parameters.toEqualTypeOf<
      [
        locale: string,
        options?: {
          signal?: AbortSignal | undefined;
          timeoutMs?: number | undefined;
          idempotencyKey?: string | undefined;
          background?: boolean;
        },
      ]
    >();
    expectTypeOf(api.personal.translation).returns.resolves.toEqualTypeOf<TranslationTerm[]>();
    expectTypeOf(api.personal.getConfig).returns.resolves.toEqualTypeOf<
      Record<string, 'T' | 'F'>
    >();
    expectTypeOf(api.personal.accountAction)
      .parameter(0)
      .toEqualTypeOf<
        | 'delete-subscription'
        | 'restore-subscription'
        | 'generate-subscription'
        | 'reset-subscription'
        | 'reset-password'
      >();
    expectTypeOf(api.personal.logo).returns.resolves.toBeString();
    expectTypeOf(api.personal.deleteMyImage).returns.resolves.toBeVoid();
  });
});
