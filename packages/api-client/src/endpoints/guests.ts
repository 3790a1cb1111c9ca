import {
  dismissQuerySchema,
  guestHistoryResponseSchema,
  guestListQuerySchema,
  guestPageResponseSchema,
  type ArchiveCause,
  type GuestListQuery,
  type GuestPage,
  type GuestStatusChange,
} from '../schemas/guests';
import { guestChartHeaderResponseSchema, type GuestChartHeader } from '../schemas/guest-chart';
import { localIsoDate } from '../schemas/local-iso';
import { acknowledgementSchema } from '../schemas/personal';
import { at, call, type CallOptions, type EndpointContext } from './context';
import { guestDashboardEndpoints, type GuestDashboardEndpoints } from './guest-dashboard';

/** What `guests.dismiss` sends. */
export interface DismissInput {
  /** The dismissal date: a `YYYY-MM-DD` string or a `Date` (its local calendar day). */
  date: string | Date;
  /** Why the guest leaves; only in the dialog mode that asks for it. */
  archiveCause?: ArchiveCause | undefined;
}

/** Guest status changes, and the guest widgets of the home dashboard. */
export interface GuestEndpoints extends GuestDashboardEndpoints {
  /**
   * `PUT {path}?date=YYYY-MM-DD&archiveCause={cause}`
   * (docs/behaviour/people-and-guests.md#status-changes): the dismiss dialog's status change. The
   * dialog serves several lists, so the caller gives the path (relative to the API base), e.g.
   * `PRODUCT_API.guest.dismiss(guestId)`. A malformed date or unknown cause is a programming error
   * (`TypeError`), refused before anything is sent.
   */
  dismiss(path: string, input: DismissInput, options?: CallOptions): Promise<void>;
  /**
   * `GET care/api/v1/guest/complete-list?status=&q=&page=&groupId=`: one page (20 rows) of a
   * status tab of the selected group, with the tab's total. An empty or blank `q` is not sent;
   * without `groupId` the server lists the user's first group.
   */
  list(query: GuestListQuery, options?: CallOptions): Promise<GuestPage>;
  /** `GET care/api/v1/guest/detail/{personalDataId}/history`: the status changes, oldest first. */
  history(personalDataId: number, options?: CallOptions): Promise<GuestStatusChange[]>;
  /**
   * `GET care/api/v1/guest/detail/{personalDataId}/chart-header`: the guest chart's header
   * (docs/behaviour/guest-chart.md#header).
   */
  chartHeader(personalDataId: number, options?: CallOptions): Promise<GuestChartHeader>;
}

/** Builds the `guests` endpoints. */
export function guestEndpoints(context: EndpointContext): GuestEndpoints {
  const { request } = context;
  return {
    ...guestDashboardEndpoints(context),
    async dismiss(path, input, options = {}) {
      const date = input.date instanceof Date ? localIsoDate(input.date) : input.date;
      const query = dismissQuerySchema.safeParse({ date, archiveCause: input.archiveCause });
      if (!query.success) {
        throw new TypeError(
          `@care/api-client: dismiss needs a real YYYY-MM-DD date and a known archive cause (got "${date}", "${String(input.archiveCause)}")`,
        );
      }
      await request(acknowledgementSchema, {
        method: 'PUT',
        path,
        query: { date: query.data.date, archiveCause: query.data.archiveCause },
        ...call(options),
      });
    },
    async list(query, options = {}) {
      const parsed = guestListQuerySchema.safeParse(query);
      if (!parsed.success) throw new TypeError('@care/api-client: invalid guest list query');
      const q = parsed.data.q?.trim();
      const { data } = await request(guestPageResponseSchema, {
        ...at('guestList'),
        query: {
          status: parsed.data.status,
          ...(q ? { q } : {}),
          page: parsed.data.page,
          ...(parsed.data.groupId === undefined ? {} : { groupId: parsed.data.groupId }),
        },
        ...call(options),
      });
      return data;
    },
    async history(personalDataId, options = {}) {
      const { data } = await request(guestHistoryResponseSchema, {
        ...at('guestHistory', { id: personalDataId }),
        ...call(options),
      });
      return data;
    },
    async chartHeader(personalDataId, options = {}) {
      const { data } = await request(guestChartHeaderResponseSchema, {
        ...at('guestChartHeader', { id: personalDataId }),
        ...call(options),
      });
      return data;
    },
  };
}
