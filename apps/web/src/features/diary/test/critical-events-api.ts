// The critical events' routes of the diary for the unit tests: the dashboard's list and the
// acknowledgement, on the app's test server.
import type { DiaryCriticalEntry, MyInfo } from '@care/api-client';
import { installWorkingApi, sendJson, type ApiTestServer } from '../../../test/api-test-server';

/** A critical entry waiting for acknowledgement, of the guest Maria Rossi (`40 + id`). */
/** Where the diary's routes are. */
export const DIARY = '/api/care/api/v1/diary';

export function critical(
  id: number,
  overrides: Partial<DiaryCriticalEntry> = {},
): DiaryCriticalEntry {
  return {
    id,
    personalDataId: 40 + id,
    occurredAt: '2026-11-28T21:40:00Z',
    recordedAt: '2026-11-28T21:45:00Z',
    author: { accountId: 5, name: 'Marco Esposito', role: 'RA_OSS' },
    categories: ['fallIncident', 'health'],
    text: 'Found on the floor beside the bed, conscious, a bruise on the left hip.',
    significance: 'critical',
    handover: false,
    status: 'active',
    version: 1,
    fall: null,
    read: false,
    acknowledgement: null,
    acknowledgesEntryId: null,
    guest: { name: 'Maria', surname: 'Rossi' },
    attachments: [],
    origin: null,
    ...overrides,
  };
}

/**
 * The diary's routes of the widget: the critical list (`open`, answered with `total` when given)
 * and the acknowledgement, which answers `ackStatus` or writes the "acknowledged" entry.
 */
export function installCriticalEvents(
  server: ApiTestServer,
  me: MyInfo,
  open: DiaryCriticalEntry[],
  total?: number,
) {
  installWorkingApi(server, me);
  const state = { open, ackStatus: 200, acknowledged: [] as { id: number; note: string }[] };
  server.routes.set(`GET ${DIARY}/dashboard/critical-event`, (_request, response) =>
    sendJson(response, 200, {
      data: { items: state.open, total: total ?? state.open.length },
    }),
  );
  for (const entry of open) {
    server.routes.set(`POST ${DIARY}/entry/${entry.id}/acknowledge`, (request, response) => {
      if (state.ackStatus !== 200)
        return sendJson(response, state.ackStatus, { errorCode: 'E034' });
      const { note } = JSON.parse(request.body) as { note: string };
      state.acknowledged.push({ id: entry.id, note });
      state.open = state.open.filter((each) => each.id !== entry.id);
      const { guest: _guest, ...rest } = entry;
      sendJson(response, 200, {
        data: {
          ...rest,
          id: 900,
          text: `acknowledged: ${note}`,
          significance: 'significant',
          acknowledgesEntryId: entry.id,
        },
      });
    });
  }
  return state;
}
