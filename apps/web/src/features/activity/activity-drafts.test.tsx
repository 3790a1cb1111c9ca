import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityAttendance } from '@care/api-client';
import { describe, expect, it } from 'vitest';
import { installWorkingApi, myInfo, TOKEN } from '../../test/api-test-server';
import {
  describeFormDrafts,
  offerAfterAnotherSave,
  type FormDraftCase,
} from '../../test/form-drafts';
import { SESSION_TOKEN_KEY } from '../../shared/storage-keys';
import { installActivityApi, type ActivityApi } from './test/activity-api';

type Guest = ActivityAttendance['guests'][number];

// The draft of an occurrence's attendance (docs/behaviour/never-losing-work.md#drafts).

const note = (form: HTMLElement) =>
  within(within(form).getByRole('group', { name: 'Anna Rossi' })).getByRole('textbox', {
    name: 'Note',
  });
const present = (form: HTMLElement) => within(form).getByRole('radio', { name: 'Present' });

let api: ActivityApi;
const attendance: FormDraftCase = {
  name: 'the attendance of an occurrence',
  signIn: (server) => {
    server.routes.clear();
    installWorkingApi(server, myInfo({ role: 'RA_NURSE' }));
    api = installActivityApi(server);
    sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
  },
  path: '/loggedIn/activity/',
  form: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Memory games/ }));
    return screen.findByRole('dialog', { name: 'Memory games' });
  },
  type: async (user, form) => {
    await user.click(present(form));
    await user.type(note(form), 'Walked with a stick');
  },
  expectFresh: (form) => {
    expect(present(form)).not.toBeChecked();
    expect(note(form)).toHaveValue('');
  },
  expectRestored: (form) => {
    expect(present(form)).toBeChecked();
    expect(note(form)).toHaveValue('Walked with a stick');
  },
  saveButton: 'Save attendance',
  saved: 'Attendance saved: the guests’ diaries are updated.',
};
const server = describeFormDrafts([attendance]);

describe('the attendance’s draft, when someone saved the attendance since', () => {
  it('shows both, guest by guest; keeping mine puts it back', async () => {
    const { user, form, offer } = await offerAfterAnotherSave(server(), attendance, {
      save: () => {
        const [anna] = api.attendance.guests;
        api.attendance = {
          ...api.attendance,
          guests: [{ ...(anna as Guest), status: 'absent', note: 'In hospital' }],
        };
      },
      expectFresh: (opened) => expect(note(opened)).toHaveValue('In hospital'),
    });
    expect(
      within(offer)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FieldWhat you typedSaved now',
      'Anna RossiPresent: Walked with a stickAbsent: In hospital',
    ]);
    await user.click(within(offer).getByRole('button', { name: 'Use what I typed' }));
    attendance.expectRestored(form);
  });
});
