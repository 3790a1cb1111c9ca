import {
  attachmentContentResponseSchema,
  documentAuditResponseSchema,
  documentDashboardResponseSchema,
  documentHistoryResponseSchema,
  documentListResponseSchema,
  documentResponseSchema,
  documentStructureResponseSchema,
  errorBodySchema,
  ROLES,
  type DocumentRolePermission,
  type DocumentWrite,
  type Role,
} from '@care/api-client/schemas';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOutcome,
  documentAccessOutcome,
  DOCUMENT_ROUTE_NEEDS,
  FIXED_DOCUMENT_PERMISSIONS,
  SEEDED_DOCUMENT_PERMISSIONS,
} from '../authz/documents';
import { outcomeText } from '../authz/matrix';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import {
  customerAccounts,
  documentAttachments,
  documentAudit,
  documents,
  notifications,
} from '../db/schema';
import { DEMO_DOCUMENT_ROLES, seededPermissions } from '../db/seed';
import { DOCUMENT_EXPIRING_NAME } from '../documents/reminders';
import { MAX_ATTACHMENT_BYTES } from '../http/router';
import { EXAMPLE_PHOTO_PNG } from '../people/example-photo';
import { createSessionOpener } from '../test-support/route-calls';
import { createTestWorld, present, type TestWorld } from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
let openSession: ReturnType<typeof createSessionOpener>;
const accountIds = new Map<Role, number>();

beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  openSession = createSessionOpener(world);
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db()
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.username, account.username));
    accountIds.set(account.role, present(row).id);
  }
});
afterAll(async () => {
  await world?.close();
});

const db = () => world.database.handle.db;
const idOf = (role: Role) => present(accountIds.get(role), `account of ${role}`);

