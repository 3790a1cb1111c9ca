import 'fake-indexeddb/auto';
import { DEFAULT_MODULE_ACCESS, levelsOfRole } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
} from '../../test/api-test-server';
import { DRAFT_OFFER_NAME } from '../../test/draft-offer-name';
import { describeFormDrafts, draftCount, waitForDraftTypedBefore } from '../../test/form-drafts';
import { findMessageBar } from '../../test/message-bar';
import { renderApp } from '../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../shared/storage-keys';
import { installDocumentsApi } from '../documents/test/documents-api';
import { inWidget } from '../home/test/in-widget';
import { installPersonDetailApi } from '../person-detail/test/person-detail-api';
import { critical, installCriticalEvents } from './test/critical-events-api';
import { installDiaryApi } from './test/diary-api';

// The drafts of the diary's dialogs and of the categories' form
// (docs/behaviour/never-losing-work.md#drafts).

/** An administrator on the diary categories screen, the facility's own `dental` among them. */
function asAdministrator(server: ApiTestServer) {
  server.routes.clear();
  installWorkingApi(server, myInfo({ role: 'RA_ADMIN' }));
  const diary = installDiaryApi(server);
  diary.addCategory({ id: 'dental', termKey: null, labels: DENTIST, active: true });
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
  return diary;
}
const DENTIST = { it: 'Dentista', en: 'Dentist', de: 'Zahnarzt', es: 'Dentista' };
const englishName = (form: HTMLElement) =>
  within(form).getByRole('textbox', { name: /^Name in English/ });

const reason = (form: HTMLElement) => within(form).getByRole('textbox', { name: /Reason/ });
const action = (form: HTMLElement) => within(form).getByRole('textbox', { name: /Action taken/ });

describeFormDrafts([
  {
    name: 'the reason of “Entered in error”',
    signIn: (server) => {
      server.routes.clear();
      installWorkingApi(server, myInfo({ role: 'RA_NURSE' }));
      installDocumentsApi(server);
      installPersonDetailApi(server).levels = levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_NURSE');
      installDiaryApi(server).add({ id: 1, text: 'Wrong guest', categories: ['other'] });
      sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    },
    path: '/loggedIn/guestDetail/21?tab=diary',
    form: async () => {
      const panel = await screen.findByRole('tabpanel', { name: 'Diary' });
      const card = (await within(panel).findByText('Wrong guest')).closest('article');
      await userEvent.click(
        within(card as HTMLElement).getByRole('button', { name: 'Entered in error' }),
      );
      return screen.findByRole('alertdialog', { name: 'Mark the entry as entered in error' });
    },
    type: (user, form) => user.type(reason(form), 'Written for Bruno'),
    expectFresh: (form) => expect(reason(form)).toHaveValue(''),
    expectRestored: (form) => expect(reason(form)).toHaveValue('Written for Bruno'),
    saveButton: 'Mark as entered in error',
    saved: 'The entry is marked as entered in error.',
  },
  {
    name: 'a critical entry’s acknowledgement note',
    signIn: (server) => {
      server.routes.clear();
      installCriticalEvents(server, myInfo({ role: 'RA_NURSE' }), [critical(1)]);
      sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
    },
    path: '/loggedIn/',
    form: async () => {
      await userEvent.click(
        await inWidget('Critical events', (card) =>
          card.getByRole('button', { name: 'Acknowledge the critical event of Rossi Maria' }),
        ),
      );
      return screen.findByRole('alertdialog', { name: 'Acknowledge the critical event' });
    },
    type: (user, form) => user.type(action(form), 'Doctor called, ice.'),
    expectFresh: (form) => expect(action(form)).toHaveValue(''),
    expectRestored: (form) => expect(action(form)).toHaveValue('Doctor called, ice.'),
    saveButton: 'Save',
    saved: 'The critical event of Rossi Maria is acknowledged.',
  },
]);

describeFormDrafts([
  {
    name: 'a new diary category',
    signIn: asAdministrator,
    path: '/loggedIn/diaryCategories/',
    form: 'New category',
    type: (user, form) => user.type(englishName(form), 'Dental care'),
    expectFresh: (form) => expect(englishName(form)).toHaveValue(''),
    expectRestored: (form) => expect(englishName(form)).toHaveValue('Dental care'),
    saveButton: 'Add category',
    saved: 'The category “Dental care” is added.',
  },
]);

describe('the rename of a diary category keeps a draft of its own', () => {
  let server: ApiTestServer;
  beforeAll(async () => {
    server = await startApiTestServer();
  });
  afterAll(() => server.close());

  /** Opens the rename form of “Dentist” on a page of its own. */
  async function openRename(user: ReturnType<typeof userEvent.setup>) {
    const view = renderApp('/loggedIn/diaryCategories/', server);
    await user.click(await screen.findByRole('button', { name: 'Rename Dentist' }));
    return { view, form: await screen.findByRole('form', { name: 'Rename “Dentist”' }) };
  }

  it('offers the names typed before a reload; Restore puts them back and they are saved', async () => {
    const diary = asAdministrator(server);
    const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i * 3)));
    server.routes.set('GET /api/care/api/v1/drafts/key', (_q, res) =>
      sendJson(res, 200, { data: { accountId: 7, key: KEY } }),
    );
    const user = userEvent.setup();
    const first = await openRename(user);
    await user.clear(englishName(first.form));
    await user.type(englishName(first.form), 'Dental care');
    // The reload comes once the draft of all of it is in the browser's database.
    await waitForDraftTypedBefore(Date.now());
    first.view.unmount();

    const again = await openRename(user);
    const offer = await within(again.form).findByRole('region', { name: DRAFT_OFFER_NAME });
    expect(englishName(again.form)).toHaveValue('Dentist');
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(englishName(again.form)).toHaveValue('Dental care');
    expect(within(again.form).getByRole('textbox', { name: 'Name in Italian' })).toHaveValue(
      'Dentista',
    );
    await user.click(within(again.form).getByRole('button', { name: 'Save names' }));
    await findMessageBar('The category “Dental care” is renamed.');
    expect(diary.writes.at(-1)).toEqual({
      route: 'changeCategory dental',
      body: { labels: { ...DENTIST, en: 'Dental care' } },
    });
    await waitFor(() => expect(draftCount()).resolves.toBe(0));
  });
});
