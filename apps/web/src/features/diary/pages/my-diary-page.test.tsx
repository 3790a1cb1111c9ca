import { DEFAULT_MODULE_ACCESS, levelsOfRole } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  sendJson,
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
afterAll(async () => {
  await server.close();
});

/** Signs in as the guest whose personalDataId is 21 (the fake diary's guest). */
function signInAsGuest(diaryLevel: 'read' | 'none' = 'read') {
  server.routes.clear();
  server.hits.length = 0;
  const me = myInfo({ role: 'RA_GUEST', name: 'Anna', surname: 'Rossi' });
  me.personalDataDto.personalDataId = 21;
  installWorkingApi(server, me);
  const levels = { ...levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_GUEST'), diary: diaryLevel };
  server.routes.set('GET /api/module-access', (_request, response) =>
    sendJson(response, 200, { data: { role: 'RA_GUEST', levels } }),
  );
  diary = installDiaryApi(server);
}

beforeEach(() => {
  signInAsGuest();
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});
afterEach(() => sessionStorage.clear());

describe('a guest’s own diary (myDiary/)', () => {
  it('shows the guest’s own entries from the navigation, with read marks and nothing to write', async () => {
    const user = userEvent.setup();
    diary.add({ id: 1, text: 'Walked in the garden with her daughter.' });
    diary.add({ id: 2, text: 'Slept through the night.', read: true });
    renderApp('/loggedIn/', server);

    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(await within(navigation).findByRole('link', { name: 'My diary' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My diary' })).toBeVisible();
    const list = await screen.findByRole('region', { name: 'Diary entries, newest first' });
    expect(await within(list).findByText('Walked in the garden with her daughter.')).toBeVisible();
    expect(screen.getByText('2 entries')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New entry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Amend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entered in error' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export: Diary' })).toBeNull();
    // Only the guest's own diary was asked for.
    const reads = server.hits.filter((hit) => /\/diary\/guest\/\d+\/entries/.test(hit.url));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((hit) => hit.url.includes('/diary/guest/21/entries'))).toBe(true);

    await user.click(within(list).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(list).queryByText('Unread')).toBeNull());
  });

  it('is neither in the navigation nor open by address when the guest’s diary level is none', async () => {
    signInAsGuest('none');
    renderApp('/loggedIn/myDiary/', server);

    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(navigation).findByRole('link', { name: 'Documents' });
    expect(within(navigation).queryByRole('link', { name: 'My diary' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'My diary' })).toBeNull();
    expect(server.hits.some((hit) => hit.url.includes('/diary/guest/'))).toBe(false);
  });

  it('is not a staff screen: a nurse has no “My diary”', async () => {
    installWorkingApi(server, myInfo({ role: 'RA_NURSE' }));
    renderApp('/loggedIn/', server);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(navigation).findByRole('link', { name: /^Facility diary/ });
    expect(within(navigation).queryByRole('link', { name: 'My diary' })).toBeNull();
  });
});
