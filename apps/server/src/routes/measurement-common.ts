import { STAFF_ROLES } from '@care/api-client/schemas';
import { exampleGuest } from '../diary/examples';
import { SIGNED_IN } from '../http/router';
import { diaryIdParam as idParam } from './diary-changes';

/** What the measurement routes share (docs/behaviour/measurements.md#routes). */

/** The base of the measurement routes. */
export const MEASUREMENT_BASE = '/api/care/api/v1/measurement';

/** Who reaches whose measurements, for the route descriptions. */
export const MEASUREMENT_REACH =
  'Staff reach the guests of their groups (administrators every guest); a guest only their own ' +
  'records. Module `measurement`: see docs/behaviour/module-access.md.';

/** The failures of a route about one guest. */
export const GUEST_ERRORS = [
  {
    code: 'E013',
    status: 403,
    when: 'the role’s module level is too low; a guest of another group; a guest asking for someone else’s records',
  },
  { code: 'E017', status: 404, when: 'no guest has that personalDataId' },
] as const;

/** What the write routes about one guest declare. */
export const GUEST_WRITE = {
  tags: ['measurement'],
  auth: true,
  access: { roles: STAFF_ROLES },
  module: { id: 'measurement', level: 'write' },
  params: idParam,
} as const;

/** What the read routes about one guest declare. */
export const GUEST_READ = {
  tags: ['measurement'],
  auth: true,
  access: SIGNED_IN,
  module: { id: 'measurement', level: 'read' },
  params: idParam,
} as const;

/** The path of a route about the example guest. */
export const guestPath = async (fixture: Parameters<typeof exampleGuest>[0], rest: string) =>
  `${MEASUREMENT_BASE}/guest/${(await exampleGuest(fixture)).personalDataId}/${rest}`;
