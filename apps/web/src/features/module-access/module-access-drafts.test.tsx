import 'fake-indexeddb/auto';
import { DEFAULT_MODULE_ACCESS } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installWorkingApi, myInfo, TOKEN, type ApiTestServer } from '../../test/api-test-server';
import {
  describeFormDrafts,
  offerAfterAnotherSave,
  offerIn,
  type FormDraftCase,
} from '../../test/form-drafts';
import { findMessageBar } from '../../test/message-bar';
import { SESSION_TOKEN_KEY } from '../../shared/storage-keys';
import { withLevel } from './draft';
import { installModuleAccessApi, type ModuleAccessApi } from './test/module-access-api';

// The draft of the module-access table (docs/behaviour/never-losing-work.md#drafts).

/** A cell's select, by its label: a role query over 175 selects takes seconds in jsdom. */
const cell = (form: HTMLElement, name: string) =>
  within(form).getByLabelText(name, { selector: 'select' });

let api: ModuleAccessApi;
const table: FormDraftCase = {
  name: 'the module-access table',
  signIn: (server: ApiTestServer) => {
    server.routes.clear();
    installWorkingApi(server, myInfo({ role: 'RA_ADMIN' }));
    api = installModuleAccessApi(server);
    sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
  },
  path: '/loggedIn/configurationManagerScreen/',
  form: () => screen.findByRole('main'),
  type: async (user, form) => {
    await user.selectOptions(cell(form, 'Nurse, Diary'), 'Read');
    await user.selectOptions(cell(form, 'Doctor, Documents'), 'No access');
  },
  expectFresh: (form) => {
    expect(cell(form, 'Nurse, Diary')).toHaveDisplayValue('Write');
    expect(cell(form, 'Doctor, Documents')).toHaveDisplayValue('Write');
  },
  expectRestored: (form) => {
    expect(cell(form, 'Nurse, Diary')).toHaveDisplayValue('Read');
    expect(cell(form, 'Doctor, Documents')).toHaveDisplayValue('No access');
  },
  saveButton: 'Save',
  saved: 'The access has been saved.',
};
const server = describeFormDrafts([table]);

describe('the module-access table’s draft, when the configuration was saved since', () => {
  /** Edits, reloads after another administrator gave nurses no diary; the offer. */
  const offerAfterAnotherAdmin = () =>
    offerAfterAnotherSave(server(), table, {
      save: () => {
        api.levels = withLevel(DEFAULT_MODULE_ACCESS, 'diary', 'RA_NURSE', 'none');
      },
      expectFresh: (opened) => expect(cell(opened, 'Nurse, Diary')).toHaveDisplayValue('No access'),
    });

  it('lists each cell that differs, mine beside the saved one; mine can be kept and saved', async () => {
    const { user, form, offer } = await offerAfterAnotherAdmin();
    expect(within(offer).getByText(/Someone saved/)).toBeVisible();
    const rows = within(offer)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldWhat you typedSaved now',
      'Doctor, DocumentsNo accessWrite',
      'Nurse, DiaryReadNo access',
    ]);
    expect(cell(form, 'Nurse, Diary')).toHaveDisplayValue('No access');
    await user.click(within(offer).getByRole('button', { name: 'Use what I typed' }));
    table.expectRestored(form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await findMessageBar('The access has been saved.');
    expect(api.levels.diary.RA_NURSE).toBe('read');
  });

  it('keeping the saved version throws the draft away', async () => {
    const { user, form, offer } = await offerAfterAnotherAdmin();
    await user.click(within(offer).getByRole('button', { name: 'Keep the saved version' }));
    await waitFor(() => expect(offerIn(form)).toBeNull());
    expect(cell(form, 'Nurse, Diary')).toHaveDisplayValue('No access');
    expect(cell(form, 'Doctor, Documents')).toHaveDisplayValue('Write');
  });
});
