import { DEFAULT_MODULE_ACCESS } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { findMessageBar } from '../../../test/message-bar';
import { renderApp } from '../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { withLevel } from '../draft';
import { installModuleAccessApi } from '../test/module-access-api';

const PATH = '/loggedIn/configurationManagerScreen/';
let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});
afterEach(() => sessionStorage.clear());

function signedInAs(role: 'RA_ADMIN' | 'RA_NURSE') {
  installWorkingApi(server, myInfo({ role }));
}

/**
 * A cell's select, by its label ("Nurse, Documents"). By label rather than by role: the table
 * has 175 selects, and a role query computes every one's accessible name each time (seconds
 * per query on a busy machine). `toHaveRole` below keeps the role asserted.
 */
const cell = (name: string) => screen.getByLabelText(name, { selector: 'select' });
/**
 * The user, without user-event's check that each target takes pointer events: it reads the
 * computed style of every ancestor on every action, and a table of 175 styled selects makes
 * that seconds per click in jsdom. Nothing on this page disables pointer events.
 */
const setUpUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const findCell = async (name: string) => {
  const select = await screen.findByLabelText(name, { selector: 'select' });
  expect(select).toHaveRole('combobox');
  return select;
};

describe('module-access screen', () => {
  it('is in the administrator’s navigation: modules × roles, each cell a labelled select', async () => {
    signedInAs('RA_ADMIN');
    installModuleAccessApi(server);
    renderApp(PATH, server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Module access' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Module access' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await screen.findByRole('table', { name: 'Access of each role to each module' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Module',
      'Administrator',
      'Care assistant',
      'Doctor',
      'Secretary',
      'Nurse',
      'Guest assistance',
      'Guest',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Measurements' })).toBeInTheDocument();
    expect(within(table).getAllByRole('combobox')).toHaveLength(25 * 7);
    expect(cell('Nurse, Measurements')).toHaveDisplayValue('Write');
    expect(cell('Secretary, Measurements')).toHaveDisplayValue('No access');
    expect(cell('Administrator, Module access')).toBeDisabled();
  });

  it('saves the whole configuration, says so, and keeps nothing unsaved', async () => {
    const user = setUpUser();
    signedInAs('RA_ADMIN');
    const api = installModuleAccessApi(server);
    renderApp(PATH, server);
    await user.selectOptions(await findCell('Nurse, Documents'), 'none');
    expect(screen.getByText('There are unsaved changes.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findMessageBar('The access has been saved.');
    expect(api.saved).toEqual([withLevel(DEFAULT_MODULE_ACCESS, 'documents', 'RA_NURSE', 'none')]);
    expect(screen.queryByText('There are unsaved changes.')).not.toBeInTheDocument();
    expect(cell('Nurse, Documents')).toHaveDisplayValue('No access');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('resets to the defaults, which still need Save', async () => {
    const user = setUpUser();
    signedInAs('RA_ADMIN');
    const changed = withLevel(DEFAULT_MODULE_ACCESS, 'diary', 'RA_GUEST', 'none');
    const api = installModuleAccessApi(server, changed);
    renderApp(PATH, server);
    expect(await findCell('Guest, Diary')).toHaveDisplayValue('No access');
    await user.click(screen.getByRole('button', { name: 'Reset to the defaults' }));
    expect(cell('Guest, Diary')).toHaveDisplayValue('Read');
    expect(screen.getByText('The defaults are filled in. Save to apply them.')).toBeVisible();
    expect(api.saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findMessageBar('The access has been saved.');
    expect(api.saved).toEqual([DEFAULT_MODULE_ACCESS]);
  });

  it('keeps the changes and says why when the server refuses', async () => {
    const user = setUpUser();
    signedInAs('RA_ADMIN');
    const api = installModuleAccessApi(server);
    api.failNextSave = { status: 409, code: 'E036' };
    renderApp(PATH, server);
    await user.selectOptions(await findCell('Doctor, Alerts'), 'read');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const bar = await findMessageBar('The access could not be saved.', false);
    expect(bar).toHaveTextContent('they must keep writing it');
    expect(cell('Doctor, Alerts')).toHaveDisplayValue('Read');
    expect(screen.getByText('There are unsaved changes.')).toBeVisible();
  });

  it('is not for other roles: no entry, and the address leads to the start page', async () => {
    signedInAs('RA_NURSE');
    installModuleAccessApi(server);
    const { location } = renderApp(PATH, server);
    await waitFor(() => expect(location()).toBe('/loggedIn/'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Module access' })).not.toBeInTheDocument();
    expect(server.hits.some((hit) => hit.url.includes('admin/module-access'))).toBe(false);
  });
});