async function call(
  role: Role,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const token = await openSession(role);
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function errorOf(response: LightMyRequestResponse): string {
  const body = errorBodySchema.safeParse(JSON.parse(response.body || 'null'));
  return body.success
    ? `${response.statusCode} ${body.data.errorCode}`
    : String(response.statusCode);
}

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const PNG = Buffer.from(EXAMPLE_PHOTO_PNG, 'base64');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const file = (name: string, bytes: Buffer) => ({ name, size: bytes.length, data: b64(bytes) });
const textFile = (name: string, text = `content of ${name}\n`) => file(name, Buffer.from(text));

function write(overrides: Partial<DocumentWrite> = {}): DocumentWrite {
  const permissions = seededPermissions();
  return {
    name: 'Identity card',
    description: 'Front and back',
    expiration: '2031-03-01T09:30',
    state: true,
    atCustomerAccountId: idOf('RA_GUEST'),
    documentTagId: null,
    configuredPermission: Object.values(permissions).join(','),
    ...permissions,
    ...overrides,
  };
}

/** A document straight in the database: `permissions` over the seeded defaults. */
async function insertDocument(
  accountId: number,
  permissions: Partial<Record<Role, DocumentRolePermission>> = {},
  extra: Partial<typeof documents.$inferInsert> = {},
): Promise<number> {
  const [row] = await db()
    .insert(documents)
    .values({
      accountId,
      name: 'A document',
      permissions: { ...seededPermissions(), ...permissions },
      ...extra,
    })
    .returning({ id: documents.id });
  return present(row).id;
}

async function createAsNurse(overrides: Partial<DocumentWrite> = {}): Promise<number> {
  const response = await call('RA_NURSE', 'POST', '/api/document', write(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: number }).data;
}

async function upload(role: Role, documentId: number, body: unknown) {
  return call(role, 'POST', `/api/document/${documentId}/attachment`, body);
}

describe('the fields structure', () => {
  it('lists a row per role in configuredPermission order with defaults and options, and the tags', async () => {
    const response = await call('RA_GUEST', 'GET', '/api/document/structure');
    const { data } = documentStructureResponseSchema.parse(response.json());
    expect(data.rolePermission.map((row) => row.fieldName)).toEqual([...ROLES]);
    expect(data.rolePermission[0]).toEqual({
      fieldName: 'RA_ADMIN',
      value: 'W',
      hidden: true,
      fields: [{ value: 'W', label: 'documents.permission.W' }],
    });
    expect(data.rolePermission.find((row) => row.fieldName === 'RA_NURSE')?.fields).toHaveLength(3);
    expect(data.tag.fields.map((tag) => tag.label)).toContain('Identity document');
    // The authorization matrix assumes the seeded defaults.
    expect(Object.fromEntries(DEMO_DOCUMENT_ROLES.map((r) => [r.role, r.defaultValue]))).toEqual(
      SEEDED_DOCUMENT_PERMISSIONS,
    );
    expect(
      Object.fromEntries(
        DEMO_DOCUMENT_ROLES.filter((r) => !r.options.includes(',')).map((r) => [r.role, r.options]),
      ),
    ).toEqual(FIXED_DOCUMENT_PERMISSIONS);
  });
});

describe('documents', () => {
  it('creates with POST, reads back in the caller’s time zone with its permissions and tag', async () => {
    const structure = documentStructureResponseSchema.parse(
      (await call('RA_NURSE', 'GET', '/api/document/structure')).json(),
    ).data;
    const tag = present(structure.tag.fields[0]);
    const created = await call(
      'RA_NURSE',
      'POST',
      '/api/document',
      write({ documentTagId: tag.value, RA_OSS: 'N' }),
      { 'x-time-zone': 'Europe/Rome' },
    );
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { data: number }).data;

    const read = documentResponseSchema.parse(
      (await call('RA_NURSE', 'GET', `/api/document/${id}`)).json(),
    ).data;
    expect(read).toMatchObject({
      id,
      name: 'Identity card',
      description: 'Front and back',
      // 09:30 in Rome in March is 08:30 UTC.
      expiration: '2031-03-01T08:30:00.000Z',
      state: true,
      atCustomerAccountId: idOf('RA_GUEST'),
      documentTagId: tag.value,
      documentTagName: tag.label,
      configuredPermission: 'W,N,W,R,W,N,W',
      RA_OSS: 'N',
      RA_NURSE: 'W',
      permission: 'RW',
      documentContents: [],
    });
    expect(errorOf(await call('RA_OSS', 'GET', `/api/document/${id}`))).toBe('403 E013');
  });

  it('takes a role’s permission from the comma list when its field is absent, and keeps state off without an expiration', async () => {
    const roles: readonly string[] = ROLES;
    const body = Object.fromEntries(
      Object.entries(
        write({ expiration: null, state: true, configuredPermission: 'W,W,W,W,W,W,R' }),
      ).filter(([key]) => !roles.includes(key)),
    );
    const response = await call('RA_NURSE', 'POST', '/api/document', body);
    const id = (response.json() as { data: number }).data;
    const read = documentResponseSchema.parse(
      (await call('RA_NURSE', 'GET', `/api/document/${id}`)).json(),
    ).data;
    expect(read).toMatchObject({ state: false, expiration: null, RA_GUEST: 'R', RA_OSS: 'W' });
  });

  it('enforces the limits and the structure: name, description, fixed roles, the list, tags, accounts', async () => {
    const cases: [Partial<DocumentWrite> | Record<string, unknown>, string][] = [
      [{ name: '   ' }, '400 E012'],
      [{ name: 'x'.repeat(81) }, '400 E015'],
      [{ description: 'x'.repeat(1001) }, '400 E015'],
      [{ RA_ADMIN: 'N' }, '400 E016'],
      [{ configuredPermission: 'W,R' }, '400 E016'],
      [{ documentTagId: 999_999 }, '400 E016'],
      [{ expiration: '2031-02-30T10:00' }, '400 E016'],
      [{ expiration: '01/03/2031' }, '400 E016'],
      [{ atCustomerAccountId: 999_999 }, '404 E017'],
    ];
    for (const [overrides, expected] of cases) {
      const response = await call('RA_NURSE', 'POST', '/api/document', {
        ...write(),
        ...overrides,
      });
      expect({ overrides, got: errorOf(response) }).toEqual({ overrides, got: expected });
    }
    const ok = await call('RA_NURSE', 'POST', '/api/document', write({ name: 'x'.repeat(80) }));
    expect(ok.statusCode).toBe(200);
  });

  it('lets a guest create documents for their own account only', async () => {
    expect((await call('RA_GUEST', 'POST', '/api/document', write())).statusCode).toBe(200);
    const other = await call(
      'RA_GUEST',
      'POST',
      '/api/document',
      write({ atCustomerAccountId: idOf('RA_NURSE') }),
    );
    expect(errorOf(other)).toBe('403 E013');
  });

  it('saves with PUT (RW only); the owning account cannot change', async () => {
    const id = await createAsNurse();
    const saved = await call('RA_DOCTOR', 'PUT', `/api/document/${id}`, write({ name: 'ID card' }));
    expect(saved.json()).toEqual({ data: true });
    const read = documentResponseSchema.parse(
      (await call('RA_NURSE', 'GET', `/api/document/${id}`)).json(),
    ).data;
    expect(read.name).toBe('ID card');

    const moved = await call(
      'RA_NURSE',
      'PUT',
      `/api/document/${id}`,
      write({ atCustomerAccountId: idOf('RA_NURSE') }),
    );
    expect(errorOf(moved)).toBe('400 E016');
    const asReader = await call('RA_OSS', 'PUT', `/api/document/${id}`, write({ name: 'Mine' }));
    expect(errorOf(asReader)).toBe('403 E013');
    expect(errorOf(await call('RA_NURSE', 'PUT', '/api/document/abc', write()))).toBe('400 E016');
  });

  it('lists one account’s documents the caller may read', async () => {
    const hidden = await insertDocument(idOf('RA_GUEST'), { RA_SECRETARY: 'N' });
    const visible = await insertDocument(idOf('RA_GUEST'), { RA_SECRETARY: 'R' });
    const url = `/api/document?atCustomerAccountId=${idOf('RA_GUEST')}`;
    const asSecretary = documentListResponseSchema.parse(
      (await call('RA_SECRETARY', 'GET', url)).json(),
    ).data;
    const ids = asSecretary.map((row) => row.id);
    expect(ids).toContain(visible);
    expect(ids).not.toContain(hidden);
    expect(asSecretary.find((row) => row.id === visible)?.ownerFullName).toBe('Giuseppina Conti');

    const own = documentListResponseSchema.parse(
      (await call('RA_GUEST', 'GET', '/api/document')).json(),
    );
    expect(own.data.map((row) => row.id)).toEqual(expect.arrayContaining([hidden, visible]));
    const others = await call(
      'RA_GUEST',
      'GET',
      `/api/document?atCustomerAccountId=${idOf('RA_NURSE')}`,
    );
    expect(others.json()).toEqual({ data: [] });
  });
});

