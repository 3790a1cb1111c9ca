import {
  DOCUMENT_LIMITS,
  type Attachment,
  type AttachmentHistoryEntry,
  type Document,
  type DocumentAuditEntry,
  type DocumentRolePermission,
  type DocumentStructure,
  type DocumentSummary,
  type DocumentWrite,
  type Role,
} from '@care/api-client/schemas';
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  customerAccounts,
  customerRoles,
  documentAttachments,
  documentAudit,
  documentRolePermissions,
  documents,
  documentTags,
  personalData,
} from '../db/schema';
import { AppError } from '../errors/app-error';
import { alreadyStored, checkUpload } from '../attachments/files';
import {
  accessOf,
  completeRules,
  configuredPermissionOf,
  OWN_DOCUMENTS_ONLY,
  resolvePermissions,
  structureFields,
  type Caller,
  type RoleRule,
} from './access';
import { audit, existingTarget, type AuditAction } from './audit-log';
import { localToInstant } from '../time/local-time';
import { guestScope } from '../people/scope';

export type { AuditAction };

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const fullName = sql<
  string | null
>`nullif(trim(coalesce(${personalData.name}, '') || ' ' || coalesce(${personalData.surname}, '')), '')`;

/** A stored row of the fields structure. */
type RuleRow = Pick<
  typeof documentRolePermissions.$inferSelect,
  'role' | 'defaultValue' | 'hidden' | 'options'
>;

/** The stored rows as the rules, in `configuredPermission` order. */
function rulesOf(rows: readonly RuleRow[]): RoleRule[] {
  return completeRules(
    rows.map((row) => ({
      role: row.role,
      defaultValue: row.defaultValue,
      hidden: row.hidden,
      options: row.options.split(',') as DocumentRolePermission[],
    })),
  );
}

/** The role rules of the fields structure, in `configuredPermission` order. */
export async function loadRules(db: Executor): Promise<RoleRule[]> {
  const rows = await db
    .select()
    .from(documentRolePermissions)
    .orderBy(asc(documentRolePermissions.position), asc(documentRolePermissions.role));
  return rulesOf(rows);
}

/** SQL: the stored rows of the fields structure as JSON, for a read that needs them beside a row. */
const ruleRowsJson = sql<RuleRow[]>`(select coalesce(json_agg(json_build_object(
  'role', r.role, 'defaultValue', r.default_value, 'hidden', r.hidden, 'options', r.options
) order by r.position, r.role), '[]'::json) from ${documentRolePermissions} as r)`;

/** The fields structure: role rows and tags. */
export async function readStructure(db: Database): Promise<DocumentStructure> {
  const rules = await loadRules(db);
  const tags = await db
    .select({ value: documentTags.id, label: documentTags.name })
    .from(documentTags)
    .orderBy(asc(documentTags.position), asc(documentTags.id));
  return { rolePermission: structureFields(rules), tag: { fields: tags } };
}

/** Thrown by a step that the caller may not take: audited as refused, answered 403 E013. */
export class Denied extends AppError {
  constructor() {
    super('E013');
  }
}

/** A document row with what access needs (the owner's group scope included). */
/** The columns of a document that decide and show what a caller gets. */
const documentColumns = (caller: Caller) => ({
  inScope: guestScope(caller)(documents.accountId),
  id: documents.id,
  accountId: documents.accountId,
  name: documents.name,
  description: documents.description,
  expiration: documents.expiration,
  state: documents.state,
  tagId: documents.tagId,
  permissions: documents.permissions,
});

