import {
  allergyGuestListResponseSchema,
  BIRTHDAY_WINDOW_DAYS,
  birthdayGuestListResponseSchema,
  guestCountsResponseSchema,
  guestWidgetQuerySchema,
  GUEST_WIDGET_LIMIT,
  PRODUCT_API_PATHS,
  STAFF_ROLES,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { guestBirthdays, guestCounts, guestsWithAllergy } from '../people/guest-dashboard';

const BASE = '/api/care/api/v1/';

const ERRORS = [
  { code: 'E013', status: 403, when: 'a guest asks; a `groupId` not among the caller’s groups' },
  { code: 'E016', status: 400, when: 'a malformed groupId' },
] as const;

const GROUP =
  '`groupId` is the selected group, as for the guest list (default the caller’s first); only ' +
  'that group’s guests in the caller’s scope count. Staff roles; not guests.';

/** The guest widgets of the home dashboard (docs/behaviour/home.md#guest-widgets). */
export function registerGuestDashboardRoutes(context: ServerContext): void {
  const { router } = context;
  const common = {
    method: 'GET',
    tags: ['guests', 'dashboard'],
    auth: true,
    access: { roles: STAFF_ROLES },
    query: guestWidgetQuerySchema,
    errors: ERRORS,
  } as const;

  router.add({
    ...common,
    url: `${BASE}${PRODUCT_API_PATHS.guest.dashboard}`,
    example: ({ groupId }) => ({
      path: `${BASE}${PRODUCT_API_PATHS.guest.dashboard}${groupId ? `?groupId=${groupId}` : ''}`,
    }),
    summary: 'How many guests are admitted, waiting and suspended',
    description: `The counts of the home dashboard’s guest widget. ${GROUP}`,
    response: guestCountsResponseSchema,
    async handler({ caller, query }) {
      return { data: await guestCounts(context, caller, query.groupId) };
    },
  });

  router.add({
    ...common,
    url: `${BASE}${PRODUCT_API_PATHS.guest.withAllergy}`,
    example: ({ groupId }) => ({
      path: `${BASE}${PRODUCT_API_PATHS.guest.withAllergy}${groupId ? `?groupId=${groupId}` : ''}`,
    }),
    summary: 'Admitted guests with an allergy recorded',
    description:
      `At most ${GUEST_WIDGET_LIMIT} guests by surname, each with the allergy text, and the ` +
      `\`total\`. ${GROUP}`,
    response: allergyGuestListResponseSchema,
    async handler({ caller, query }) {
      return { data: await guestsWithAllergy(context, caller, query.groupId) };
    },
  });

  router.add({
    ...common,
    url: `${BASE}${PRODUCT_API_PATHS.guest.birthday}`,
    example: ({ groupId }) => ({
      path: `${BASE}${PRODUCT_API_PATHS.guest.birthday}${groupId ? `?groupId=${groupId}` : ''}`,
    }),
    summary: `Admitted guests whose birthday is in the next ${BIRTHDAY_WINDOW_DAYS} days`,
    description:
      'Today first (in the caller’s `X-Time-Zone`, UTC without one), at most ' +
      `${GUEST_WIDGET_LIMIT}, each with the day (\`date\`), the age turned (\`turns\`) and ` +
      '`inDays` (0 today). A 29 February birthday is celebrated on 28 February in a common year. ' +
      GROUP,
    response: birthdayGuestListResponseSchema,
    async handler({ caller, query, timeZone }) {
      return { data: await guestBirthdays(context, caller, query.groupId, timeZone) };
    },
  });
}
