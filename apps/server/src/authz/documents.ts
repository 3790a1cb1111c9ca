/**
 * The authorization of the personal-document routes, in full: for every route, every role, every
 * permission a document may grant the role (W, R, N), and whether the document belongs to the
 * caller's own account or to another one. `src/routes/documents.test.ts` calls every cell.
 */
import type { DocumentRolePermission, Role, ServerErrorCode } from '@care/api-client/schemas';

/** What a caller gets (the shape of the matrix's `Outcome`). */
interface Outcome {
  status: number;
  errorCode?: ServerErrorCode;
}

/** The seeded default permission of each role on a new document (src/db/seed.ts). */
export const SEEDED_DOCUMENT_PERMISSIONS: Readonly<Record<Role, DocumentRolePermission>> = {
  RA_ADMIN: 'W',
  RA_OSS: 'R',
  RA_DOCTOR: 'W',
  RA_SECRETARY: 'R',
  RA_NURSE: 'W',
  RA_GUEST_ASSISTANCE: 'N',
  RA_GUEST: 'W',
};

/** Roles that only reach documents of their own account, whatever a document grants them. */
export const OWN_ACCOUNT_ONLY_ROLES: readonly Role[] = ['RA_GUEST'];

/**
 * The outcome of a call needing `need` on a document granting the caller's role `granted`, of
 * the caller's own account or not: read needs W or R, write needs W; a guest never reaches
 * another account's documents. Refusals are 403 E013.
 */
export function documentAccessOutcome(
  need: 'read' | 'write',
  granted: DocumentRolePermission,
  ownAccount: boolean,
  role: Role,
): Outcome {
  if (!ownAccount && OWN_ACCOUNT_ONLY_ROLES.includes(role)) {
    return { status: 403, errorCode: 'E013' };
  }
  const allowed = need === 'read' ? granted !== 'N' : granted === 'W';
  return allowed ? { status: 200 } : { status: 403, errorCode: 'E013' };
}

/** What each document route needs of the caller on the document it names. */
export const DOCUMENT_ROUTE_NEEDS = {
  'GET /api/document/:id': 'read',
  'GET /api/document/:id/history': 'read',
  'GET /api/attachment/:id': 'read',
  'PUT /api/document/:id': 'write',
  'POST /api/document/:id/attachment': 'write',
  'DELETE /api/attachment/:id': 'write',
} as const;

/**
 * Creating a document (`POST /api/document`): allowed for any role and any permission the body
 * gives the role, except a guest for another account.
 */
export function createOutcome(role: Role, ownAccount: boolean): Outcome {
  return !ownAccount && OWN_ACCOUNT_ONLY_ROLES.includes(role)
    ? { status: 403, errorCode: 'E013' }
    : { status: 200 };
}
