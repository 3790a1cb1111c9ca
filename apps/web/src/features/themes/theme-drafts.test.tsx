import 'fake-indexeddb/auto';
import { DARK_THEME, DEFAULT_THEME } from '@care/theming';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installWorkingApi, myInfo, TOKEN } from '../../test/api-test-server';
import {
  clearDrafts,
  draftCount,
  installDraftKey,
  offerIn,
  startFormDraftServer,
  typeAndReload,
  type FormDraftCase,
} from '../../test/form-drafts';
import { SESSION_TOKEN_KEY } from '../../shared/storage-keys';
import { pageThemeStore } from './theme-store';

// The edited theme's draft (docs/behaviour/never-losing-work.md#drafts): one per theme it started
// from, offered in the Advanced tab, cleared when saved as a theme or discarded.

const server = startFormDraftServer();
const primary = (form: HTMLElement) =>
  within(form).getByRole('textbox', { name: 'Primary button' });
const TEAL = '#00695c';

const editor: Omit<FormDraftCase, 'saveButton' | 'saved'> = {
  name: 'the theme editor',
  signIn: () => undefined,
  path: '/loggedIn/settings/?tab=advanced',
  form: () => screen.findByRole('tabpanel', { name: 'Advanced' }),
  type: async (user, form) => {
    await user.clear(primary(form));
    await user.type(primary(form), TEAL);
  },
  expectFresh: (form) =>
    expect(primary(form)).toHaveValue(DEFAULT_THEME.buttons.primary.background),
  expectRestored: (form) => expect(primary(form)).toHaveValue(TEAL),
};

/** Edits the default theme, reloads, and answers the offer with `button`. */
async function reloadAndAnswer(user: UserEvent, button: string) {
  const form = await typeAndReload(server(), user, { ...editor, saveButton: '', saved: '' });
  await user.click(within(offerIn(form) as HTMLElement).getByRole('button', { name: button }));
  expect(offerIn(form)).toBeNull();
  return form;
}

beforeEach(async () => {
  server().routes.clear();
  // The page's theme store outlives a render, as it outlives nothing in a browser: back to the default.
  pageThemeStore().restoreDefaults();
  installWorkingApi(server(), myInfo({ role: 'RA_NURSE' }));
  installDraftKey(server());
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
  await clearDrafts();
});

describe('the theme editor keeps a draft', () => {
  it('offered after a reload; Restore puts the colour back; saved as a theme, it is gone', async () => {
    const user = userEvent.setup();
    const form = await reloadAndAnswer(user, 'Restore');
    expect(primary(form)).toHaveValue(TEAL);
    await user.click(within(form).getByRole('button', { name: 'Save colours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save as a new theme' });
    await user.type(within(dialog).getByRole('textbox', { name: /Theme name/ }), 'Teal ward');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The theme “Teal ward” was saved./)).toBeVisible();
    await waitFor(() => expect(draftCount()).resolves.toBe(0));
  });

  it('Discard changes after restoring throws it away', async () => {
    const user = userEvent.setup();
    const form = await reloadAndAnswer(user, 'Restore');
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(primary(form)).toHaveValue(DEFAULT_THEME.buttons.primary.background);
    await waitFor(() => expect(draftCount()).resolves.toBe(0));
  });

  it('the offer’s Discard throws it away', async () => {
    const user = userEvent.setup();
    const form = await reloadAndAnswer(user, 'Discard');
    expect(primary(form)).toHaveValue(DEFAULT_THEME.buttons.primary.background);
    await waitFor(() => expect(draftCount()).resolves.toBe(0));
  });

  it('is the draft of the theme it started from: another theme picked offers none', async () => {
    const user = userEvent.setup();
    await typeAndReload(server(), user, { ...editor, saveButton: '', saved: '' });
    const pick = async (theme: string) => {
      await user.click(screen.getByRole('tab', { name: 'Simple' }));
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Theme' }), theme);
      await user.click(screen.getByRole('tab', { name: 'Advanced' }));
      return screen.findByRole('tabpanel', { name: 'Advanced' });
    };
    const dark = await pick('Dark');
    expect(primary(dark)).toHaveValue(DARK_THEME.buttons.primary.background);
    expect(offerIn(dark)).toBeNull();
    const again = await pick('Default');
    await waitFor(() => expect(offerIn(again)).toBeVisible());
  });
});
