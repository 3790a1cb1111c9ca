import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  myInfo,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { findMessageBar } from '../../../test/message-bar';
import { disableOverlayAnimations } from '../../../test/no-overlay-animations';
import { renderApp } from '../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { critical, DIARY, installCriticalEvents } from '../test/critical-events-api';

let server: ApiTestServer;
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

/** The widget, once its card (not the frame shown while its code loads) is there. */
async function widget(text: string) {
  await waitFor(() =>
    within(screen.getByRole('region', { name: 'Critical events' })).getByText(text),
  );
  return within(screen.getByRole('region', { name: 'Critical events' }));
}

describe('critical events widget', () => {
  it('lists the critical entries waiting, in words, with the guest’s diary link and the total', async () => {
    installCriticalEvents(server, myInfo({ role: 'RA_NURSE' }), [critical(1), critical(2)], 23);
    renderApp('/loggedIn/', server);

    const card = await widget('2 of 23 shown');
    expect(card.getByText('23')).toBeInTheDocument();
    expect(card.getByText('critical events waiting for acknowledgement')).toBeInTheDocument();
    const rows = card.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const row = within(rows[0] as HTMLElement);
    expect(row.getByText('Critical')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Rossi Maria' })).toHaveAttribute(
      'href',
      '/loggedIn/guestDetail/41?tab=diary',
    );
    expect(row.getByText(/^Found on the floor/)).toBeInTheDocument();
    expect(row.getByText('Written by Marco Esposito')).toBeInTheDocument();
    expect(row.getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    // The grid's first card: the most urgent.
    const titles = within(screen.getByRole('group', { name: 'Overview' })).getAllByRole('heading', {
      level: 2,
    });
    expect(titles[0]).toHaveTextContent('Critical events');
  });

  it('acknowledges with a required note: the entry leaves and the note is sent', async () => {
    const user = userEvent.setup();
    const state = installCriticalEvents(server, myInfo({ role: 'RA_NURSE' }), [critical(1)]);
    renderApp('/loggedIn/', server);

    const card = await widget('Rossi Maria');
    await user.click(
      card.getByRole('button', { name: 'Acknowledge the critical event of Rossi Maria' }),
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Acknowledge the critical event' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Write the action taken.')).toBeInTheDocument();
    expect(state.acknowledged).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Action taken' }), 'Doctor called, ice.');
    expect(dialog.getByText('19 / 1000')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await findMessageBar('The critical event of Rossi Maria is acknowledged.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await widget('No critical event is waiting for acknowledgement.');
    expect(state.acknowledged).toEqual([{ id: 1, note: 'Doctor called, ice.' }]);
  });

  it('moves the focus to the next entry’s button once the acknowledged entry has left, else to the heading', async () => {
    const user = userEvent.setup();
    const name = (surname: string) => ({ guest: { name: 'Luigi', surname } });
    installCriticalEvents(server, myInfo({ role: 'RA_NURSE' }), [
      critical(1),
      critical(2, name('Bruno')),
      critical(3, name('Greco')),
    ]);
    renderApp('/loggedIn/', server);

    const acknowledge = async (guest: string) => {
      const card = await widget(guest);
      await user.click(
        card.getByRole('button', { name: `Acknowledge the critical event of ${guest}` }),
      );
      const dialog = within(await screen.findByRole('alertdialog'));
      await user.type(dialog.getByRole('textbox', { name: 'Action taken' }), 'Seen to.');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(card.queryByText(guest)).toBeNull());
      return card;
    };

    // The middle one: the focus goes to the entry that came after it.
    const card = await acknowledge('Bruno Luigi');
    await waitFor(() =>
      expect(
        card.getByRole('button', { name: 'Acknowledge the critical event of Greco Luigi' }),
      ).toHaveFocus(),
    );
    // The last one: no entry after it, so the card's heading.
    await acknowledge('Greco Luigi');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Critical events' })).toHaveFocus(),
    );
    expect(card.getByRole('button', { name: /Rossi Maria/ })).toBeVisible();
  });

  it('keeps the dialog and the note when someone else acknowledged first (409 E034)', async () => {
    const user = userEvent.setup();
    const state = installCriticalEvents(server, myInfo({ role: 'RA_NURSE' }), [critical(1)]);
    state.ackStatus = 409;
    renderApp('/loggedIn/', server);

    const card = await widget('Rossi Maria');
    await user.click(card.getByRole('button', { name: /^Acknowledge/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    const note = dialog.getByRole('textbox', { name: 'Action taken' });
    await user.type(note, 'Family informed.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    // The catalogue's text of E034, in a message bar.
    await findMessageBar(
      'This change is not possible in the person’s current status. Reload the page and try again.',
    );
    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(note).toHaveValue('Family informed.');
    expect(state.acknowledged).toEqual([]);
  });

  it('offers no acknowledgement to a role that only reads the diary', async () => {
    installCriticalEvents(server, myInfo({ role: 'RA_GUEST_ASSISTANCE' }), [critical(1)]);
    renderApp('/loggedIn/', server);

    const card = await widget('Rossi Maria');
    expect(card.queryByRole('button', { name: /Acknowledge/ })).toBeNull();
  });

  it('is not shown to staff whose permission map withholds diary.alerts', async () => {
    const me = myInfo({ role: 'RA_DOCTOR' });
    me.customerRoleDto.permission = {
      diary: { alerts: false, personal: true, lastReport: true, manager: false, userDetail: true },
    };
    installCriticalEvents(server, me, [critical(1)]);
    renderApp('/loggedIn/', server);

    await screen.findByRole('group', { name: 'Overview' });
    await screen.findByRole('region', { name: 'Guests' });
    expect(screen.queryByRole('region', { name: 'Critical events' })).toBeNull();
    expect(server.hits.some((hit) => hit.url.startsWith(`${DIARY}/dashboard`))).toBe(false);
  });
});