async function documentRow(db: Executor, caller: Caller, id: number, lock = false) {
  const query = db.select(documentColumns(caller)).from(documents).where(eq(documents.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The document with its tag's name and the structure's rules, in one statement. */
async function documentWithRules(db: Executor, caller: Caller, id: number) {
  const [found] = await db
    .select({
      ...documentColumns(caller),
      tagName: sql<
        string | null
      >`(select ${documentTags.name} from ${documentTags} where ${documentTags.id} = ${documents.tagId})`,
      rules: ruleRowsJson,
    })
    .from(documents)
    .where(eq(documents.id, id));
  if (!found) return undefined;
  const { rules, tagName, ...row } = found;
  return { row, tagName, rules: rulesOf(rules) };
}

/** An expiration of a write as an instant; E016 for a date that does not exist. */
function expirationOf(write: DocumentWrite, timeZone: string | null): Date | null {
  if (write.expiration === null) return null;
  const instant = localToInstant(write.expiration, timeZone);
  if (!instant) throw new AppError('E016', { message: 'expiration is not a real date' });
  return instant;
}

async function checkTag(db: Executor, tagId: number | null): Promise<void> {
  if (tagId === null) return;
  const [tag] = await db
    .select({ id: documentTags.id })
    .from(documentTags)
    .where(eq(documentTags.id, tagId));
  if (!tag) throw new AppError('E016', { message: 'unknown tag' });
}

/**
 * The stored fields of a write (the state is only on with an expiration:
 * docs/behaviour/documents.md#content).
 */
function storedFields(write: DocumentWrite, timeZone: string | null) {
  const expiration = expirationOf(write, timeZone);
  return {
    name: write.name,
    description: write.description === '' ? null : write.description,
    expiration,
    state: expiration !== null && write.state,
    tagId: write.documentTagId,
  };
}

/** `POST document`: the new document's id. */
export async function createDocument(
  db: Database,
  caller: Caller,
  write: DocumentWrite,
  timeZone: string | null,
  now: Date,
): Promise<number> {
  const fields = storedFields(write, timeZone);
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: customerAccounts.id, inScope: guestScope(caller)(customerAccounts.id) })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, write.atCustomerAccountId));
    if (!owner) throw new AppError('E017');
    if (owner.inScope !== true) throw new Denied();
    const rules = await loadRules(tx);
    const permissions = resolvePermissions(write, rules);
    if (OWN_DOCUMENTS_ONLY.includes(caller.role) && owner.id !== caller.accountId) {
      throw new Denied();
    }
    await checkTag(tx, fields.tagId);
    const [created] = await tx
      .insert(documents)
      .values({
        ...fields,
        accountId: owner.id,
        permissions,
        createdAt: now,
        createdBy: caller.accountId,
        updatedAt: now,
        updatedBy: caller.accountId,
      })
      .returning({ id: documents.id });
    if (!created) throw new AppError('E008');
    await audit(tx, now, caller, 'DOCUMENT_CREATE', true, { documentId: created.id });
    return created.id;
  });
}

/** `PUT document/{id}`: needs RW; the owning account cannot change. */
export async function updateDocument(
  db: Database,
  caller: Caller,
  id: number,
  write: DocumentWrite,
  timeZone: string | null,
  now: Date,
): Promise<void> {
  const fields = storedFields(write, timeZone);
  await db.transaction(async (tx) => {
    const current = await documentRow(tx, caller, id, true);
    const rules = await loadRules(tx);
    if (!current || accessOf(caller, current, rules) !== 'RW') throw new Denied();
    if (write.atCustomerAccountId !== current.accountId) {
      throw new AppError('E016', { message: 'a document cannot move to another account' });
    }
    const permissions = resolvePermissions(write, rules, current.permissions);
    await checkTag(tx, fields.tagId);
    await tx
      .update(documents)
      .set({ ...fields, permissions, updatedAt: now, updatedBy: caller.accountId })
      .where(eq(documents.id, id));
    await audit(tx, now, caller, 'DOCUMENT_UPDATE', true, { documentId: id });
  });
}

const inserter = alias(personalData, 'inserter');

/** The attachments of a document (no content), newest upload first. */
async function attachmentsOf(db: Executor, documentId: number): Promise<Attachment[]> {
  const rows = await db
    .select({
      id: documentAttachments.id,
      name: documentAttachments.name,
      size: documentAttachments.size,
      mimeType: documentAttachments.mimeType,
      status: documentAttachments.status,
      insertedAt: documentAttachments.insertedAt,
      archivedAt: documentAttachments.archivedAt,
      inserterName: inserter.name,
      inserterSurname: inserter.surname,
    })
    .from(documentAttachments)
    .leftJoin(inserter, eq(inserter.accountId, documentAttachments.insertedBy))
    .where(eq(documentAttachments.documentId, documentId))
    .orderBy(desc(documentAttachments.insertedAt), desc(documentAttachments.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
    status: row.status,
    insertDate: row.insertedAt.toISOString(),
    modifiedDate: row.archivedAt?.toISOString() ?? null,
    insertUserData:
      row.inserterName === null
        ? null
        : { fullName: `${row.inserterName} ${row.inserterSurname ?? ''}`.trim() },
  }));
}

