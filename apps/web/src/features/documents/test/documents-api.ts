// An in-memory documents API for the unit tests, on the app's test server (real HTTP).
import type {
  Attachment,
  Document,
  DocumentAccess,
  DocumentStructure,
  DocumentSummary,
  DocumentWrite,
} from '@care/api-client';
import { sendJson, type ApiTestServer } from '../../../test/api-test-server';

/** The structure the tests use: four visible roles, a hidden one, the guest fixed to N. */
export const STRUCTURE: DocumentStructure = {
  rolePermission: [
    {
      fieldName: 'RA_ADMIN',
      value: 'W',
      hidden: false,
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
    {
      fieldName: 'RA_DOCTOR',
      value: 'R',
      hidden: false,
      fields: [
        { value: 'W', label: 'documents.permission.W' },
        { value: 'R', label: 'documents.permission.R' },
        { value: 'N', label: 'documents.permission.N' },
      ],
    },
    {
      fieldName: 'RA_SECRETARY',
      value: 'N',
      hidden: true,
      fields: [{ value: 'N', label: 'documents.permission.N' }],
    },
    {
      fieldName: 'RA_GUEST',
      value: 'N',
      hidden: false,
      fields: [{ value: 'N', label: 'documents.permission.N' }],
    },
  ],
  tag: {
    fields: [
      { value: 1, label: 'Identity' },
      { value: 2, label: 'Consent' },
    ],
  },
};

/** The in-memory state, for assertions. */
export interface DocumentsApi {
  documents: Map<number, Document>;
  writes: { method: string; id: number | null; body: DocumentWrite }[];
  uploads: { documentId: number; name: string; size: number; data: string }[];
  /** The access the next reads report (default RW). */
  access: DocumentAccess;
  toExpire: DocumentSummary[];
  expired: DocumentSummary[];
  /** Adds a document with `count` attachments. */
  seed(overrides?: Partial<Document>, count?: number): Document;
}

function attachment(id: number, name: string, minute: number): Attachment {
  return {
    id,
    name,
    size: 2048,
    mimeType: 'application/pdf',
    status: 'A',
    insertDate: `2026-11-20T10:${String(minute).padStart(2, '0')}:00`,
    modifiedDate: null,
    insertUserData: { fullName: 'Anna Rossi' },
  };
}

/** Installs the documents routes on `server`. */
export function installDocumentsApi(server: ApiTestServer): DocumentsApi {
  let nextId = 100;
  let nextAttachment = 1000;
  const state: DocumentsApi = {
    documents: new Map(),
    writes: [],
    uploads: [],
    access: 'RW',
    toExpire: [],
    expired: [],
    seed(overrides = {}, count = 0) {
      const id = (nextId += 1);
      const document: Document = {
        id,
        name: 'Consent form',
        description: 'Signed at admission',
        expiration: '2026-12-31T09:30',
        state: true,
        atCustomerAccountId: 7,
        documentTagId: 2,
        documentTagName: 'Consent',
        configuredPermission: 'W,W,R,N,N',
        RA_ADMIN: 'W',
        RA_NURSE: 'W',
        RA_DOCTOR: 'R',
        RA_SECRETARY: 'N',
        RA_GUEST: 'N',
        permission: 'RW',
        documentContents: Array.from({ length: count }, (_, index) =>
          attachment((nextAttachment += 1), `scan-${index + 1}.pdf`, index),
        ),
        ...overrides,
      };
      state.documents.set(id, document);
      return document;
    },
  };
  const read = (id: number) => {
    const document = state.documents.get(id);
    return document ? { ...document, permission: state.access } : undefined;
  };

  server.routes.set('GET /api/document/structure', (_request, response) =>
    sendJson(response, 200, { data: STRUCTURE }),
  );
  server.routes.set('GET /api/document', (_request, response) =>
    sendJson(response, 200, {
      data: [...state.documents.values()].reverse().map((document) => ({
        id: document.id,
        name: document.name,
        expiration: document.expiration,
        state: document.state,
        documentTagName: document.documentTagName,
        atCustomerAccountId: document.atCustomerAccountId,
        ownerFullName: 'Giulia Bianchi',
      })),
    }),
  );
  server.routes.set('GET /api/document/api/v1/dashboard/to-expire', (_request, response) =>
    sendJson(response, 200, { data: state.toExpire }),
  );
  server.routes.set('GET /api/document/api/v1/dashboard/expired', (_request, response) =>
    sendJson(response, 200, { data: state.expired }),
  );
  server.routes.set('POST /api/document', (request, response) => {
    const body = JSON.parse(request.body) as DocumentWrite;
    state.writes.push({ method: 'POST', id: null, body });
    const document = state.seed({
      ...body,
      documentTagName: null,
      documentContents: [],
    });
    sendJson(response, 200, { data: document.id });
  });
  // Routes with an id: registered per id as documents appear (the test server matches exactly).
  const originalSeed = state.seed;
  state.seed = (overrides, count) => {
    const document = originalSeed(overrides, count);
    const id = document.id;
    server.routes.set(`GET /api/document/${id}`, (_request, response) => {
      if (state.access === 'D') return sendJson(response, 403, { errorCode: 'E013' });
      sendJson(response, 200, { data: read(id) });
    });
    server.routes.set(`GET /api/document/${id}/history`, (_request, response) => {
      const current = state.documents.get(id);
      const rows = (current?.documentContents ?? []).flatMap((item) => [
        ...(item.status === 'D'
          ? [
              {
                type: 'ARCHIVE',
                attachmentId: item.id,
                name: item.name,
                date: item.modifiedDate ?? item.insertDate,
                userData: { fullName: 'Giulia Bianchi' },
              },
            ]
          : []),
        {
          type: 'UPLOAD',
          attachmentId: item.id,
          name: item.name,
          date: item.insertDate,
          userData: item.insertUserData,
        },
      ]);
      rows.sort((a, b) => b.date.localeCompare(a.date));
      sendJson(response, 200, { data: rows });
    });
    server.routes.set(`PUT /api/document/${id}`, (request, response) => {
      const body = JSON.parse(request.body) as DocumentWrite;
      state.writes.push({ method: 'PUT', id, body });
      const current = state.documents.get(id);
      if (current) state.documents.set(id, { ...current, ...body });
      sendJson(response, 200, { data: true });
    });
    server.routes.set(`POST /api/document/${id}/attachment`, (request, response) => {
      const body = JSON.parse(request.body) as { name: string; size: number; data: string };
      state.uploads.push({ documentId: id, ...body });
      const current = state.documents.get(id);
      if (!current) return sendJson(response, 404, { errorCode: 'E008' });
      const added = attachment((nextAttachment += 1), body.name, 59);
      added.insertDate = '2026-11-21T08:00:00';
      current.documentContents = [...current.documentContents, added];
      server.routes.set(`GET /api/attachment/${added.id}`, (_r, res) =>
        sendJson(res, 200, { data: { data: body.data, mimeType: 'text/plain', name: body.name } }),
      );
      server.routes.set(`DELETE /api/attachment/${added.id}`, archive(added.id));
      sendJson(response, 200, { data: added.id });
    });
    for (const item of document.documentContents) {
      server.routes.set(`DELETE /api/attachment/${item.id}`, archive(item.id));
    }
    return document;
  };
  function archive(attachmentId: number) {
    return (_request: unknown, response: Parameters<typeof sendJson>[0]) => {
      for (const document of state.documents.values()) {
        document.documentContents = document.documentContents.map((item) =>
          item.id === attachmentId
            ? { ...item, status: 'D' as const, modifiedDate: '2026-11-21T09:00:00' }
            : item,
        );
      }
      sendJson(response, 200, { data: true });
    };
  }
  return state;
}
