import {
  DOCUMENT_LIMITS,
  type Attachment,
  type Document,
  type DocumentRolePermission,
  type DocumentStructure,
  type DocumentWrite,
  type Role,
  localIsoMinute,
} from '@care/api-client';
import { formatNumericDate } from '@care/i18n';

/** What the drawer's form holds while the user edits a document. */
export interface DocumentForm {
  name: string;
  description: string;
  /** The `datetime-local` value, `YYYY-MM-DDTHH:mm` in local time; empty: no expiration. */
  expiration: string;
  state: boolean;
  /** Empty: no tag. */
  documentTagId: string;
  /** Each role of the structure with its W/R/N. */
  permissions: Partial<Record<Role, DocumentRolePermission>>;
}

const LOCAL_MINUTE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * An expiration from the server as the input's `YYYY-MM-DDTHH:mm`. The API takes expirations as
 * local wall-clock time without a zone (docs/behaviour/documents.md#content), so one without an
 * offset is kept as it is; one with an offset (`Z`, `+01:00`) is converted to the device's time.
 * Unreadable: empty.
 */
export function expirationInputValue(value: string | null | undefined): string {
  if (!value) return '';
  const local = LOCAL_MINUTE.exec(value);
  if (local?.[1]) return local[1];
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : localIsoMinute(date);
}

/** A local `YYYY-MM-DDTHH:mm` shown as `DD/MM/YYYY HH:mm` (docs/behaviour/languages.md#dates). */
export function formatExpiration(value: string | null | undefined): string {
  const local = expirationInputValue(value);
  // A date-time text without offset is local time to `Date`: the wall-clock time as it is.
  return local ? formatNumericDate(new Date(local), true) : '';
}

/** The W/R/N of each role a new document starts with: the structure's defaults. */
export function defaultPermissions(structure: DocumentStructure): DocumentForm['permissions'] {
  return Object.fromEntries(structure.rolePermission.map((row) => [row.fieldName, row.value]));
}

/** An empty form for a new document. */
export function emptyForm(structure: DocumentStructure | undefined): DocumentForm {
  return {
    name: '',
    description: '',
    expiration: '',
    state: false,
    documentTagId: '',
    permissions: structure ? defaultPermissions(structure) : {},
  };
}

/**
 * The form of a saved document. A role's entry comes from its own field, else from its place in
 * `configuredPermission`, else from the structure's default.
 */
export function formFromDocument(document: Document, structure: DocumentStructure): DocumentForm {
  const letters = document.configuredPermission ? document.configuredPermission.split(',') : [];
  const permissions: DocumentForm['permissions'] = {};
  structure.rolePermission.forEach((row, index) => {
    const letter = letters[index];
    permissions[row.fieldName] =
      document[row.fieldName] ??
      (letter === 'W' || letter === 'R' || letter === 'N' ? letter : row.value);
  });
  return {
    name: document.name,
    description: document.description ?? '',
    expiration: expirationInputValue(document.expiration),
    state: document.state,
    documentTagId: document.documentTagId === null ? '' : String(document.documentTagId),
    permissions,
  };
}

/**
 * The comma list of W/R/N, one per role in the structure's order
 * (docs/behaviour/documents.md#permissions).
 */
export function configuredPermission(
  permissions: DocumentForm['permissions'],
  structure: DocumentStructure,
): string {
  return structure.rolePermission.map((row) => permissions[row.fieldName] ?? row.value).join(',');
}

/** The body of `POST document` / `PUT document/{id}`. */
export function toDocumentWrite(
  form: DocumentForm,
  structure: DocumentStructure,
  atCustomerAccountId: number,
): DocumentWrite {
  const roles = Object.fromEntries(
    structure.rolePermission.map((row) => [
      row.fieldName,
      form.permissions[row.fieldName] ?? row.value,
    ]),
  );
  const description = form.description.trim() === '' ? null : form.description;
  return {
    ...roles,
    name: form.name.trim(),
    description,
    expiration: form.expiration === '' ? null : form.expiration,
    // Without an expiration there is nothing for the state to follow
    // (docs/behaviour/documents.md#content).
    state: form.expiration === '' ? false : form.state,
    atCustomerAccountId,
    documentTagId: form.documentTagId === '' ? null : Number(form.documentTagId),
    configuredPermission: configuredPermission(form.permissions, structure),
  };
}

/** True when the form can be saved: a name, and lengths within the limits. */
export function canSave(form: DocumentForm): boolean {
  const name = form.name.trim();
  return (
    name.length > 0 &&
    name.length <= DOCUMENT_LIMITS.nameMax &&
    form.description.length <= DOCUMENT_LIMITS.descriptionMax
  );
}

/** Attachments still in the list (not archived), newest upload first. */
export function activeAttachments(attachments: readonly Attachment[]): Attachment[] {
  return attachments
    .filter((attachment) => attachment.status !== 'D')
    .sort((a, b) => b.insertDate.localeCompare(a.insertDate) || b.id - a.id);
}

/** True when a non-archived attachment already has `name` (compared as the server does). */
export function hasAttachmentNamed(attachments: readonly Attachment[], name: string): boolean {
  return attachments.some((attachment) => attachment.status !== 'D' && attachment.name === name);
}

/**
 * A server date-time as `DD/MM/YYYY HH:mm` in local time (docs/behaviour/languages.md#dates).
 * Without an offset it is UTC, the server's clock; `Intl`-drawn, so date-fns stays out of the
 * shell's first load (budgets in e2e/budgets.json).
 */
export function formatServerDateTime(value: string | null | undefined): string {
  return formatNumericDate(value, true);
}
