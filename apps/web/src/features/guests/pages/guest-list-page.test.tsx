import { localIsoDate } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { disableOverlayAnimations } from '../../../test/no-overlay-animations';
import { renderApp } from '../../../test/render-app';
import { SELECTED_GROUP_KEY, SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { installGuestsApi, type GuestsApi } from '../test/guests-api';

let server: ApiTestServer;
let guests: GuestsApi;
let restoreAnimations: () => void;

beforeAll(async () => {
  server = await startApiTestServer();
  restoreAnimations = disableOverlayAnimations();
});
afterAll(async () => {
  restoreAnimations();
  await server.close();
});
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});
afterEach(() => sessionStorage.clear());

function signedInAs(role: 'RA_NURSE' | 'RA_SECRETARY', groups?: { id: number; name: string }[]) {
  installWorkingApi(server, myInfo({ role, ...(groups ? { groups } : {}) }));
  guests = installGuestsApi(server);
}

const changesSent = () => server.hits.filter((hit) => hit.method === 'PUT');

/** A message bar's text (the bar itself, not its copy in the live region). */
async function message(text: string) {
  const matches = await screen.findAllByText(text, {});
  const bar = matches.find((element) => element.closest('[data-message-bar]'));
  if (!bar) throw new Error(`no message bar says “${text}”`);
  return bar;
}

