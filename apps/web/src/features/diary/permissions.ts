import { STAFF_ROLES } from '@care/api-client';
import type { Requirement } from '../../shared/permissions/index';

/**
 * Who sees what of the diary (docs/behaviour/diary.md#who-may-do-what). The server checks the
 * same rules on every call; these only decide what the screens show.
 */

/** The guest chart's diary tab: whoever's role reads the diary (a guest reads their own). */
export const DIARY_READ_REQUIREMENT: Requirement = { module: { id: 'diary', need: 'read' } };

/**
 * A guest's own diary (`myDiary/`): the guest, while their role reads the diary. Staff read a
 * guest's diary in the guest chart instead.
 */
export const DIARY_OWN_REQUIREMENT: Requirement = {
  roles: ['RA_GUEST'],
  module: { id: 'diary', need: 'read' },
};

/** Writing, amending and marking entries in error: staff whose role writes the diary. */
export const DIARY_WRITE_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'diary', need: 'write' },
};

/** The critical events (home widget, acknowledging): the `diary.alerts` flag and a read level. */
export const DIARY_ALERTS_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'diary', need: 'read' },
  flags: [{ module: 'diary', flag: 'alerts' }],
};

/** Acknowledging a critical entry: the alerts flag and the write level. */
export const DIARY_ACKNOWLEDGE_REQUIREMENT: Requirement = {
  ...DIARY_ALERTS_REQUIREMENT,
  module: { id: 'diary', need: 'write' },
};

/** The facility's diary (diaryManager): the `diary.manager` flag. */
export const DIARY_MANAGER_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'diary', need: 'read' },
  flags: [{ module: 'diary', flag: 'manager' }],
};

/** The unread badge in the navigation: staff who read the diary. */
export const DIARY_UNREAD_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'diary', need: 'read' },
};

/** The handover (docs/behaviour/diary.md#handover): staff who read the diary; never a guest. */
export const DIARY_HANDOVER_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'diary', need: 'read' },
};

/**
 * The diary categories screen (docs/behaviour/diary.md#categories): administrators whose role
 * writes the diary, as the server's category routes.
 */
export const DIARY_CATEGORIES_REQUIREMENT: Requirement = {
  roles: ['RA_ADMIN'],
  module: { id: 'diary', need: 'write' },
};
