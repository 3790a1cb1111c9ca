import { PRODUCT_API_BASE, STAFF_ROLES } from '@care/api-client/schemas';

/** The activity routes' base path (docs/behaviour/activities.md#routes). */
export const ACTIVITY_BASE = `/api/${PRODUCT_API_BASE}activity`;

/** What every staff route of the activities that reads declares. */
export const ACTIVITY_READ = {
  tags: ['activity'],
  auth: true,
  access: { roles: STAFF_ROLES },
  module: { id: 'activity', level: 'read' },
} as const;
/** What every route of the activities that writes declares. */
export const ACTIVITY_WRITE = {
  ...ACTIVITY_READ,
  module: { id: 'activity', level: 'write' },
} as const;

/** The refusal of a caller who may not reach the activity or the group. */
export const ACTIVITY_REACH_ERROR = {
  code: 'E013',
  status: 403,
  when: 'the role’s `activity` level is too low; a group that is not the caller’s; no such activity',
} as const;