describe('guest list page', () => {
  it('is in the staff navigation; tabs by status in the address; photo, age, birthday and allergy markers; no actions for a nurse', async () => {
    const user = userEvent.setup();
    signedInAs('RA_NURSE');
    const today = localIsoDate(new Date());
    const rossiRow = guests.add({
      name: 'Maria',
      surname: 'Rossi',
      birthDate: `1940${today.slice(4)}`,
      room: '12',
    });
    guests.add({ name: 'Luigi', surname: 'Verdi', allergy: true });
    guests.add({ name: 'Anna', surname: 'Neri', status: 'W' });
    const view = renderApp('/loggedIn/', server);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(navigation).getByRole('link', { name: 'Guests' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
    const list = await screen.findByRole('region', { name: 'Guests: Admitted' });
    const rowOf = (element: HTMLElement) => {
      const row = element.closest('li');
      if (!row) throw new Error('not in a row');
      return row;
    };
    const rossi = rowOf(await within(list).findByText('Maria Rossi'));
    expect(within(rossi).getByRole('img', { name: 'Birthday today' })).toBeVisible();
    expect(within(rossi).queryByRole('img', { name: 'Allergy recorded' })).toBeNull();
    expect(within(rossi).getByText(/Room 12/)).toBeVisible();
    // Born today in 1940: the age counts this birthday. No photo: the identicon, nothing read.
    expect(
      within(rossi).getByText(new RegExp(`^${new Date().getFullYear() - 1940} years`)),
    ).toBeVisible();
    expect(within(rossi).getByRole('img', { name: 'Photo of Maria Rossi' })).toBeVisible();
    expect(server.hits.filter((hit) => hit.url.includes('profile-image-account'))).toEqual([]);
    expect(within(rossi).getByRole('link', { name: 'Maria Rossi' })).toHaveAttribute(
      'href',
      `/loggedIn/guestDetail/${rossiRow.personalDataId}`,
    );
    const verdi = rowOf(within(list).getByText('Luigi Verdi'));
    expect(within(verdi).getByRole('img', { name: 'Allergy recorded' })).toBeVisible();
    expect(screen.getByText('Guests: 2')).toHaveAttribute('role', 'status');
    expect(within(list).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Waiting' }));
    const waiting = await screen.findByRole('region', { name: 'Guests: Waiting' });
    expect(await within(waiting).findByText('Anna Neri')).toBeVisible();
    expect(view.location()).toBe('/loggedIn/guestList/?status=W');
  });

  it('searches after a pause in typing, with the search in the address', async () => {
    const user = userEvent.setup();
    signedInAs('RA_NURSE');
    guests.add({ name: 'Maria', surname: 'Rossi' });
    guests.add({ name: 'Luigi', surname: 'Verdi' });
    const view = renderApp('/loggedIn/guestList/', server);
    const list = await screen.findByRole('region', { name: 'Guests: Admitted' });
    await within(list).findByText('Luigi Verdi');
    await user.type(screen.getByRole('searchbox', { name: 'Search guests' }), 'ross');
    await waitFor(() => expect(view.location()).toBe('/loggedIn/guestList/?q=ross'));
    await waitFor(() => expect(screen.queryByText('Luigi Verdi')).toBeNull());
    expect(await screen.findByText('Maria Rossi')).toBeVisible();
    // One search for the whole word, not one per key.
    const searches = server.hits.filter((hit) => hit.url.includes('complete-list'));
    expect(searches.filter((hit) => hit.url.includes('q='))).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search guests' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search guests' }), 'nobody');
    expect(await screen.findByText('No guest matches “nobody” in this tab.')).toBeVisible();
  });

  it('lists the selected group: the request carries the group kept for the session, and another group is listed on a switch', async () => {
    const user = userEvent.setup();
    signedInAs('RA_NURSE', [
      { id: 1, name: 'Piano 1' },
      { id: 2, name: 'Piano 2' },
    ]);
    guests.add({ name: 'Maria', surname: 'Rossi' }, 1);
    guests.add({ name: 'Luigi', surname: 'Verdi' }, 2);
    sessionStorage.setItem(SELECTED_GROUP_KEY, '2');
    renderApp('/loggedIn/guestList/', server);
    const list = await screen.findByRole('region', { name: 'Guests: Admitted' });
    expect(await within(list).findByText('Luigi Verdi')).toBeVisible();
    expect(within(list).queryByText('Maria Rossi')).toBeNull();
    const groupsAsked = () =>
      server.hits
        .filter((hit) => hit.url.includes('complete-list'))
        .map((hit) => new URL(hit.url, 'http://x').searchParams.get('groupId'));
    expect(new Set(groupsAsked())).toEqual(new Set(['2']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Piano 1');

    // The list is drawn anew for the other group.
    expect(await screen.findByText('Maria Rossi')).toBeVisible();
    expect(screen.queryByText('Luigi Verdi')).toBeNull();
    expect(groupsAsked().at(-1)).toBe('1');
    expect(sessionStorage.getItem(SELECTED_GROUP_KEY)).toBe('1');
  });

  it('keeps only the rows in view in the DOM and loads pages of 20 as they scroll into view', async () => {
    signedInAs('RA_NURSE');
    for (let i = 0; i < 500; i++) {
      guests.add({ name: `Guest${String(i).padStart(3, '0')}`, surname: 'Bianchi' });
    }
    renderApp('/loggedIn/guestList/', server);
    const list = await screen.findByRole('region', { name: 'Guests: Admitted' });
    await within(list).findByText('Guest000 Bianchi');
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-setsize', '500');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    list.scrollTop = 64 * 300;
    list.dispatchEvent(new Event('scroll'));
    expect(await within(list).findByText('Guest300 Bianchi')).toBeVisible();
    const pages = server.hits
      .filter((hit) => hit.url.includes('complete-list'))
      .map((hit) => new URL(hit.url, 'http://x').searchParams.get('page'));
    expect(pages).toContain('15');
    expect(pages).not.toContain('5');
  });

  it('dismisses a guest: a wrong word sends nothing, the cause and date are required, then the guest moves to the archived tab with cause and date', async () => {
    const user = userEvent.setup();
    signedInAs('RA_SECRETARY');
    const rossi = guests.add({ name: 'Maria', surname: 'Rossi' });
    renderApp('/loggedIn/guestList/', server);
    const list = await screen.findByRole('region', { name: 'Guests: Admitted' });
    await user.click(await within(list).findByRole('button', { name: 'Dismiss Maria Rossi' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Dismiss Maria Rossi' }));
    const word = dialog.getByRole('textbox', { name: /Type DISMISS to confirm/ });
    expect(dialog.getByLabelText(/Date/)).toHaveValue(localIsoDate(new Date()));

    await user.type(word, 'dismiss');
    await user.click(dialog.getByRole('button', { name: 'Dismiss' }));
    expect(dialog.getByText('The text does not match “DISMISS”.')).toBeVisible();
    expect(changesSent()).toHaveLength(0);

    await user.clear(word);
    await user.type(word, 'DISMISS');
    await user.click(dialog.getByRole('button', { name: 'Dismiss' }));
    expect(dialog.getByText('Choose the archive cause.')).toBeVisible();
    expect(changesSent()).toHaveLength(0);

    await user.selectOptions(dialog.getByRole('combobox', { name: /Archive cause/ }), 'death');
    await user.clear(dialog.getByLabelText(/Date/));
    await user.click(dialog.getByRole('button', { name: 'Dismiss' }));
    expect(dialog.getByText('Enter the date.')).toBeVisible();
    expect(changesSent()).toHaveLength(0);

    await user.type(dialog.getByLabelText(/Date/), '2026-11-20');
    await user.click(dialog.getByRole('button', { name: 'Dismiss' }));
    await message('Maria Rossi has been dismissed.');
    expect(guests.changes).toEqual([
      `dismiss ${rossi.personalDataId} ?date=2026-11-20&archiveCause=death`,
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('No guests in this tab.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    const archived = await screen.findByRole('region', { name: 'Guests: Archived' });
    expect(await within(archived).findByText(/Archived on 20\/11\/2026 · Death/)).toBeVisible();
    expect(within(archived).getByRole('button', { name: 'Re-admit Maria Rossi' })).toBeVisible();
  });

  it('shows the catalogue message when the server refuses, keeping the dialog open; suspends without a typed word', async () => {
    const user = userEvent.setup();
    signedInAs('RA_SECRETARY');
    guests.add({ name: 'Luigi', surname: 'Verdi' });
    guests.failNextChange = 'E034';
    renderApp('/loggedIn/guestList/', server);
    const list = await screen.findByRole('region', { name: 'Guests: Admitted' });
    await user.click(await within(list).findByRole('button', { name: 'Suspend Luigi Verdi' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Suspend Luigi Verdi' }));
    expect(dialog.queryByRole('textbox')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    await message(
      'This change is not possible in the person’s current status. Reload the page and try again.',
    );
    expect(screen.getByRole('alertdialog', { name: 'Suspend Luigi Verdi' })).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    await message('Luigi Verdi has been suspended.');
    expect(guests.changes).toHaveLength(2);
    expect(guests.guests[0]?.status).toBe('S');
  });
});