describe('authorization of every document route for every role, W/R/N, own and other account', () => {
  const PERMISSIONS = ['W', 'R', 'N'] as const;
  // Another account the role reaches: the demo guest (Piano 1), or a staff account for the guest
  // and for the assistance of Piano 2 (guests of other groups: src/authz/matrix-groups.test.ts).
  const ownerFor = (role: Role, own: boolean) => {
    if (own) return idOf(role);
    return role === 'RA_GUEST' || role === 'RA_GUEST_ASSISTANCE'
      ? idOf('RA_ADMIN')
      : idOf('RA_GUEST');
  };

  it('answers every cell as src/authz/documents.ts says', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const role of ROLES) {
      for (const granted of PERMISSIONS) {
        for (const own of [true, false]) {
          const owner = ownerFor(role, own);
          const documentId = await insertDocument(owner, { [role]: granted });
          const [attachment] = await db()
            .insert(documentAttachments)
            .values({
              documentId,
              name: 'a.txt',
              size: 2,
              mimeType: 'text/plain',
              sha256: 'x',
              data: b64('a\n'),
            })
            .returning({ id: documentAttachments.id });
          const attachmentId = present(attachment).id;
          const permissions = { ...seededPermissions(), [role]: granted, RA_ADMIN: 'W' as const };
          const body = write({
            atCustomerAccountId: owner,
            ...permissions,
            configuredPermission: ROLES.map((r) => permissions[r]).join(','),
          });
          const calls: [
            keyof typeof DOCUMENT_ROUTE_NEEDS,
            () => Promise<LightMyRequestResponse>,
          ][] = [
            ['GET /api/document/:id', () => call(role, 'GET', `/api/document/${documentId}`)],
            [
              'GET /api/document/:id/history',
              () => call(role, 'GET', `/api/document/${documentId}/history`),
            ],
            ['GET /api/attachment/:id', () => call(role, 'GET', `/api/attachment/${attachmentId}`)],
            ['PUT /api/document/:id', () => call(role, 'PUT', `/api/document/${documentId}`, body)],
            [
              'POST /api/document/:id/attachment',
              () => upload(role, documentId, textFile('b.txt')),
            ],
            [
              'DELETE /api/attachment/:id',
              () => call(role, 'DELETE', `/api/attachment/${attachmentId}`),
            ],
          ];
          for (const [route, send] of calls) {
            const expected = outcomeText(
              documentAccessOutcome(DOCUMENT_ROUTE_NEEDS[route], granted, own, role),
            );
            const response = await send();
            cells += 1;
            const got = response.statusCode === 200 ? '200' : errorOf(response);
            if (got !== expected) {
              mismatches.push(
                `${route} as ${role} (${granted}, ${own ? 'own' : 'other'}): expected ${expected}, got ${got}`,
              );
            }
            if (got !== '200' && response.body.includes('a.txt')) {
              mismatches.push(`${route} as ${role} (${granted}) leaked content`);
            }
          }
          const given = { ...seededPermissions(), [role]: granted };
          const created = await call(
            role,
            'POST',
            '/api/document',
            write({
              atCustomerAccountId: owner,
              ...given,
              configuredPermission: ROLES.map((r) => given[r]).join(','),
              name: `Created by ${role}`,
            }),
          );
          cells += 1;
          const expectedCreate = outcomeText(createOutcome(role, own, granted));
          const gotCreate = created.statusCode === 200 ? '200' : errorOf(created);
          if (gotCreate !== expectedCreate) {
            mismatches.push(
              `POST /api/document as ${role} (${granted}, ${own ? 'own' : 'other'}): expected ${expectedCreate}, got ${gotCreate}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(ROLES.length * 3 * 2 * 7);
  }, 120_000); // 294 calls: over the default 30 s on a busy machine

  it('refuses an id that does not exist like a denied one, and a malformed id as incorrect data', async () => {
    expect(errorOf(await call('RA_ADMIN', 'GET', '/api/document/999999'))).toBe('403 E013');
    expect(errorOf(await call('RA_ADMIN', 'GET', '/api/attachment/999999'))).toBe('403 E013');
    expect(errorOf(await call('RA_ADMIN', 'DELETE', '/api/attachment/999999'))).toBe('403 E013');
    expect(errorOf(await call('RA_ADMIN', 'GET', '/api/document/0'))).toBe('400 E016');
  });
});

describe('attachments', () => {
  it('stores the type sniffed from the content, never the name’s, and gives the content back', async () => {
    const id = await createAsNurse();
    const png = await upload('RA_NURSE', id, file('scan.pdf', PNG));
    expect(png.statusCode).toBe(200);
    const attachmentId = (png.json() as { data: number }).data;
    const content = attachmentContentResponseSchema.parse(
      (await call('RA_OSS', 'GET', `/api/attachment/${attachmentId}`)).json(),
    ).data;
    expect(content).toEqual({ data: b64(PNG), mimeType: 'image/png', name: 'scan.pdf' });

    const text = await upload('RA_NURSE', id, textFile('notes.exe'));
    expect(text.statusCode).toBe(200);
    const pdf = await upload('RA_NURSE', id, file('letter', PDF));
    expect(pdf.statusCode).toBe(200);
    const read = documentResponseSchema.parse(
      (await call('RA_NURSE', 'GET', `/api/document/${id}`)).json(),
    ).data;
    expect(read.documentContents.map((a) => [a.name, a.mimeType])).toEqual([
      ['letter', 'application/pdf'],
      ['notes.exe', 'text/plain'],
      ['scan.pdf', 'image/png'],
    ]);
    expect(read.documentContents[0]?.insertUserData?.fullName).toBe('Chiara Colombo');
  });

  it('refuses other types, a size that is not the content’s, bad base64 and names with paths', async () => {
    const id = await createAsNurse();
    const cases: [unknown, string][] = [
      [file('setup.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary')), '415 E032'],
      [file('page.txt', Buffer.from('<!DOCTYPE html><script>alert(1)</script>')), '415 E032'],
      [file('image.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), '415 E032'],
      [file('archive.docx', Buffer.from('PK\x03\x04not really a zip')), '415 E032'],
      [{ ...textFile('a.txt'), size: 3 }, '400 E016'],
      [{ name: 'a.txt', size: 3, data: 'not base64!' }, '400 E016'],
      [textFile('../etc/passwd'), '400 E016'],
      [{ name: 'big.txt', size: MAX_ATTACHMENT_BYTES + 1, data: 'QQ==' }, '413 E015'],
      [{ name: 'a.txt', size: 1 }, '400 E012'],
    ];
    for (const [body, expected] of cases) {
      const got = errorOf(await upload('RA_NURSE', id, body));
      expect({ name: (body as { name: string }).name, got }).toEqual({
        name: (body as { name: string }).name,
        got: expected,
      });
    }
    const [rows] = await db()
      .select({ total: count() })
      .from(documentAttachments)
      .where(eq(documentAttachments.documentId, id));
    expect(rows?.total).toBe(0);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const id = await createAsNurse();
    const bytes = Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x61);
    const response = await upload('RA_NURSE', id, file('big.txt', bytes));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('recognises Word and Excel files by their entries', async () => {
    const { zipWith } = await import('../documents/mime.test-support');
    const id = await createAsNurse();
    const docx = zipWith(['[Content_Types].xml', 'word/document.xml']);
    const xlsx = zipWith(['[Content_Types].xml', 'xl/workbook.xml']);
    const other = zipWith(['readme.txt']);
    expect((await upload('RA_NURSE', id, file('a.docx', docx))).statusCode).toBe(200);
    expect((await upload('RA_NURSE', id, file('b.xlsx', xlsx))).statusCode).toBe(200);
    expect(errorOf(await upload('RA_NURSE', id, file('c.zip', other)))).toBe('415 E032');
    const read = documentResponseSchema.parse(
      (await call('RA_NURSE', 'GET', `/api/document/${id}`)).json(),
    ).data;
    expect(read.documentContents.map((a) => a.mimeType).sort()).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('keeps at most 10 active attachments with names of their own; archiving frees a place and the name', async () => {
    const id = await createAsNurse();
    const ids: number[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const response = await upload('RA_NURSE', id, textFile(`file-${i}.txt`));
      ids.push((response.json() as { data: number }).data);
    }
    expect(errorOf(await upload('RA_NURSE', id, textFile('file-11.txt')))).toBe('409 E033');
    // The same name with other content is refused; the same file again (a retry) is the same one.
    expect(errorOf(await upload('RA_NURSE', id, textFile('file-1.txt', 'other')))).toBe('409 E019');
    const retried = await upload('RA_NURSE', id, textFile('file-1.txt'));
    expect(retried.json()).toEqual({ data: ids[0] });

    expect((await call('RA_NURSE', 'DELETE', `/api/attachment/${ids[0]}`)).json()).toEqual({
      data: true,
    });
    const again = await upload('RA_NURSE', id, textFile('file-1.txt', 'a new version'));
    expect(again.statusCode).toBe(200);
    expect(errorOf(await upload('RA_NURSE', id, textFile('file-12.txt')))).toBe('409 E033');

    const read = documentResponseSchema.parse(
      (await call('RA_NURSE', 'GET', `/api/document/${id}`)).json(),
    ).data;
    expect(read.documentContents).toHaveLength(11);
    expect(read.documentContents.filter((a) => a.status === 'A')).toHaveLength(10);
    const archived = present(read.documentContents.find((a) => a.id === ids[0]));
    expect(archived.status).toBe('D');
    expect(archived.modifiedDate).not.toBeNull();
    // Archived, never deleted: its content is still there.
    const content = await call('RA_NURSE', 'GET', `/api/attachment/${ids[0]}`);
    expect(content.statusCode).toBe(200);
  });

  it('holds the limit and the unique name when uploads race', async () => {
    const id = await createAsNurse();
    const tokens = await Promise.all(Array.from({ length: 14 }, () => openSession('RA_NURSE')));
    const send = (token: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/document/${id}/attachment`,
        headers: { authorization: `Bearer ${token}` },
        payload: body as object,
      });
    const racing = await Promise.all(
      tokens.slice(0, 12).map((token, i) => send(token, textFile(`race-${i}.txt`))),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(racing.filter((r) => errorOf(r) === '409 E033')).toHaveLength(2);

    const other = await createAsNurse();
    const sameName = await Promise.all(
      tokens.slice(12).map((token, i) =>
        app.inject({
          method: 'POST',
          url: `/api/document/${other}/attachment`,
          headers: { authorization: `Bearer ${token}` },
          payload: textFile('same.txt', `version ${i}`),
        }),
      ),
    );
    expect(sameName.map((r) => (r.statusCode === 200 ? '200' : errorOf(r))).sort()).toEqual([
      '200',
      '409 E019',
    ]);
  });

  it('tells the history: uploads and archivings with who and when, newest first', async () => {
    const id = await createAsNurse();
    const first = ((await upload('RA_NURSE', id, textFile('first.txt'))).json() as { data: number })
      .data;
    world.advance(60_000);
    await upload('RA_DOCTOR', id, textFile('second.txt'));
    world.advance(60_000);
    await call('RA_DOCTOR', 'DELETE', `/api/attachment/${first}`);
    const history = documentHistoryResponseSchema.parse(
      (await call('RA_SECRETARY', 'GET', `/api/document/${id}/history`)).json(),
    ).data;
    expect(history.map((e) => [e.type, e.name, e.userData?.fullName])).toEqual([
      ['ARCHIVE', 'first.txt', 'Alessandro Ricci'],
      ['UPLOAD', 'second.txt', 'Alessandro Ricci'],
      ['UPLOAD', 'first.txt', 'Chiara Colombo'],
    ]);
    expect(Date.parse(present(history[0]).date)).toBeGreaterThan(
      Date.parse(present(history[2]).date),
    );
  });
});

describe('the audit log', () => {
  it('records every read and change, allowed or refused, and only administrators read it', async () => {
    const id = await createAsNurse({ RA_OSS: 'N' });
    const attachmentId = (
      (await upload('RA_NURSE', id, textFile('audited.txt'))).json() as { data: number }
    ).data;
    await call('RA_DOCTOR', 'GET', `/api/document/${id}`);
    await call('RA_OSS', 'GET', `/api/document/${id}`);
    await call('RA_OSS', 'GET', `/api/attachment/${attachmentId}`);
    await call('RA_SECRETARY', 'DELETE', `/api/attachment/${attachmentId}`);
    await call('RA_NURSE', 'GET', `/api/attachment/${attachmentId}`);
    await call('RA_NURSE', 'PUT', `/api/document/${id}`, write({ RA_OSS: 'N', name: 'Renamed' }));
    await call('RA_NURSE', 'DELETE', `/api/attachment/${attachmentId}`);

    const response = await call('RA_ADMIN', 'GET', `/api/document/audit?documentId=${id}`);
    const entries = documentAuditResponseSchema.parse(response.json()).data;
    expect(entries.map((e) => [e.action, e.actorRole, e.allowed]).reverse()).toEqual([
      ['DOCUMENT_CREATE', 'RA_NURSE', true],
      ['ATTACHMENT_UPLOAD', 'RA_NURSE', true],
      ['DOCUMENT_READ', 'RA_DOCTOR', true],
      ['DOCUMENT_READ', 'RA_OSS', false],
      ['ATTACHMENT_READ', 'RA_OSS', false],
      ['ATTACHMENT_ARCHIVE', 'RA_SECRETARY', false],
      ['ATTACHMENT_READ', 'RA_NURSE', true],
      ['DOCUMENT_UPDATE', 'RA_NURSE', true],
      ['ATTACHMENT_ARCHIVE', 'RA_NURSE', true],
    ]);
    expect(entries[0]).toMatchObject({
      actorFullName: 'Chiara Colombo',
      actorAccountId: idOf('RA_NURSE'),
      attachmentId,
    });
    const paged = documentAuditResponseSchema.parse(
      (
        await call(
          'RA_ADMIN',
          'GET',
          `/api/document/audit?documentId=${id}&before=${present(entries[1]).id}&limit=2`,
        )
      ).json(),
    ).data;
    expect(paged.map((e) => e.id)).toEqual([entries[2]?.id, entries[3]?.id]);

    for (const role of ROLES.filter((r) => r !== 'RA_ADMIN')) {
      expect(errorOf(await call(role, 'GET', '/api/document/audit'))).toBe('403 E013');
    }
    const [rows] = await db()
      .select({ total: count() })
      .from(documentAudit)
      .where(and(eq(documentAudit.documentId, id), eq(documentAudit.allowed, false)));
    expect(rows?.total).toBe(3);
  });
});

describe('the expiry dashboard and reminders', () => {
  const day = 24 * 60 * 60_000;

  it('lists active documents expiring within 7 days and expired ones the caller may read', async () => {
    const now = world.clock().getTime();
    const owner = idOf('RA_GUEST');
    const soon = await insertDocument(
      owner,
      {},
      { expiration: new Date(now + 3 * day), state: true },
    );
    const later = await insertDocument(
      owner,
      {},
      { expiration: new Date(now + 30 * day), state: true },
    );
    const past = await insertDocument(owner, {}, { expiration: new Date(now - day), state: true });
    const off = await insertDocument(owner, {}, { expiration: new Date(now + day), state: false });
    const hidden = await insertDocument(
      owner,
      { RA_SECRETARY: 'N' },
      { expiration: new Date(now + 2 * day), state: true },
    );
    const ids = async (role: Role, kind: string) =>
      documentDashboardResponseSchema
        .parse((await call(role, 'GET', `/api/document/api/v1/dashboard/${kind}`)).json())
        .data.map((row) => row.id);

    const toExpire = await ids('RA_SECRETARY', 'to-expire');
    expect(toExpire).toContain(soon);
    expect(toExpire).not.toContain(later);
    expect(toExpire).not.toContain(off);
    expect(toExpire).not.toContain(hidden);
    expect(await ids('RA_SECRETARY', 'expired')).toContain(past);
    expect(await ids('RA_NURSE', 'to-expire')).toContain(hidden);
    // A guest sees only their own.
    const otherSoon = await insertDocument(
      idOf('RA_NURSE'),
      { RA_GUEST: 'W' },
      {
        expiration: new Date(now + day),
        state: true,
      },
    );
    const guest = await ids('RA_GUEST', 'to-expire');
    expect(guest).toContain(soon);
    expect(guest).not.toContain(otherSoon);
  });

  it('notifies the owner and the creator once per document and expiration', async () => {
    const now = world.clock().getTime();
    const id = await createAsNurse({ name: 'Expiring soon', expiration: null, state: false });
    await db()
      .update(documents)
      .set({ expiration: new Date(now + 2 * day), state: true })
      .where(eq(documents.id, id));
    const remindersOf = async () =>
      (
        await db()
          .select({ channel: notifications.channel, payload: notifications.payload })
          .from(notifications)
          .where(eq(notifications.name, DOCUMENT_EXPIRING_NAME))
      ).filter((row) => (row.payload as { documentId: number }).documentId === id);

    expect(await app.runDocumentReminders()).toBeGreaterThanOrEqual(1);
    await app.runDocumentReminders();
    const sent = await remindersOf();
    expect(sent.map((row) => row.channel).sort()).toEqual(
      [`account-${idOf('RA_GUEST')}`, `account-${idOf('RA_NURSE')}`].sort(),
    );
    expect(sent[0]?.payload).toMatchObject({ documentId: id, name: 'Expiring soon', daysLeft: 2 });

    // A new expiration gets its own reminder.
    await db()
      .update(documents)
      .set({ expiration: new Date(now + 4 * day) })
      .where(eq(documents.id, id));
    await app.runDocumentReminders();
    expect(await remindersOf()).toHaveLength(4);
  });
});