/**
 * Checks the caller may read document `id` (R or RW), auditing the attempt as `action`; the
 * document and the caller's access.
 */
async function readable(db: Database, caller: Caller, id: number, action: AuditAction, now: Date) {
  const found = await documentWithRules(db, caller, id);
  const access = found ? accessOf(caller, found.row, found.rules) : 'D';
  // A document that does not exist is audited without the made-up id.
  await audit(db, now, caller, action, access !== 'D', { documentId: found ? id : null });
  if (!found || access === 'D') throw new Denied();
  return { current: found.row, tagName: found.tagName, rules: found.rules, access };
}

/** `GET document/{id}`: the document, its attachments and the caller's access (R or RW). */
export async function readDocument(
  db: Database,
  caller: Caller,
  id: number,
  now: Date,
): Promise<Document> {
  const { current, tagName, rules, access } = await readable(db, caller, id, 'DOCUMENT_READ', now);
  const roleFields = Object.fromEntries(
    rules.map((rule) => [rule.role, current.permissions[rule.role] ?? rule.defaultValue]),
  ) as Record<Role, DocumentRolePermission>;
  return {
    ...roleFields,
    id: current.id,
    name: current.name,
    description: current.description,
    expiration: current.expiration?.toISOString() ?? null,
    state: current.state,
    atCustomerAccountId: current.accountId,
    documentTagId: current.tagId,
    documentTagName: tagName,
    configuredPermission: configuredPermissionOf(current.permissions, rules),
    permission: access,
    documentContents: await attachmentsOf(db, id),
  };
}

/** `GET document/{id}/history`: uploads and archivings, newest first. */
export async function readHistory(
  db: Database,
  caller: Caller,
  id: number,
  now: Date,
): Promise<AttachmentHistoryEntry[]> {
  await readable(db, caller, id, 'DOCUMENT_HISTORY_READ', now);
  const archiver = alias(personalData, 'archiver');
  const rows = await db
    .select({
      id: documentAttachments.id,
      name: documentAttachments.name,
      insertedAt: documentAttachments.insertedAt,
      archivedAt: documentAttachments.archivedAt,
      inserterName: inserter.name,
      inserterSurname: inserter.surname,
      archiverName: archiver.name,
      archiverSurname: archiver.surname,
    })
    .from(documentAttachments)
    .leftJoin(inserter, eq(inserter.accountId, documentAttachments.insertedBy))
    .leftJoin(archiver, eq(archiver.accountId, documentAttachments.archivedBy))
    .where(eq(documentAttachments.documentId, id));
  const who = (name: string | null, surname: string | null) =>
    name === null ? null : { fullName: `${name} ${surname ?? ''}`.trim() };
  const entries: (AttachmentHistoryEntry & { at: number; order: number })[] = [];
  for (const row of rows) {
    entries.push({
      type: 'UPLOAD',
      attachmentId: row.id,
      name: row.name,
      date: row.insertedAt.toISOString(),
      userData: who(row.inserterName, row.inserterSurname),
      at: row.insertedAt.getTime(),
      order: row.id * 2,
    });
    if (row.archivedAt) {
      entries.push({
        type: 'ARCHIVE',
        attachmentId: row.id,
        name: row.name,
        date: row.archivedAt.toISOString(),
        userData: who(row.archiverName, row.archiverSurname),
        at: row.archivedAt.getTime(),
        order: row.id * 2 + 1,
      });
    }
  }
  return entries
    .sort((a, b) => b.at - a.at || b.order - a.order)
    .map(({ at: _at, order: _order, ...entry }) => entry);
}

