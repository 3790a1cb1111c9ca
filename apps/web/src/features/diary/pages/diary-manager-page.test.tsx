import type { PermissionMap, Role } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { renderApp } from '../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { installDiaryApi, type DiaryApi } from '../test/diary-api';

let server: ApiTestServer;
let diary: DiaryApi;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());

function signInAs(role: Role, permission: PermissionMap | null = null) {
  server.routes.clear();
  server.hits.length = 0;
  const me = myInfo({ role });
  me.customerRoleDto.permission = permission;
  installWorkingApi(server, me);
  diary = installDiaryApi(server);
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
}

beforeEach(() => signInAs('RA_NURSE'));

const PAGE = '/loggedIn/diaryManager/';

describe('the facility diary', () => {
  it('is in the navigation of those with the diary.manager flag', async () => {
    renderApp('/loggedIn/', server);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByRole('link', { name: 'Facility diary' })).toBeVisible();
  });

  it('lists the guests without an entry in the last 24 hours, each linked to their diary', async () => {
    diary.quiet = [
      {
        personalDataId: 21,
        name: 'Anna',
        surname: 'Rossi',
        room: '12B',
        lastEntryAt: null,
        quiet: true,
      },
    ];
    renderApp(PAGE, server);
    const quiet = await screen.findByRole('region', {
      name: /Guests without an entry in the last 24 hours/,
    });
    const link = await within(quiet).findByRole('link', { name: 'Anna Rossi' });
    expect(link).toHaveAttribute('href', '/loggedIn/guestDetail/21?tab=diary');
    expect(within(quiet).getByText('No entry yet')).toBeVisible();
    expect(within(quiet).getByText('Room 12B')).toBeVisible();
  });

  it('says so when every guest has an entry', async () => {
    renderApp(PAGE, server);
    expect(
      await screen.findByText('Every guest of the group has an entry in the last 24 hours.'),
    ).toBeVisible();
  });

  it('lists the group’s entries with their guest, filtered on the server, and marks one read', async () => {
    const user = userEvent.setup();
    diary.add({ id: 1, text: 'Calm night', categories: ['sleep'] });
    diary.add({ id: 2, text: 'Fell in the bathroom', significance: 'critical' });
    renderApp(PAGE, server);
    const entries = await screen.findByRole('region', { name: /Entries of the group/ });
    expect(await within(entries).findByText('Calm night')).toBeVisible();
    expect(within(entries).getAllByRole('link', { name: 'Anna Rossi' })).toHaveLength(2);
    await user.selectOptions(within(entries).getByRole('combobox', { name: 'Significance' }), [
      'Critical',
    ]);
    await waitFor(() => expect(within(entries).queryByText('Calm night')).not.toBeInTheDocument());
    expect(
      server.hits.some((hit) => hit.url.includes('facility/entries?significance=critical')),
    ).toBe(true);
    // The filtered page replaces the list: wait for it, not only for the old one to go.
    const found = await within(entries).findByText('Fell in the bathroom');
    const card = within(found.closest('article') as HTMLElement);
    await user.click(card.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(card.queryByText('Unread')).not.toBeInTheDocument());
  });

  it('is not offered to a user whose permission map withholds diary.manager', async () => {
    // The demo doctor's map withholds the flag.
    signInAs('RA_DOCTOR', { diary: { alerts: true, manager: false } });
    renderApp('/loggedIn/', server);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(navigation).findByRole('link', { name: 'Guests' });
    expect(
      within(navigation).queryByRole('link', { name: 'Facility diary' }),
    ).not.toBeInTheDocument();
  });
});
