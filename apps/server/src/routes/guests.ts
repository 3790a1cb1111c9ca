import {
  acknowledgementSchema,
  dismissQuerySchema,
  guestListQuerySchema,
  GUEST_LIST_PAGE_SIZE,
  GUEST_STATUS_CHANGES,
  PEOPLE_MANAGERS,
  STAFF_ROLES,
  guestChartHeaderResponseSchema,
  guestHistoryResponseSchema,
  guestPageResponseSchema,
  PRODUCT_API_BASE,
  recordIdTextSchema,
  type GuestStatus,
  type GuestStatusChangeKind,
} from '@care/api-client/schemas';
import { z } from 'zod';
import type { ServerContext } from '../context';
import type { ExampleFixture } from '../http/router';
import { changeGuestStatus, guestHistory, listGuests } from '../people/guests';
import { firstSeededGuest } from '../people/route-examples';
import { readChartHeader } from '../people/chart-header';
import { authorizeTarget, PERSON_READ } from '../people/targets';

const BASE = `/api/${PRODUCT_API_BASE}guest`;

/** The route's `{id}`: a personalDataId. */
const idParam = z.object({ id: recordIdTextSchema });

/**
 * A seeded guest (`guest01`…, never the demo `guest`) in one of `statuses`: the status-change
 * examples of the generic tests, a different guest for every call.
 */
export async function exampleGuest(fixture: ExampleFixture, statuses: readonly GuestStatus[]) {
  for (const status of statuses) {
    const row = await firstSeededGuest(fixture, status);
    if (row) return row;
  }
  throw new Error(`no seeded guest in status ${statuses.join('/')} is left for the example`);
}

const CHANGE_TEXT: Record<GuestStatusChangeKind, { summary: string; description: string }> = {
  dismiss: {
    summary: 'Dismiss a guest (the dismiss dialog)',
    description:
      'An admitted (A) or suspended (S) guest is archived (D): `archiveCause` is required ' +
      '(volontaryDismissal, death, domicileDismissal, transferToAnotherStructure, ' +
      'transferToSameStructure; a transfer is a dismissal with a transfer cause). A waiting (W) ' +
      'guest is rejected (R): no cause needed.',
  },
  suspend: {
    summary: 'Suspend an admitted guest (A to S)',
    description:
      'A hospital stay or a long absence: the guest keeps the place. `archiveCause` is ignored.',
  },
  actual: {
    summary: 'Admit or re-admit a guest (S, W, D or R to A)',
    description: '`archiveCause` is ignored.',
  },
};

/**
 * The guest list, a guest's history and the status changes
 * (docs/behaviour/people-and-guests.md#status-changes).
 */
