import { z } from 'zod/mini';
import type { PermissionMap } from './auth';

/**
 * The module-flag permission map used when the server gives none
 * (docs/behaviour/README.md#the-module-flag-permission-map): every listed flag is granted. Frozen,
 * so no caller can change the default for everyone.
 */
export const DEFAULT_PERMISSION_MAP = Object.freeze({
  diary: Object.freeze({
    alerts: true,
    personal: true,
    lastReport: true,
    manager: true,
    userDetail: true,
  }),
  monitoring: Object.freeze({ compileAnswer: true, manager: true, userDetail: true }),
  measurement: Object.freeze({ userDetail: true, allUsers: true }),
  drugs: Object.freeze({ userDetail: true }),
  medicalRecords: Object.freeze({ userDetail: true }),
  documents: Object.freeze({ deadline: true, userDetail: true, personal: true }),
}) satisfies PermissionMap;

/** True when `map` (or the default map when the server gave none) grants `module.flag`. */
export function hasPermission(
  map: PermissionMap | null | undefined,
  module: string,
  flag: string,
): boolean {
  const effective: Readonly<Record<string, Readonly<Record<string, boolean>>>> =
    map ?? DEFAULT_PERMISSION_MAP;
  const flags = Object.hasOwn(effective, module) ? effective[module] : undefined;
  return flags !== undefined && Object.hasOwn(flags, flag) && flags[flag] === true;
}

/**
 * A role's permission on a document (docs/behaviour/documents.md#permissions): W write, R read, N
 * no access.
 */
export const documentRolePermissionSchema = z.enum(['W', 'R', 'N']);
/** A role's permission on a document. */
export type DocumentRolePermission = z.infer<typeof documentRolePermissionSchema>;

/**
 * The current user's access to an opened document
 * (docs/behaviour/documents.md#access-to-the-opened-document): RW, R read-only, D denied.
 */
export const documentAccessSchema = z.enum(['RW', 'R', 'D']);
/** The current user's access to a document. */
export type DocumentAccess = z.infer<typeof documentAccessSchema>;
