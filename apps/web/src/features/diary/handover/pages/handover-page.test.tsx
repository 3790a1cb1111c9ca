import { type Role } from '@care/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  sendJson,
  myInfo,
  startApiTestServer,
  type ApiTestServer,
} from '../../../../test/api-test-server';
import { renderApp } from '../../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../../shared/storage-keys';
import { installDiaryApi } from '../../test/diary-api';
import { handoverGuest, installHandoverApi, type HandoverApi } from '../../test/handover-api';

let server: ApiTestServer;
let handover: HandoverApi;

const PAGE = '/loggedIn/diaryHandover/';
const HOUR = 3_600_000;
const NO_MANAGER = {
  diary: { alerts: true, personal: true, lastReport: true, manager: false, userDetail: true },
};

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(async () => {
  await server.close();
});

function signInAs(role: Role, permission: object | null = null) {
  server.routes.clear();
  server.hits.length = 0;
  const me = myInfo({ role });
  me.customerRoleDto.permission = permission as never;
  installWorkingApi(server, me);
  installDiaryApi(server);
  handover = installHandoverApi(server);
  handover.guests = [
    handoverGuest(31, 'Rossi', '101', ['Rossi: fever in the night.']),
    handoverGuest(32, 'Bruno', null, ['Bruno: fell, no injury.', 'Bruno: slept well.']),
  ];
  handover.readers = [
    {
      accountId: 7,
      name: 'Giulia',
      surname: 'Bianchi',
      role: 'RA_NURSE',
      lastRead: { readUpTo: '2026-03-02T06:00:00.000Z', at: '2026-03-02T06:05:00.000Z' },
    },
    { accountId: 8, name: 'Marco', surname: 'Verdi', role: 'RA_OSS', lastRead: null },
  ];
}

beforeEach(() => {
  signInAs('RA_NURSE');
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});

async function openHandover() {
  renderApp(PAGE, server);
  await screen.findByRole('heading', { level: 1, name: 'Handover' });
  return within(await screen.findByRole('region', { name: 'Handover sheet' }));
}

const span = (query: URLSearchParams | undefined) =>
  Date.parse(query?.get('to') ?? '') - Date.parse(query?.get('from') ?? '');

describe('the handover page', () => {
  it('shows the last 8 hours’ summary of the selected group, by guest, and records the read', async () => {
    const sheet = await openHandover();
    const headings = sheet.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Rossi Anna, room 101', 'Bruno Anna']);
    const rossi = within(sheet.getByRole('region', { name: 'Rossi Anna, room 101' }));
    expect(rossi.getByText('Rossi: fever in the night.')).toBeVisible();
    expect(rossi.getByText('For handover')).toBeVisible();
    expect(sheet.getByText(/3 entries/)).toBeVisible();
    const [first] = handover.sheets;
    expect(first?.get('mode')).toBe('summary');
    expect(first?.get('groupId')).toBe('1');
    expect(span(first)).toBe(8 * HOUR);
    await waitFor(() => expect(handover.reads).toEqual([first?.get('to')]));
  });

  it('asks again for the period, the scope and the mode chosen, and records each period once', async () => {
    const user = userEvent.setup();
    await openHandover();
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 24 hours');
    await user.selectOptions(screen.getByLabelText('Content'), 'Full: every entry');
    await user.selectOptions(
      screen.getByLabelText('Guests'),
      'My guests (written about in the last 7 days)',
    );
    await waitFor(() => expect(handover.sheets.at(-1)?.get('mine')).toBe('true'));
    const last = handover.sheets.at(-1);
    expect(last?.get('mode')).toBe('full');
    expect(span(last)).toBe(24 * HOUR);
    await waitFor(() => expect(handover.reads).toHaveLength(2));
    expect(handover.reads.at(-1)).toBe(last?.get('to'));
  });

  it('takes a chosen range, and says so when it is reversed', async () => {
    const user = userEvent.setup();
    await openHandover();
    await user.selectOptions(screen.getByLabelText('Period'), 'A chosen range');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01T22:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01T06:00' } });
    expect(
      await screen.findByText('The start must lie before the end, at most 7 days apart.'),
    ).toBeVisible();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02T06:00' } });
    await waitFor(() =>
      expect(handover.sheets.at(-1)?.get('to')).toBe(new Date('2026-03-02T06:00').toISOString()),
    );
    expect(span(handover.sheets.at(-1))).toBe(8 * HOUR);
  });

  it('takes chosen guests from the guest list, and asks for one while none is chosen', async () => {
    const row = {
      personalDataId: 31,
      customerAccountId: 131,
      name: 'Anna',
      surname: 'Rossi',
      identifierCode: null,
      status: 'A',
      birthDate: null,
      allergy: false,
      room: '101',
      credentialGenerated: false,
      hasPhoto: false,
    };
    server.routes.set('GET /api/care/api/v1/guest/complete-list', (_request, response) =>
      sendJson(response, 200, { data: { items: [row], total: 1, page: 0, pageSize: 20 } }),
    );
    const user = userEvent.setup();
    await openHandover();
    await user.selectOptions(screen.getByLabelText('Guests'), 'Chosen guests');
    expect(await screen.findByText('Choose at least one guest.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Handover sheet' })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Choose guests' }), 'Ros{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Rossi Anna (101)' }));
    await waitFor(() => expect(handover.sheets.at(-1)?.get('guests')).toBe('31'));
    expect(await screen.findByRole('region', { name: 'Handover sheet' })).toBeVisible();
  });

  it('downloads the sheet as a PDF in the user’s language', async () => {
    const saved: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      const sheet = await openHandover();
      await user.click(sheet.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(handover.pdfs[0]?.get('lang')).toBe('en');
      expect(handover.pdfs[0]?.get('mode')).toBe('summary');
    } finally {
      create.mockRestore();
      revoke.mockRestore();
    }
  });

  it('says when the sheet cannot be loaded, and tries again', async () => {
    handover.failSheet = true;
    const user = userEvent.setup();
    renderApp(PAGE, server);
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('The handover could not be loaded.');
    handover.failSheet = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Handover sheet' })).toBeVisible();
  });
});

describe('handover read up to', () => {
  it('lists each staff member’s latest read for a manager', async () => {
    await openHandover();
    const list = await screen.findByRole('list', { name: 'Handover read up to' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(
      /^Bianchi Giulia \(Nurse\): Read up to .+ \(opened .+\)$/,
    );
    expect(items[1]).toHaveTextContent('Verdi Marco');
    expect(items[1]).toHaveTextContent('Not opened yet');
  });

  it('is not shown without the diary.manager flag', async () => {
    signInAs('RA_DOCTOR', NO_MANAGER);
    await openHandover();
    expect(screen.queryByRole('heading', { name: 'Handover read up to' })).toBeNull();
  });
});
