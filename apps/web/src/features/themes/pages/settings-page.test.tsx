import { exportTheme, THEME_STORAGE_KEYS, DARK_THEME } from '@care/theming';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettings } from '../test-harness';

function jsonFile(name: string, text: string, type = 'application/json') {
  return new File([text], name, { type });
}

/** The open dialog, once it has taken focus (as a person would act). */
async function openDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return within(dialog);
}

const closed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

describe('Settings page', () => {
  it('has a title, a description and two tabs kept in the query string', async () => {
    const user = userEvent.setup();
    const { search } = renderSettings('/loggedIn/settings/?tab=advanced');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Colours and fonts' }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Advanced' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Buttons' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Simple' }));
    expect(search()).toBe('?tab=simple');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toBeVisible();
    // Arrow keys move between tabs (and select them).
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Advanced' })).toHaveFocus();
    expect(search()).toBe('?tab=advanced');
  });

  it('picks and applies a built-in theme, mainframe included, stored at once', async () => {
    const user = userEvent.setup();
    const { store, storage } = renderSettings();
    const picker = await screen.findByRole('combobox', { name: 'Theme' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default', 'Dark', 'Mainframe']);
    await user.selectOptions(picker, 'Mainframe');
    expect(store.getState().applied.id).toBe('default');
    await user.click(screen.getByRole('button', { name: 'Apply theme' }));
    expect(store.getState().applied.id).toBe('mainframe');
    expect(storage.getItem(THEME_STORAGE_KEYS.appliedTheme)).toBe('mainframe');
    expect(screen.getByText('The theme “Mainframe” is now in use.')).toBeVisible();
    // Built-in themes cannot be deleted.
    expect(screen.queryByRole('button', { name: 'Delete theme' })).not.toBeInTheDocument();
  });

  it('saves the edited colours as a new theme: name required, unique, at most 40 characters', async () => {
    const user = userEvent.setup();
    const { store } = renderSettings('/loggedIn/settings/?tab=advanced');
    const primary = await screen.findByRole('textbox', { name: 'Primary button' });
    await user.clear(primary);
    await user.type(primary, '#00695c');
    await user.click(screen.getByRole('button', { name: 'Save colours' }));
    const dialog = await openDialog('Save as a new theme');
    const name = dialog.getByRole('textbox', { name: /Theme name/ });
    expect(name).toHaveAttribute('maxLength', '40');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter a name for the theme.')).toBeVisible();
    await user.type(name, 'dark');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A theme with this name already exists.')).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Teal ward');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await closed();
    const saved = store.getState().custom[0];
    expect(saved?.name).toBe('Teal ward');
    expect(saved?.buttons.primary.background).toBe('#00695c');
    expect(store.getState().picked).toBe(saved);
    expect(screen.getByText(/The theme “Teal ward” was saved./)).toBeVisible();
  });

  it('ignores an invalid colour, says why, and wraps the gradient angle', async () => {
    const user = userEvent.setup();
    renderSettings('/loggedIn/settings/?tab=advanced');
    const body = await screen.findByRole('textbox', { name: 'Body text' });
    await user.clear(body);
    await user.type(body, 'url(x)');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getAllByText('Enter a colour such as #1976d2 or rgb(25, 118, 210).')[0],
    ).toBeVisible();
    const angle = screen.getByRole('spinbutton', { name: 'Header: angle (degrees)' });
    await user.clear(angle);
    await user.type(angle, '370');
    await user.tab();
    expect(angle).toHaveValue(10);
    // At most 3 stops.
    await user.click(screen.getByRole('button', { name: 'Add a colour to the Header gradient' }));
    expect(screen.getByRole('textbox', { name: 'Header: colour 3' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Add a colour to the Header gradient' }),
    ).toBeNull();
    // The global font size is a slider from 5 to 30.
    const size = screen.getByRole('slider', { name: 'Global font size' });
    expect(size).toHaveAttribute('min', '5');
    expect(size).toHaveAttribute('max', '30');
  });

  it('shows a contrast warning that does not block saving', async () => {
    const user = userEvent.setup();
    renderSettings('/loggedIn/settings/?tab=advanced');
    const muted = await screen.findByRole('textbox', { name: 'Secondary text' });
    await user.clear(muted);
    await user.type(muted, '#dddddd');
    const warning = screen.getAllByRole('note', { name: 'Some texts may be hard to read' })[0];
    expect(warning?.textContent).toMatch(/Secondary text on Page: contrast 1\.\d+:1/);
    expect(screen.getByRole('button', { name: 'Save colours' })).toBeEnabled();
  });

  it('deletes a custom theme and restores the defaults only after confirmation', async () => {
    const user = userEvent.setup();
    const { store, storage } = renderSettings();
    store.saveAsNew('Night shift', DARK_THEME);
    store.apply();
    await user.click(await screen.findByRole('button', { name: 'Delete theme' }));
    let dialog = await openDialog('Delete the theme “Night shift”?');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(store.getState().custom).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete theme' }));
    dialog = await openDialog('Delete the theme “Night shift”?');
    await user.click(dialog.getByRole('button', { name: 'Delete theme' }));
    await closed();
    expect(store.getState().custom).toHaveLength(0);
    expect(store.getState().applied.id).toBe('default');

    store.saveAsNew('Morning', DARK_THEME);
    store.apply();
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    await user.click(screen.getByRole('button', { name: 'Restore defaults' }));
    dialog = await openDialog('Restore the default theme?');
    await user.click(dialog.getByRole('button', { name: 'Restore defaults' }));
    await waitFor(() => expect(store.getState().custom).toHaveLength(0));
    expect(storage.getItem(THEME_STORAGE_KEYS.customThemes)).toBeNull();
    expect(storage.getItem(THEME_STORAGE_KEYS.appliedTheme)).toBeNull();
  });

  it('imports theme files: a taken name comes in as a copy, an invalid file is refused by name', async () => {
    const user = userEvent.setup();
    const { store } = renderSettings();
    store.saveAsNew('Night shift', DARK_THEME);
    await user.click(await screen.findByRole('button', { name: 'Import themes' }));
    const dialog = await openDialog('Import themes');
    const night = exportTheme({ ...DARK_THEME, name: 'Night shift' });
    await user.upload(dialog.getByLabelText('Theme files'), [
      jsonFile('night.json', night),
      jsonFile('broken.json', '{ "format": "care-theme", '),
    ]);
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    await closed();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file “broken.json” was not imported: the file is not valid JSON.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The theme “Night shift” was imported as “Night shift (2)”',
    );
    expect(store.getState().custom.map((theme) => theme.name)).toEqual([
      'Night shift',
      'Night shift (2)',
    ]);
  });

  it('refuses a fourth file at once, naming it, and imports nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { store } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Import themes' }));
    const dialog = await openDialog('Import themes');
    const text = exportTheme({ ...DARK_THEME, name: 'A' });
    await user.upload(
      dialog.getByLabelText('Theme files'),
      ['a', 'b', 'c', 'd'].map((name) => jsonFile(`${name}.json`, text)),
    );
    expect(
      dialog.getByText(
        'The file “d.json” was not imported: at most 3 files can be imported at once.',
      ),
    ).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(store.getState().custom).toHaveLength(0);
  });
});