/**
 * `POST document/{id}/attachment`: stores a file under the document's row lock, so that racing
 * uploads cannot pass the limit of active attachments or share a name. The same file under the
 * same name again (a retried upload whose answer was lost) answers the stored attachment's id.
 */
export async function uploadAttachment(
  db: Database,
  caller: Caller,
  documentId: number,
  upload: { name: string; size: number; data: string },
  now: Date,
): Promise<number> {
  const file = await checkUpload(upload);
  return db.transaction(async (tx) => {
    const current = await documentRow(tx, caller, documentId, true);
    const rules = await loadRules(tx);
    if (!current || accessOf(caller, current, rules) !== 'RW') throw new Denied();
    const active = await tx
      .select({
        id: documentAttachments.id,
        name: documentAttachments.name,
        sha256: documentAttachments.sha256,
      })
      .from(documentAttachments)
      .where(
        and(eq(documentAttachments.documentId, documentId), eq(documentAttachments.status, 'A')),
      );
    const stored = alreadyStored(active, file, DOCUMENT_LIMITS.attachmentsMax);
    if (stored !== null) return stored;
    const [created] = await tx
      .insert(documentAttachments)
      .values({
        documentId,
        ...file,
        data: upload.data,
        status: 'A',
        insertedAt: now,
        insertedBy: caller.accountId,
      })
      .returning({ id: documentAttachments.id });
    if (!created) throw new AppError('E008');
    await audit(tx, now, caller, 'ATTACHMENT_UPLOAD', true, {
      documentId,
      attachmentId: created.id,
    });
    return created.id;
  });
}

async function attachmentRow(db: Executor, id: number) {
  const [row] = await db
    .select({ id: documentAttachments.id, documentId: documentAttachments.documentId })
    .from(documentAttachments)
    .where(eq(documentAttachments.id, id));
  return row;
}

/** `GET attachment/{id}`: the content, for a caller who may read its document. */
export async function readAttachment(
  db: Database,
  caller: Caller,
  id: number,
  now: Date,
): Promise<{ data: string; mimeType: string; name: string }> {
  const row = await attachmentRow(db, id);
  const current = row ? await documentRow(db, caller, row.documentId) : undefined;
  const rules = await loadRules(db);
  const allowed = current !== undefined && accessOf(caller, current, rules) !== 'D';
  await audit(db, now, caller, 'ATTACHMENT_READ', allowed, {
    documentId: current ? (row?.documentId ?? null) : null,
    attachmentId: row ? id : null,
  });
  if (!allowed) throw new Denied();
  const [content] = await db
    .select({
      data: documentAttachments.data,
      mimeType: documentAttachments.mimeType,
      name: documentAttachments.name,
    })
    .from(documentAttachments)
    .where(eq(documentAttachments.id, id));
  if (!content) throw new Denied();
  return content;
}

/** `DELETE attachment/{id}`: archives (status D), never deletes; again is a no-op. */
export async function archiveAttachment(
  db: Database,
  caller: Caller,
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await attachmentRow(tx, id);
    const current = row ? await documentRow(tx, caller, row.documentId, true) : undefined;
    const rules = await loadRules(tx);
    if (!row || !current || accessOf(caller, current, rules) !== 'RW') throw new Denied();
    await tx
      .update(documentAttachments)
      .set({ status: 'D', archivedAt: now, archivedBy: caller.accountId })
      .where(and(eq(documentAttachments.id, id), eq(documentAttachments.status, 'A')));
    await audit(tx, now, caller, 'ATTACHMENT_ARCHIVE', true, {
      documentId: row.documentId,
      attachmentId: id,
    });
  });
}

/** Records a refused attempt at a change (outside the rolled-back transaction). */
export async function auditRefused(
  db: Database,
  caller: Caller,
  action: AuditAction,
  now: Date,
  target: { documentId?: number | null; attachmentId?: number | null },
): Promise<void> {
  let documentId = target.documentId ?? null;
  if (documentId === null && target.attachmentId != null) {
    documentId = (await attachmentRow(db, target.attachmentId))?.documentId ?? null;
  }
  await audit(db, now, caller, action, false, await existingTarget(db, { ...target, documentId }));
}

