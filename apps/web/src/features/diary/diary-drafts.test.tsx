import 'fake-indexeddb/auto';
import { DEFAULT_MODULE_ACCESS, levelsOfRole } from '@care/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { TOKEN, installWorkingApi, myInfo } from '../../test/api-test-server';
import { describeFormDrafts } from '../../test/form-drafts';
import { SESSION_TOKEN_KEY } from '../../shared/storage-keys';
import { installDocumentsApi } from '../documents/test/documents-api';
import { installPersonDetailApi } from '../person-detail/test/person-detail-api';
import { critical, installCriticalEvents } from './test/critical-events-api';
import { installDiaryApi } from './test/diary-api';

// The drafts of the diary's dialogs (docs/behaviour/never-losing-work.md#drafts).

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
      const card = await screen.findByRole('region', { name: 'Critical events' });
      await userEvent.click(
        await within(card).findByRole('button', {
          name: 'Acknowledge the critical event of Rossi Maria',
        }),
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
