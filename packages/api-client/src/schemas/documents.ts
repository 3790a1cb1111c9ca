import { z } from 'zod/mini';
import { ROLES, roleSchema, type Role } from './auth';
import { envelope } from './common';
import { documentAccessSchema, documentRolePermissionSchema } from './permissions';
import { displayNameSchema, recordIdSchema } from './text';

/** Limits of a personal document (docs/behaviour/documents.md#content). */
export const DOCUMENT_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  /** Non-archived attachments per document. */
  attachmentsMax: 10,
} as const;

/**
 * The largest attached file, in bytes (10 MB): a document's and a diary entry's
 * (docs/behaviour/documents.md#attachments).
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * An expiration as the API takes it: local `YYYY-MM-DDTHH:mm`
 * (docs/behaviour/documents.md#content).
 */
export const expirationSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'expected YYYY-MM-DDTHH:mm'));

/**
 * `configuredPermission`: one letter (W, R, N) per role, comma-separated, in the role order of
 * the fields structure (docs/behaviour/documents.md#permissions). Empty when no role is configured.
 */
export const configuredPermissionSchema = z.string().check(z.regex(/^(?:[WRN](?:,[WRN])*)?$/));

/** Attachment status: A active, D archived ("deleted"; still listed in the history). */
export const attachmentStatusSchema = z.enum(['A', 'D']);

/** An attachment as listed in a document (no content). */
export const attachmentSchema = z.object({
  id: z.int(),
  name: z.string(),
  size: z.int().check(z.nonnegative()),
  mimeType: z.string(),
  status: attachmentStatusSchema,
  insertDate: z.string(),
  modifiedDate: z.nullable(z.string()),
  insertUserData: z.nullable(z.object({ fullName: z.string() })),
});
/** An attachment as listed in a document. */
export type Attachment = z.infer<typeof attachmentSchema>;

/** `GET attachment/{id}`: the content (base64), its type and name, to view or download. */
export const attachmentContentSchema = z.object({
  data: z.string(),
  mimeType: z.string(),
  name: z.string(),
});
/** An attachment's content. */
export type AttachmentContent = z.infer<typeof attachmentContentSchema>;
/** `GET attachment/{id}` answer. */
export const attachmentContentResponseSchema = envelope(attachmentContentSchema);

/** `POST document/{id}/attachment` body: name, size and base64 content without data-URL prefix. */
export const attachmentUploadSchema = z.object({
  name: displayNameSchema(255),
  size: z.int().check(z.nonnegative()),
  data: z.string().check(z.minLength(1)),
});
/** An attachment upload. */
export type AttachmentUpload = z.infer<typeof attachmentUploadSchema>;
/** `POST document/{id}/attachment` answer: the new attachment's id. */
export const attachmentUploadResponseSchema = envelope(z.int());

/** One optional W/R/N entry per role (`RA_NURSE: 'R'`), mirroring `configuredPermission`. */
const rolePermissionFields = Object.fromEntries(
  ROLES.map((role) => [role, z.optional(documentRolePermissionSchema)]),
) as Record<Role, z.ZodMiniOptional<typeof documentRolePermissionSchema>>;

const documentFields = {
  name: displayNameSchema(DOCUMENT_LIMITS.nameMax),
  description: z.nullable(z.string().check(z.maxLength(DOCUMENT_LIMITS.descriptionMax))),
  state: z.boolean(),
  atCustomerAccountId: recordIdSchema,
  documentTagId: z.nullable(recordIdSchema),
  configuredPermission: configuredPermissionSchema,
  ...rolePermissionFields,
};

/**
 * The body of `POST document` and `PUT document/{id}`. Besides the listed fields it carries one
 * W/R/N entry per role of the structure (`RA_NURSE: 'R'`), mirroring `configuredPermission`.
 */
export const documentWriteSchema = z.object({
  ...documentFields,
  expiration: z.nullable(expirationSchema),
});
/** A document as sent. */
export type DocumentWrite = z.infer<typeof documentWriteSchema>;

/**
 * `GET document/{id}`: the document with its attachments, its role entries, and `permission`,
 * the current user's access (RW, R, D).
 */
export const documentSchema = z.object({
  ...documentFields,
  id: z.int(),
  expiration: z.nullable(z.string()),
  documentTagName: z.nullable(z.string()),
  permission: documentAccessSchema,
  documentContents: z.array(attachmentSchema),
});
/** A document as read. */
export type Document = z.infer<typeof documentSchema>;
/** `GET document/{id}` answer. */
export const documentResponseSchema = envelope(documentSchema);
/** `POST document` answer: the new document's id. */
export const documentCreateResponseSchema = envelope(z.int());
/** `PUT document/{id}` answer (our design): `{ data: true }`. */
export const documentUpdateResponseSchema = envelope(z.literal(true));

