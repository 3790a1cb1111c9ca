import {
  ROLES,
  attachmentContentResponseSchema,
  attachmentUploadResponseSchema,
  attachmentUploadSchema,
  DOCUMENT_LIMITS,
  documentAuditResponseSchema,
  documentCreateResponseSchema,
  documentDashboardResponseSchema,
  documentHistoryResponseSchema,
  documentListResponseSchema,
  documentResponseSchema,
  documentStructureResponseSchema,
  documentUpdateResponseSchema,
  documentWriteSchema,
  acknowledgementSchema,
  recordIdTextSchema,
  type DocumentWrite,
  type ServerErrorCode,
  ADMINISTRATORS,
} from '@care/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { customerAccounts, documentAttachments, documents } from '../db/schema';
import { seededPermissions } from '../db/seed';
import { ACCEPTED_MIME_TYPES } from '../documents/mime';
import {
  documentSettings,
  sendExpiryReminders,
  type DocumentSettings,
} from '../documents/reminders';
import {
  archiveAttachment,
  auditRefused,
  createDocument,
  dashboard,
  Denied,
  listDocuments,
  readAttachment,
  readAuditLog,
  readDocument,
  readHistory,
  readStructure,
  updateDocument,
  uploadAttachment,
  type AuditAction,
} from '../documents/service';
import { OWN_DOCUMENTS_ONLY, type Caller } from '../documents/access';
import { AppError } from '../errors/app-error';
import { firstSeededGuest, inFixtureGroup } from '../people/route-examples';
import { authorizeTarget, type TargetRule } from '../people/targets';
import {
  BODY_LIMITS,
  MAX_ATTACHMENT_BYTES,
  SIGNED_IN,
  type ExampleFixture,
  type RouteCaller,
} from '../http/router';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one expiry-reminder pass now (the timer runs it too); how many documents it reminded. */
    runDocumentReminders(): Promise<number>;
  }
}

const idParam = z.object({ id: recordIdTextSchema });
const optionalId = recordIdTextSchema.optional();
const accountQuery = z.object({ atCustomerAccountId: optionalId });
const auditQuery = z.object({
  documentId: optionalId,
  before: optionalId,
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** The documents service's caller: a signed-in account with a role (E010 without one). */
function documentCaller({ accountId, role }: RouteCaller): Caller {
  if (!role) throw new AppError('E010');
  return { accountId, role };
}

/** How long after start-up the first expiry-reminder pass runs. */
const STARTUP_PASS_DELAY_MS = 15_000;

/**
 * Whose account a new document may be for: any account for staff; their own for a guest, who gets
 * 403 E013 for any other id, existing or not.
 */
const DOCUMENT_OWNER: TargetRule = {
  others: ROLES.filter((role) => !OWN_DOCUMENTS_ONLY.includes(role)),
  self: 'allowed',
  ranked: false,
  missing: 'E017',
};

const denied = (what: string) =>
  ({ code: 'E013', status: 403, when: `${what} (also for an id that does not exist)` }) as const;
const readDenied = denied('the caller’s permission on the document is D');
const writeDenied = denied('the caller’s permission on the document is R or D');
const badId = { code: 'E016', status: 400, when: 'the id is not a positive integer' } as const;
const writeErrors = [
  { code: 'E012', status: 400, when: 'name missing or blank' },
  {
    code: 'E015',
    status: 400,
    when: `name over ${DOCUMENT_LIMITS.nameMax} or description over ${DOCUMENT_LIMITS.descriptionMax} characters`,
  },
  {
    code: 'E016',
    status: 400,
    when:
      'a malformed or non-existent expiration, an unknown tag, a comma list of another length ' +
      'than the structure, or a permission the structure does not allow the role',
  },
] as const satisfies readonly { code: ServerErrorCode; status: number; when: string }[];

const ACCESS_RULES =
  'The caller’s permission on a document follows what the document grants the caller’s role: ' +
  'W gives RW, R gives R (read only), N gives D (denied: 403 E013 and nothing of the content). ' +
  'A guest (RA_GUEST) only ever reaches documents of their own account; staff reach no document of ' +
  'a guest outside their groups (administrators: every group). Every read and change, ' +
  'allowed or refused, is written to the audit log.';

/**
 * The account examples act on: the demo guest, who owns the example documents, or in a fixture
 * group without the demo guest, that group's first seeded guest.
 */
async function exampleOwner(fixture: ExampleFixture): Promise<number> {
  const [row] = await fixture.db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.username, 'guest'), inFixtureGroup(fixture)));
  if (row) return row.id;
  const seeded = await firstSeededGuest(fixture);
  if (!seeded) throw new Error('no guest for the example documents');
  return seeded.accountId;
}

