import {
  allergyGuestListResponseSchema,
  birthdayGuestListResponseSchema,
  guestCountsResponseSchema,
  guestWidgetQuerySchema,
  type AllergyGuestList,
  type BirthdayGuestList,
  type GuestCounts,
  type GuestWidgetQuery,
} from '../schemas/guest-dashboard';
import type { CoreRouteName } from '../schemas/routes';
import { at, call, type CallOptions, type EndpointContext } from './context';

/** The guest widgets of the home dashboard (docs/behaviour/home.md#guest-widgets). */
export interface GuestDashboardEndpoints {
  /** `GET care/api/v1/guest/dashboard?groupId=`: admitted, waiting and suspended counts. */
  counts(query?: GuestWidgetQuery, options?: CallOptions): Promise<GuestCounts>;
  /** `GET care/api/v1/guest/with-allergy?groupId=`: admitted guests with an allergy. */
  withAllergy(query?: GuestWidgetQuery, options?: CallOptions): Promise<AllergyGuestList>;
  /** `GET care/api/v1/guest/birthday?groupId=`: birthdays of the next 7 days, today first. */
  birthdays(query?: GuestWidgetQuery, options?: CallOptions): Promise<BirthdayGuestList>;
}

/** The `groupId` query, checked before anything is sent. */
function widgetQuery(route: CoreRouteName, query: GuestWidgetQuery) {
  const parsed = guestWidgetQuerySchema.safeParse(query);
  if (!parsed.success) throw new TypeError(`@care/api-client: invalid ${route} query`);
  const { groupId } = parsed.data;
  return { ...at(route), query: groupId === undefined ? {} : { groupId } };
}

/** Builds the guest widgets' endpoints. */
export function guestDashboardEndpoints({ request }: EndpointContext): GuestDashboardEndpoints {
  return {
    async counts(query = {}, options = {}) {
      const { data } = await request(guestCountsResponseSchema, {
        ...widgetQuery('guestDashboard', query),
        ...call(options),
      });
      return data;
    },
    async withAllergy(query = {}, options = {}) {
      const { data } = await request(allergyGuestListResponseSchema, {
        ...widgetQuery('guestsWithAllergy', query),
        ...call(options),
      });
      return data;
    },
    async birthdays(query = {}, options = {}) {
      const { data } = await request(birthdayGuestListResponseSchema, {
        ...widgetQuery('guestBirthdays', query),
        ...call(options),
      });
      return data;
    },
  };
}