/** A role row of the document fields structure: default permission, hidden, allowed options. */
export const rolePermissionFieldSchema = z.object({
  /** The role field name: the role identifier, also the key of its entry in a document. */
  fieldName: roleSchema,
  /** The default permission of the role. */
  value: documentRolePermissionSchema,
  hidden: z.boolean(),
  /** Allowed choices; a single one fixes the role's permission. */
  fields: z.array(z.object({ value: documentRolePermissionSchema, label: z.string() })),
});
/** A role row of the document fields structure. */
export type RolePermissionField = z.infer<typeof rolePermissionFieldSchema>;

/** `GET document/structure`: the role rows (in `configuredPermission` order) and the tags. */
export const documentStructureSchema = z.object({
  rolePermission: z.array(rolePermissionFieldSchema),
  tag: z.object({
    fields: z.array(z.object({ value: z.int(), label: z.string() })),
  }),
});
/** The document fields structure. */
export type DocumentStructure = z.infer<typeof documentStructureSchema>;
/** `GET document/structure` answer. */
export const documentStructureResponseSchema = envelope(documentStructureSchema);

/** A row of the document dashboard (documents about to expire or expired). */
export const documentSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  expiration: z.nullable(z.string()),
  state: z.boolean(),
  documentTagName: z.nullable(z.string()),
  atCustomerAccountId: z.int(),
  /** The full name of the account the document belongs to. */
  ownerFullName: z.string(),
});
/** A row of the document dashboard. */
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
/** `GET document/api/v1/dashboard/to-expire` and `…/expired` answer. */
export const documentDashboardResponseSchema = envelope(z.array(documentSummarySchema));

/**
 * `GET document?atCustomerAccountId=` (ours): the documents of one account the caller may read
 * (the caller's own account without the parameter), newest first.
 */
export const documentListResponseSchema = envelope(z.array(documentSummarySchema));

/** What happened to an attachment in a document's history. */
export const attachmentHistoryTypeSchema = z.enum(['UPLOAD', 'ARCHIVE']);

/**
 * A row of a document's history (ours): an upload or an archiving of one attachment, with who
 * and when. An archived attachment has both rows; one still present has only its upload.
 */
export const attachmentHistoryEntrySchema = z.object({
  type: attachmentHistoryTypeSchema,
  attachmentId: z.int(),
  name: z.string(),
  date: z.string(),
  userData: z.nullable(z.object({ fullName: z.string() })),
});
/** A row of a document's history. */
export type AttachmentHistoryEntry = z.infer<typeof attachmentHistoryEntrySchema>;
/** `GET document/{id}/history` answer: newest first. */
export const documentHistoryResponseSchema = envelope(z.array(attachmentHistoryEntrySchema));

/** The actions the document audit log records. */
export const DOCUMENT_AUDIT_ACTIONS = [
  'DOCUMENT_CREATE',
  'DOCUMENT_UPDATE',
  'DOCUMENT_READ',
  'DOCUMENT_HISTORY_READ',
  'ATTACHMENT_UPLOAD',
  'ATTACHMENT_READ',
  'ATTACHMENT_ARCHIVE',
] as const;
/** An action of the document audit log. */
export const documentAuditActionSchema = z.enum(DOCUMENT_AUDIT_ACTIONS);

/** A row of the document audit log: who did what to which document or attachment, and when. */
export const documentAuditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  action: documentAuditActionSchema,
  /** False for a refused attempt (no permission). */
  allowed: z.boolean(),
  actorAccountId: z.nullable(z.int()),
  actorRole: z.nullable(roleSchema),
  actorFullName: z.nullable(z.string()),
  documentId: z.nullable(z.int()),
  attachmentId: z.nullable(z.int()),
  /**
   * How many identical events the row stands for: reads and refusals of one actor, action and
   * target within an hour share a row. `at` is the first of them, `lastAt` the last.
   */
  count: z.int().check(z.gte(1)),
  lastAt: z.string(),
});
/** A row of the document audit log. */
export type DocumentAuditEntry = z.infer<typeof documentAuditEntrySchema>;
/** `GET document/audit?documentId=&before=&limit=` answer (administrators): newest first. */
export const documentAuditResponseSchema = envelope(z.array(documentAuditEntrySchema));

/** The name of the live notification an expiry reminder arrives as (ours). */
export const DOCUMENT_EXPIRING_NOTIFICATION = 'document.expiring';

/**
 * The payload of a `document.expiring` notification: sent once per document and expiration, a
 * configurable number of days before it (the server's DOCUMENT_REMINDER_DAYS, 7 by default), to
 * the document's owner and its creator when they may read it.
 */
export const documentExpiringPayloadSchema = z.object({
  documentId: z.int(),
  name: z.string(),
  /** ISO instant. */
  expiration: z.string(),
  atCustomerAccountId: z.int(),
  /** Whole days left, rounded up (1 for anything under a day). */
  daysLeft: z.int().check(z.nonnegative()),
});
/** The payload of a `document.expiring` notification. */
export type DocumentExpiringPayload = z.infer<typeof documentExpiringPayloadSchema>;
