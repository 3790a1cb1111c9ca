import { STAFF_ROLES } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/**
 * Who sees the personal-documents screen: everyone whose role reads the documents module
 * (docs/behaviour/module-access.md#the-default: every role by default) and whose permission map
 * grants `documents.personal` (the default map does, guests included: they have documents of
 * their own). What each may read inside a document is the server's per-document W/R/N.
 */
export const DOCUMENTS_REQUIREMENT: Requirement = {
  module: { id: 'documents', need: 'read' },
  flags: [{ module: 'documents', flag: 'personal' }],
};

/** Who may work on another account's documents (`?account=`): `documents.userDetail`, staff. */
export const OTHER_ACCOUNTS_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  flags: [{ module: 'documents', flag: 'userDetail' }],
};