export function registerGuestRoutes(context: ServerContext): void {
  const { router } = context;

  router.add({
    method: 'GET',
    url: `${BASE}/complete-list`,
    summary: 'One page of a status tab of the guest list',
    description:
      `\`?status=A|W|S|D|R&q=&page=0\`: ${GUEST_LIST_PAGE_SIZE} guests a page, sorted by surname ` +
      'and name, with the tab’s `total`. `q` (at most 100 characters) searches name, surname and ' +
      'identifier code, case-insensitive; every word must match. Each row carries what the list ' +
      'shows: `birthDate` (the birthday marker), `allergy` (true when an allergy is recorded) and ' +
      '`room`. `groupId` is the selected group: one of the caller’s groups (administrators: any ' +
      'group), default the first; only that group’s guests are listed. Staff roles; not guests.',
    tags: ['guests'],
    auth: true,
    access: { roles: STAFF_ROLES },
    query: guestListQuerySchema,
    response: guestPageResponseSchema,
    example: ({ groupId }) => ({
      path: `${BASE}/complete-list?status=A&q=ros&page=0${groupId ? `&groupId=${groupId}` : ''}`,
    }),
    errors: [
      {
        code: 'E013',
        status: 403,
        when: 'a guest asks; a `groupId` not among the caller’s groups',
      },
      { code: 'E012', status: 400, when: 'no `status`' },
      {
        code: 'E016',
        status: 400,
        when: 'an unknown status, a negative page, a malformed groupId',
      },
      { code: 'E015', status: 400, when: 'a search longer than 100 characters' },
    ],
    async handler({ caller, query }) {
      return { data: await listGuests(context, caller, query) };
    },
  });

  router.add({
    method: 'GET',
    url: `${BASE}/detail/:id/history`,
    summary: 'A guest’s status changes, oldest first',
    description:
      'Every change with its status before and after, the cause (an archive cause, or ' +
      '`registered`, `admitted`, `suspended`, `readmitted`, `rejected`, `blocked`, `restored`), the ' +
      'day it takes effect, when it was recorded and by whom (null for the facility’s initial data). ' +
      'Nothing is ever deleted from it. `{id}` is the personalDataId.',
    tags: ['guests'],
    auth: true,
    access: { roles: STAFF_ROLES },
    params: idParam,
    response: guestHistoryResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/detail/${(await exampleGuest(fixture, ['D', 'A'])).personalDataId}/history`,
    }),
    errors: [
      { code: 'E013', status: 403, when: 'a guest asks; a guest outside the caller’s groups' },
      { code: 'E017', status: 404, when: 'no guest has that personalDataId' },
    ],
    async handler({ caller, params }) {
      return { data: await guestHistory(context, caller, params.id) };
    },
  });

  router.add({
    method: 'GET',
    url: `${BASE}/detail/:id/chart-header`,
    summary: 'The guest chart’s header',
    description:
      'What the guest chart shows above its tabs: name, photo flag (`hasPhoto`: read the photo ' +
      'from the photo route), birth date, status, room, first group, allergies (null: none ' +
      'known), diet, main diagnoses, attending doctor and contact person. `latestVitals` is null ' +
      'until the measurements module fills it. `{id}` is the personalDataId of a guest; another ' +
      'person is 404 E003. Staff roles with the module `summary` at read, on guests of their ' +
      'groups (the person detail’s rule).',
    tags: ['guests'],
    auth: true,
    access: { roles: STAFF_ROLES },
    module: { id: 'summary', level: 'read' },
    params: idParam,
    response: guestChartHeaderResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/detail/${(await exampleGuest(fixture, ['A', 'S', 'D', 'W', 'R'])).personalDataId}/chart-header`,
    }),
    errors: [
      {
        code: 'E013',
        status: 403,
        when: 'a guest asks; the role’s `summary` level is none; a guest outside the caller’s groups',
      },
      { code: 'E003', status: 404, when: 'no guest has that personalDataId' },
    ],
    async handler({ caller, params }) {
      await authorizeTarget(context.db, caller, { personalDataId: params.id }, PERSON_READ);
      return { data: await readChartHeader(context, caller, params.id) };
    },
  });

  const from: Record<GuestStatusChangeKind, readonly GuestStatus[]> = {
    dismiss: ['A'],
    suspend: ['A'],
    actual: ['S', 'W', 'D'],
  };
  for (const kind of GUEST_STATUS_CHANGES) {
    router.add({
      method: 'PUT',
      url: `${BASE}/${kind}/:id`,
      idempotent: true,
      summary: CHANGE_TEXT[kind].summary,
      description:
        `${CHANGE_TEXT[kind].description} \`?date=YYYY-MM-DD\` (required) is the day it takes ` +
        'effect. Recorded in the guest’s history with who and when; leaving status A ends the ' +
        'guest’s sessions and notification sockets at once. `{id}` is the personalDataId. ' +
        'Secretaries and administrators.',
      tags: ['guests'],
      auth: true,
      access: { roles: PEOPLE_MANAGERS },
      params: idParam,
      query: dismissQuerySchema,
      response: acknowledgementSchema,
      example: async (fixture) => {
        const guest = await exampleGuest(fixture, from[kind]);
        return {
          path: `${BASE}/${kind}/${guest.personalDataId}?date=2026-03-31&archiveCause=volontaryDismissal`,
          changes: ['status', 'updatedAt'],
        };
      },
      errors: [
        {
          code: 'E013',
          status: 403,
          when: 'the caller is not a secretary or an administrator; a guest outside their groups',
        },
        { code: 'E017', status: 404, when: 'no guest has that personalDataId' },
        { code: 'E012', status: 400, when: 'no date, or no archiveCause where it is required' },
        { code: 'E016', status: 400, when: 'a malformed date or an unknown archive cause' },
        { code: 'E034', status: 409, when: 'the guest’s status does not allow this change' },
      ],
      async handler({ caller, params, query }) {
        await changeGuestStatus(context, kind, params.id, query, caller);
        return { data: true as const };
      },
    });
  }
}