/** A valid write of a document of the guest with the seeded default permissions. */
async function exampleWrite(fixture: ExampleFixture): Promise<DocumentWrite> {
  const permissions = seededPermissions();
  return {
    name: 'Example consent',
    description: 'An example document',
    expiration: '2031-06-30T12:00',
    state: true,
    atCustomerAccountId: await exampleOwner(fixture),
    documentTagId: null,
    configuredPermission: Object.values(permissions).join(','),
    ...permissions,
  };
}

/** A new example document (and attachment) of the guest, straight in the database. */
async function exampleDocument(
  fixture: ExampleFixture,
): Promise<{ documentId: number; attachmentId: number }> {
  const { db } = fixture;
  const accountId = await exampleOwner(fixture);
  const [document] = await db
    .insert(documents)
    .values({ accountId, name: 'Example document', permissions: seededPermissions() })
    .returning({ id: documents.id });
  if (!document) throw new Error('no example document');
  const data = Buffer.from('An example attachment\n').toString('base64');
  const [attachment] = await db
    .insert(documentAttachments)
    .values({
      documentId: document.id,
      name: 'example.txt',
      size: 22,
      mimeType: 'text/plain',
      sha256: 'example',
      data,
    })
    .returning({ id: documentAttachments.id });
  if (!attachment) throw new Error('no example attachment');
  return { documentId: document.id, attachmentId: attachment.id };
}

