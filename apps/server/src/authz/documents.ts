/**
 * The authorization of the personal-document routes, in full: for every route, every role, every
 * permission a document may grant the role (W, R, N), and whether the document belongs to the
 * caller's own account or to another one. `src/routes/documents.test.ts` calls every cell.
 */
import {
  ROLES,
  type DocumentRolePermission,
  type Role,
  type ServerErrorCode,
} from '@care/api-client/schemas';

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

/** Roles whose permission the seeded structure fixes (a single option): any other is 400 E016. */
export const FIXED_DOCUMENT_PERMISSIONS: Readonly<Partial<Record<Role, DocumentRolePermission>>> = {
  RA_ADMIN: 'W',
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
 * Creating a document (`POST /api/document`) whose body gives the caller's role `granted`:
 * allowed for any role, except a guest for another account; a permission the structure does not
 * allow the role (the administrators' fixed W) is incorrect data.
 */
export function createOutcome(
  role: Role,
  ownAccount: boolean,
  granted: DocumentRolePermission = 'W',
): Outcome {
  const fixed = FIXED_DOCUMENT_PERMISSIONS[role];
  if (fixed !== undefined && fixed !== granted) return { status: 400, errorCode: 'E016' };
  return !ownAccount && OWN_ACCOUNT_ONLY_ROLES.includes(role)
    ? { status: 403, errorCode: 'E013' }
    : { status: 200 };
}

const ROLE_COLUMNS: readonly Role[] = ROLES;

const cell = (outcome: Outcome) =>
  outcome.errorCode ? `${outcome.status} ${outcome.errorCode}` : String(outcome.status);

/**
 * The full document matrix as a Markdown table: a row per route, permission the document grants
 * the caller's role and owner (own or other account), a column per role.
 */
export function renderDocumentAccessMatrix(): string {
  const header = [
    'Route',
    'Grants the role',
    'Document of',
    ...ROLE_COLUMNS.map((r) => r.slice(3)),
  ];
  const rows: string[][] = [];
  const routes = [...Object.entries(DOCUMENT_ROUTE_NEEDS), ['POST /api/document', 'create']];
  for (const [route, need] of routes) {
    for (const granted of ['W', 'R', 'N'] as const) {
      for (const own of [true, false]) {
        rows.push([
          `\`${route}\``,
          need === 'create' ? `${granted} (in the body)` : granted,
          own ? 'own account' : 'another account',
          ...ROLE_COLUMNS.map((role) =>
            cell(
              need === 'create'
                ? createOutcome(role, own, granted)
                : documentAccessOutcome(need as 'read' | 'write', granted, own, role),
            ),
          ),
        ]);
      }
    }
  }
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
