import {
  ROLES,
  type DocumentAccess,
  type DocumentRolePermission,
  type Role,
  type RolePermissionField,
} from '@care/api-client/schemas';
import { AppError } from '../errors/app-error';

/** A role row of the fields structure, as the server applies it. */
export interface RoleRule {
  role: Role;
  defaultValue: DocumentRolePermission;
  hidden: boolean;
  options: readonly DocumentRolePermission[];
}

/** Roles that only ever reach documents of their own account, whatever a document grants. */
export const OWN_DOCUMENTS_ONLY: readonly Role[] = ['RA_GUEST'];

/** A role the structure does not list: read by default, every option open. */
const fallbackRule = (role: Role): RoleRule => ({
  role,
  defaultValue: 'R',
  hidden: false,
  options: ['W', 'R', 'N'],
});

/**
 * The rules in `configuredPermission` order: the stored rows by position, then any role without a
 * row (in the contract's role order) so that every role always has exactly one entry.
 */
export function completeRules(rows: readonly RoleRule[]): RoleRule[] {
  const listed = new Set(rows.map((row) => row.role));
  return [...rows, ...ROLES.filter((role) => !listed.has(role)).map(fallbackRule)];
}

/** The structure rows as the API shows them (labels are i18n keys the web app translates). */
export function structureFields(rules: readonly RoleRule[]): RolePermissionField[] {
  return rules.map((rule) => ({
    fieldName: rule.role,
    value: rule.defaultValue,
    hidden: rule.hidden,
    fields: rule.options.map((value) => ({ value, label: `documents.permission.${value}` })),
  }));
}

/** Who calls: the account and the role it acts with. */
export interface Caller {
  accountId: number;
  role: Role;
}

/** What decides access to a document: its owner and what it grants each role. */
export interface Guarded {
  accountId: number;
  /** False when the owner is a guest outside the caller's groups (the group scope). */
  inScope?: boolean;
  permissions: Partial<Record<Role, DocumentRolePermission>>;
}

/**
 * The caller's access to a document (docs/behaviour/documents.md#permissions): the document's W/R/N
 * for the caller's role gives RW/R/D; a role limited to its own documents (a guest) gets D on
 * anybody else's, and anybody gets D on a document of a guest outside their groups.
 */
export function accessOf(caller: Caller, document: Guarded, rules: readonly RoleRule[]) {
  if (document.inScope === false) return 'D' satisfies DocumentAccess;
  if (OWN_DOCUMENTS_ONLY.includes(caller.role) && document.accountId !== caller.accountId) {
    return 'D' satisfies DocumentAccess;
  }
  const granted =
    document.permissions[caller.role] ??
    rules.find((rule) => rule.role === caller.role)?.defaultValue ??
    'R';
  const access: DocumentAccess = granted === 'W' ? 'RW' : granted === 'R' ? 'R' : 'D';
  return access;
}

/** The role fields and the comma list of a document write. */
export type PermissionInput = Partial<Record<Role, DocumentRolePermission | undefined>> & {
  configuredPermission: string;
};

/**
 * Every role's permission from a write: the role's own field, else its entry of the comma list
 * (in `rules` order), else what the document had, else the role's default. A list of another
 * length than the structure's, or a value the structure does not allow the role (a fixed role
 * set otherwise), is refused with E016.
 */
export function resolvePermissions(
  input: PermissionInput,
  rules: readonly RoleRule[],
  existing: Partial<Record<Role, DocumentRolePermission>> = {},
): Record<Role, DocumentRolePermission> {
  const list = input.configuredPermission === '' ? [] : input.configuredPermission.split(',');
  if (list.length > 0 && list.length !== rules.length) {
    throw new AppError('E016', { message: 'configuredPermission does not match the structure' });
  }
  const result = {} as Record<Role, DocumentRolePermission>;
  rules.forEach((rule, index) => {
    const value =
      input[rule.role] ??
      (list[index] as DocumentRolePermission | undefined) ??
      existing[rule.role] ??
      rule.defaultValue;
    if (!rule.options.includes(value)) {
      throw new AppError('E016', { message: `${rule.role} may not be ${value}` });
    }
    result[rule.role] = value;
  });
  return result;
}

/** The comma list of `permissions` in `rules` order. */
export function configuredPermissionOf(
  permissions: Partial<Record<Role, DocumentRolePermission>>,
  rules: readonly RoleRule[],
): string {
  return rules.map((rule) => permissions[rule.role] ?? rule.defaultValue).join(',');
}