/**
 * Personal documents (docs/behaviour/documents.md#calls): the fields structure, documents,
 * attachments, history, the expiry dashboard, the audit log, and the expiry-reminder timer.
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  context: ServerContext,
  settings: DocumentSettings = documentSettings(),
): void {
  const { router, db, clock, notifications } = context;

  /** Runs `work` as the caller; a refused change is audited before it is answered. */
  async function asCaller<T>(
    routeCaller: RouteCaller,
    action: AuditAction | null,
    target: { documentId?: number; attachmentId?: number },
    work: (caller: Caller) => Promise<T>,
  ): Promise<T> {
    const caller = documentCaller(routeCaller);
    try {
      return await work(caller);
    } catch (error) {
      if (action && error instanceof Denied) {
        await auditRefused(db, caller, action, clock(), target);
      }
      throw error;
    }
  }

  router.add({
    method: 'GET',
    url: '/api/document/structure',
    summary: 'The document fields structure: a row per role, and the tags',
    description:
      'The role rows are in the order of `configuredPermission`. Each has the default permission ' +
      'of a new document, whether the row is hidden, and the permissions the role may be given ' +
      '(labels are i18n keys `documents.permission.{W,R,N}`); a single option fixes the role.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    response: documentStructureResponseSchema,
    async handler() {
      return { data: await readStructure(db) };
    },
  });

  router.add({
    method: 'POST',
    url: '/api/document',
    summary: 'Create a document (the first save); answers its id',
    description:
      `${ACCESS_RULES} Any signed-in role may create a document for an existing account; a ` +
      'guest only for their own. Each role’s permission is its own field (`RA_NURSE: "R"`), else ' +
      'its entry of `configuredPermission`, else the structure’s default. `expiration` is local ' +
      'time `YYYY-MM-DDTHH:mm` in the caller’s `X-Time-Zone` (UTC without it); `state` is stored ' +
      'on only with an expiration.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    body: documentWriteSchema,
    response: documentCreateResponseSchema,
    example: async (fixture) => ({ body: await exampleWrite(fixture) }),
    errors: [
      ...writeErrors,
      { code: 'E017', status: 404, when: 'atCustomerAccountId names no account (staff)' },
      {
        code: 'E013',
        status: 403,
        when: 'a guest creating a document for another account, existing or not; for a guest outside the caller’s groups',
      },
    ],
    async handler({ caller, body, timeZone }) {
      const id = await asCaller(caller, 'DOCUMENT_CREATE', {}, async (user) => {
        const owner = { accountId: body.atCustomerAccountId };
        await authorizeTarget(db, user.accountId, owner, DOCUMENT_OWNER, () => new Denied());
        return createDocument(db, user, body, timeZone, clock());
      });
      return { data: id };
    },
  });

  router.add({
    method: 'PUT',
    url: '/api/document/:id',
    summary: 'Save a document (a later save)',
    description: `${ACCESS_RULES} Needs RW. The owning account (atCustomerAccountId) cannot change. A role without a field or a list entry keeps its permission.`,
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    params: idParam,
    body: documentWriteSchema,
    response: documentUpdateResponseSchema,
    example: async (fixture) => ({
      path: `/api/document/${(await exampleDocument(fixture)).documentId}`,
      body: await exampleWrite(fixture),
    }),
    errors: [
      ...writeErrors,
      writeDenied,
      badId,
      { code: 'E016', status: 400, when: 'atCustomerAccountId differs from the document’s' },
    ],
    async handler({ params, caller, body, timeZone }) {
      const id = params.id;
      await asCaller(caller, 'DOCUMENT_UPDATE', { documentId: id }, (user) =>
        updateDocument(db, user, id, body, timeZone, clock()),
      );
      return { data: true as const };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/document/:id',
    summary: 'A document with its attachments and the caller’s permission',
    description:
      `${ACCESS_RULES} \`permission\` is RW or R (D is answered 403 E013). \`documentContents\` ` +
      'lists every attachment, archived ones (status D) included, newest upload first, without ' +
      'their content.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    params: idParam,
    response: documentResponseSchema,
    example: async (fixture) => ({
      path: `/api/document/${(await exampleDocument(fixture)).documentId}`,
    }),
    errors: [readDenied, badId],
    async handler({ params, caller }) {
      const id = params.id;
      const user = documentCaller(caller);
      return { data: await readDocument(db, user, id, clock()) };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/document/:id/history',
    summary: 'A document’s history: uploads and archivings with who and when',
    description:
      `${ACCESS_RULES} Newest first. An archived attachment has an ARCHIVE and an UPLOAD row; ` +
      'one still present has its UPLOAD row only.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    params: idParam,
    response: documentHistoryResponseSchema,
    example: async (fixture) => ({
      path: `/api/document/${(await exampleDocument(fixture)).documentId}/history`,
    }),
    errors: [readDenied, badId],
    async handler({ params, caller }) {
      const id = params.id;
      const user = documentCaller(caller);
      return { data: await readHistory(db, user, id, clock()) };
    },
  });

  router.add({
    method: 'POST',
    url: '/api/document/:id/attachment',
    summary: 'Upload an attachment to a document; answers its id',
    description:
      `${ACCESS_RULES} Needs RW. \`data\` is the file in base64 (no data-URL prefix) and \`size\` ` +
      `its length in bytes; at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB ` +
      `(${MAX_ATTACHMENT_BYTES} bytes; the request body may be ${BODY_LIMITS.attachment} bytes). ` +
      'The type is recognised from the content, never from the name: ' +
      `${ACCEPTED_MIME_TYPES.join(', ')}; anything else is refused with E032. At most ` +
      `${DOCUMENT_LIMITS.attachmentsMax} attachments that are not archived (E033), each with a ` +
      'name of its own (E019); both hold when uploads race (the document’s row lock). The same ' +
      'file under the same name again (a retry whose answer was lost) answers the stored ' +
      'attachment’s id and stores nothing.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    params: idParam,
    body: attachmentUploadSchema,
    response: attachmentUploadResponseSchema,
    bodyLimit: BODY_LIMITS.attachment,
    example: async (fixture) => {
      const data = Buffer.from('%PDF-1.4\n%example\n').toString('base64');
      return {
        path: `/api/document/${(await exampleDocument(fixture)).documentId}/attachment`,
        body: { name: 'consent.pdf', size: Buffer.from(data, 'base64').length, data },
      };
    },
    errors: [
      writeDenied,
      badId,
      { code: 'E012', status: 400, when: 'name or data missing' },
      {
        code: 'E015',
        status: 413,
        when: `a file over ${MAX_ATTACHMENT_BYTES} bytes (or a body over the limit)`,
      },
      {
        code: 'E016',
        status: 400,
        when: 'data not base64, size not its length, or a name with a path or control characters',
      },
      { code: 'E032', status: 415, when: 'the content is not of an accepted type' },
      {
        code: 'E033',
        status: 409,
        when: `${DOCUMENT_LIMITS.attachmentsMax} attachments are not archived`,
      },
      { code: 'E019', status: 409, when: 'another active attachment has this name' },
    ],
    async handler({ params, caller, body }) {
      const id = params.id;
      const attachmentId = await asCaller(caller, 'ATTACHMENT_UPLOAD', { documentId: id }, (user) =>
        uploadAttachment(db, user, id, body, clock()),
      );
      return { data: attachmentId };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/attachment/:id',
    summary: 'An attachment’s content (base64), type and name, to view or download',
    description: `${ACCESS_RULES} Archived attachments stay readable.`,
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    params: idParam,
    response: attachmentContentResponseSchema,
    example: async (fixture) => ({
      path: `/api/attachment/${(await exampleDocument(fixture)).attachmentId}`,
    }),
    errors: [readDenied, badId],
    async handler({ params, caller }) {
      const id = params.id;
      const user = documentCaller(caller);
      return { data: await readAttachment(db, user, id, clock()) };
    },
  });

  router.add({
    method: 'DELETE',
    url: '/api/attachment/:id',
    summary: 'Archive an attachment (status D); nothing is deleted',
    description: `${ACCESS_RULES} Needs RW. Archiving an archived attachment changes nothing.`,
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    params: idParam,
    response: acknowledgementSchema,
    example: async (fixture) => ({
      path: `/api/attachment/${(await exampleDocument(fixture)).attachmentId}`,
      changes: ['status'],
    }),
    errors: [writeDenied, badId],
    async handler({ params, caller }) {
      const id = params.id;
      await asCaller(caller, 'ATTACHMENT_ARCHIVE', { attachmentId: id }, (user) =>
        archiveAttachment(db, user, id, clock()),
      );
      return { data: true as const };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/document',
    summary: 'One account’s documents the caller may read',
    description:
      `${ACCESS_RULES} \`?atCustomerAccountId=\` (default: the caller’s own account); documents ` +
      'the caller may not read are left out. Newest first.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    query: accountQuery,
    response: documentListResponseSchema,
    errors: [{ code: 'E016', status: 400, when: 'atCustomerAccountId is not a positive integer' }],
    async handler({ query, caller, session }) {
      const { atCustomerAccountId } = query;
      const user = documentCaller(caller);
      return {
        data: await listDocuments(db, user, atCustomerAccountId ?? session.accountId),
      };
    },
  });

  for (const kind of ['to-expire', 'expired'] as const) {
    router.add({
      method: 'GET',
      url: `/api/document/api/v1/dashboard/${kind}`,
      summary:
        kind === 'to-expire'
          ? `Documents expiring within ${settings.reminderDays} days`
          : 'Documents already expired',
      description:
        `Active documents (state on) the caller may read, soonest expiration first; ` +
        `\`?atCustomerAccountId=\` keeps one account’s. "To expire": within ` +
        `DOCUMENT_REMINDER_DAYS (${settings.reminderDays}) days from now, the window of the ` +
        'expiry reminders. A guest sees only their own.',
      tags: ['documents'],
      auth: true,
      access: SIGNED_IN,
      query: accountQuery,
      response: documentDashboardResponseSchema,
      errors: [
        { code: 'E016', status: 400, when: 'atCustomerAccountId is not a positive integer' },
      ],
      async handler({ query, caller }) {
        const { atCustomerAccountId } = query;
        const user = documentCaller(caller);
        return {
          data: await dashboard(
            db,
            user,
            kind,
            clock(),
            settings.reminderDays,
            atCustomerAccountId,
          ),
        };
      },
    });
  }

  router.add({
    method: 'GET',
    url: '/api/document/audit',
    summary: 'The document audit log (administrators)',
    description:
      'Every read and change of a document or attachment, allowed or refused, with who and ' +
      'when; newest first. `?documentId=` keeps one document’s, `?before=` (an entry id) pages ' +
      'back, `?limit=` 1–500 (100).',
    tags: ['documents'],
    auth: true,
    access: { roles: ADMINISTRATORS },
    query: auditQuery,
    response: documentAuditResponseSchema,
    errors: [
      { code: 'E013', status: 403, when: 'the caller is not an administrator' },
      { code: 'E016', status: 400, when: 'a malformed query parameter' },
    ],
    async handler({ query }) {
      return { data: await readAuditLog(db, query) };
    },
  });

  const runReminders = () =>
    sendExpiryReminders({
      db,
      notifications,
      clock,
      reminderDays: settings.reminderDays,
      log: app.log,
    });
  app.decorate('runDocumentReminders', runReminders);
  if (settings.reminderIntervalMs > 0) {
    let running: Promise<unknown> = Promise.resolve();
    const pass = () => {
      running = runReminders().then(
        (reminded) => {
          if (reminded > 0) app.log.info({ reminded }, 'expiry reminders sent');
        },
        (error: unknown) => app.log.error({ err: error }, 'expiry reminders failed'),
      );
    };
    const timer = setInterval(pass, settings.reminderIntervalMs);
    timer.unref();
    // A first pass soon after start-up, so a restart does not delay reminders by an interval.
    // Not under test (unit and end-to-end runs): there the tests call runDocumentReminders.
    const first =
      context.config.nodeEnv === 'test' ? undefined : setTimeout(pass, STARTUP_PASS_DELAY_MS);
    first?.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      if (first) clearTimeout(first);
      await running;
    });
  }
}
