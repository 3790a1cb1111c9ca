import { STAFF_ROLES } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/**
 * Who sees the personal-documents screen: everyone whose permission map grants
 * `documents.personal` (the default map does, guests included: they have documents of their
 * own). What each may read inside a document is the server's per-document W/R/N.
 */
export const DOCUMENTS_REQUIREMENT: Requirement = {
  flags: [{ module: 'documents', flag: 'personal' }],
};

/** Who may work on another account's documents (`?account=`): `documents.userDetail`, staff. */
export const OTHER_ACCOUNTS_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  flags: [{ module: 'documents', flag: 'userDetail' }],
};