/** Summaries of the documents matching `where` that the caller may read. */
async function readableSummaries(
  db: Database,
  caller: Caller,
  where: ReturnType<typeof and>,
  order: 'expiration' | 'newest',
): Promise<DocumentSummary[]> {
  const rules = await loadRules(db);
  const owner = alias(personalData, 'owner');
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      expiration: documents.expiration,
      state: documents.state,
      accountId: documents.accountId,
      permissions: documents.permissions,
      documentTagName: documentTags.name,
      ownerName: owner.name,
      ownerSurname: owner.surname,
    })
    .from(documents)
    .leftJoin(documentTags, eq(documentTags.id, documents.tagId))
    .leftJoin(owner, eq(owner.accountId, documents.accountId))
    .where(and(where, guestScope(caller)(documents.accountId)))
    .orderBy(
      ...(order === 'expiration'
        ? [asc(documents.expiration), asc(documents.id)]
        : [desc(documents.createdAt), desc(documents.id)]),
    );
  return rows
    .filter((row) => accessOf(caller, row, rules) !== 'D')
    .map((row) => ({
      id: row.id,
      name: row.name,
      expiration: row.expiration?.toISOString() ?? null,
      state: row.state,
      documentTagName: row.documentTagName,
      atCustomerAccountId: row.accountId,
      ownerFullName: `${row.ownerName ?? ''} ${row.ownerSurname ?? ''}`.trim(),
    }));
}

/** `GET document`: one account's documents the caller may read, newest first. */
export function listDocuments(db: Database, caller: Caller, accountId: number) {
  return readableSummaries(db, caller, and(eq(documents.accountId, accountId)), 'newest');
}

/**
 * The dashboard: active documents (state on) that expire within `days` (`to-expire`) or have
 * expired (`expired`), that the caller may read, soonest first; optionally of one account.
 */
export function dashboard(
  db: Database,
  caller: Caller,
  kind: 'to-expire' | 'expired',
  now: Date,
  days: number,
  accountId: number | undefined,
) {
  const until = new Date(now.getTime() + days * 24 * 60 * 60_000);
  const window =
    kind === 'expired'
      ? lte(documents.expiration, now)
      : and(gt(documents.expiration, now), lte(documents.expiration, until));
  return readableSummaries(
    db,
    caller,
    and(
      eq(documents.state, true),
      window,
      accountId === undefined ? undefined : eq(documents.accountId, accountId),
    ),
    'expiration',
  );
}

/** The audit log, newest first (administrators). */
export async function readAuditLog(
  db: Database,
  filter: { documentId?: number | undefined; before?: number | undefined; limit: number },
): Promise<DocumentAuditEntry[]> {
  const rows = await db
    .select({
      id: documentAudit.id,
      at: documentAudit.at,
      action: documentAudit.action,
      allowed: documentAudit.allowed,
      actorAccountId: documentAudit.actorId,
      actorRole: documentAudit.actorRole,
      actorFullName: fullName,
      documentId: documentAudit.documentId,
      attachmentId: documentAudit.attachmentId,
      count: documentAudit.count,
      lastAt: documentAudit.lastAt,
    })
    .from(documentAudit)
    .leftJoin(personalData, eq(personalData.accountId, documentAudit.actorId))
    .where(
      and(
        filter.documentId === undefined
          ? undefined
          : eq(documentAudit.documentId, filter.documentId),
        filter.before === undefined ? undefined : lt(documentAudit.id, filter.before),
      ),
    )
    .orderBy(desc(documentAudit.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    lastAt: (row.lastAt ?? row.at).toISOString(),
    action: row.action as AuditAction,
  }));
}

/** The accounts of `ids` with the role each acts with. */
export async function callersOf(db: Database, ids: readonly number[]): Promise<Caller[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ accountId: customerRoles.accountId, role: customerRoles.role, id: customerRoles.id })
    .from(customerRoles)
    .where(inArray(customerRoles.accountId, [...ids]))
    .orderBy(asc(customerRoles.id));
  const first = new Map<number, Role>();
  for (const row of rows) if (!first.has(row.accountId)) first.set(row.accountId, row.role);
  return [...first].map(([accountId, role]) => ({ accountId, role }));
}
