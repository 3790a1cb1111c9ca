import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CareClient } from '../client/create-client';
import type { Document, DocumentStructure, DocumentWrite } from '../schemas/documents';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

const structure: DocumentStructure = {
  rolePermission: [
    {
      fieldName: 'RA_ADMIN',
      value: 'W',
      hidden: true,
      fields: [{ value: 'W', label: 'documents.permission.W' }],
    },
    {
      fieldName: 'RA_NURSE',
      value: 'R',
      hidden: false,
      fields: [
        { value: 'W', label: 'documents.permission.W' },
        { value: 'R', label: 'documents.permission.R' },
        { value: 'N', label: 'documents.permission.N' },
      ],
    },
  ],
  tag: { fields: [{ value: 1, label: 'Identity' }] },
};

const written: DocumentWrite = {
  name: 'Identity card',
  description: null,
  expiration: '2030-05-01T10:30',
  state: true,
  atCustomerAccountId: 20,
  documentTagId: 1,
  configuredPermission: 'W,R',
  RA_ADMIN: 'W',
  RA_NURSE: 'R',
};

const document: Document = {
  ...written,
  id: 7,
  expiration: '2030-05-01T08:30:00Z',
  documentTagName: 'Identity',
  permission: 'RW',
  documentContents: [
    {
      id: 1,
      name: 'front.png',
      size: 1024,
      mimeType: 'image/png',
      status: 'A',
      insertDate: '2026-01-01T10:00:00Z',
      modifiedDate: null,
      insertUserData: { fullName: 'Anna Bianchi' },
    },
  ],
};

let server: TestServer;
let api: CareClient;
serveTestClient('doc_tests_token_0123456789', (started) => ({ server, api } = started));

describe('documents', () => {
  it('reads the fields structure', async () => {
    server.reset(routes({ 'GET /api/document/structure': [200, { data: structure }] }));

    await expect(api.documents.structure()).resolves.toEqual(structure);
  });

  it('creates with POST (answering the id), then updates with PUT and reads it back', async () => {
    server.reset(
      routes({
        'POST /api/document': [200, { data: 7 }],
        'PUT /api/document/7': [200, { data: true }],
        'GET /api/document/7': [200, { data: document }],
      }),
    );

    await expect(api.documents.create(written)).resolves.toBe(7);
    await api.documents.update(7, { ...written, name: 'ID card' });
    const read = await api.documents.get(7);

    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual(written);
    expect(JSON.parse(server.hits[1]?.body ?? '')).toMatchObject({ name: 'ID card' });
    expect(read.permission).toBe('RW');
    expect(read.documentContents[0]?.insertUserData?.fullName).toBe('Anna Bianchi');
    expect(read.RA_NURSE).toBe('R');
  });

  it('refuses a document read with an unknown access value', async () => {
    server.reset(
      routes({ 'GET /api/document/7': [200, { data: { ...document, permission: 'X' } }] }),
    );

    await expect(api.documents.get(7)).rejects.toMatchObject({ code: 'FEE002' });
  });

  it('uploads an attachment as bare base64, reads and archives one', async () => {
    server.reset(
      routes({
        'POST /api/document/7/attachment': [200, { data: 12 }],
        'GET /api/attachment/12': [
          200,
          { data: { data: 'AAA=', mimeType: 'application/pdf', name: 'a.pdf' } },
        ],
        'DELETE /api/attachment/12': [200, { data: true }],
      }),
    );

    await expect(
      api.documents.uploadAttachment(7, {
        name: 'a.pdf',
        size: 3,
        data: 'data:application/pdf;base64,AAA=',
      }),
    ).resolves.toBe(12);
    await expect(api.documents.getAttachment(12)).resolves.toEqual({
      data: 'AAA=',
      mimeType: 'application/pdf',
      name: 'a.pdf',
    });
    await api.documents.archiveAttachment(12);

    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({
      name: 'a.pdf',
      size: 3,
      data: 'AAA=',
    });
    expect(server.hits.map((hit) => hit.method)).toEqual(['POST', 'GET', 'DELETE']);
  });

  it('reads the dashboard lists', async () => {
    const row = {
      id: 7,
      name: 'Identity card',
      expiration: '2026-12-01T10:00:00Z',
      state: true,
      documentTagName: null,
      atCustomerAccountId: 20,
      ownerFullName: 'Anna Bianchi',
    };
    server.reset(
      routes({
        'GET /api/document/api/v1/dashboard/to-expire': [200, { data: [row] }],
        'GET /api/document/api/v1/dashboard/expired': [200, { data: [] }],
      }),
    );

    await expect(api.documents.toExpire()).resolves.toEqual([row]);
    await expect(api.documents.expired()).resolves.toEqual([]);
  });

  it('lists an account’s documents, reads the history and the audit log with their queries', async () => {
    const history = [
      {
        type: 'ARCHIVE',
        attachmentId: 1,
        name: 'front.png',
        date: '2026-01-02T10:00:00Z',
        userData: { fullName: 'Anna Bianchi' },
      },
    ];
    const entry = {
      id: 40,
      at: '2026-01-02T10:00:00Z',
      action: 'ATTACHMENT_READ',
      allowed: false,
      actorAccountId: 3,
      actorRole: 'RA_OSS',
      actorFullName: 'Marco Esposito',
      documentId: 7,
      attachmentId: 1,
      // Repeated refusals of the same kind within an hour share one entry.
      count: 3,
      lastAt: '2026-01-02T10:20:00Z',
    };
    server.reset(
      routes({
        'GET /api/document': [200, { data: [] }],
        'GET /api/document/7/history': [200, { data: history }],
        'GET /api/document/audit': [200, { data: [entry] }],
      }),
    );

    await expect(api.documents.list(20)).resolves.toEqual([]);
    await expect(api.documents.history(7)).resolves.toEqual(history);
    await expect(api.documents.audit({ documentId: 7, limit: 5 })).resolves.toEqual([entry]);

    expect(server.hits.map((hit) => hit.url)).toEqual([
      '/api/document?atCustomerAccountId=20',
      '/api/document/7/history',
      '/api/document/audit?documentId=7&limit=5',
    ]);
  });

  it('types the document endpoints', () => {
    expectTypeOf(api.documents.create).returns.resolves.toBeNumber();
    expectTypeOf(api.documents.get).returns.resolves.toEqualTypeOf<Document>();
    expectTypeOf(api.documents.update).parameters.toEqualTypeOf<
      [
        id: number,
        document: DocumentWrite,
        options?: {
          signal?: AbortSignal | undefined;
          timeoutMs?: number | undefined;
          idempotencyKey?: string | undefined;
          background?: boolean;
        },
      ]
    >();
  });
});

describe('site', () => {
  it('reads the legal products and the maintenance flag without the token', async () => {
    server.reset(
      routes({
        'GET /api/product/legal': [
          200,
          { data: [{ name: 'care', termsAndCondition: '/terms', privacyPolicy: '/privacy' }] },
        ],
        'GET /api/conf/remote-config': [200, { data: { data: false } }],
      }),
    );

    await expect(api.site.legalProducts()).resolves.toHaveLength(1);
    await expect(api.site.maintenance()).resolves.toBe(false);

    expect(server.hits[1]?.url).toBe('/api/conf/remote-config?key=care_maintenance');
    expect(server.hits.every((hit) => hit.headers.authorization === undefined)).toBe(true);
  });
});
