import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { disableOverlayAnimations } from '../../../test/no-overlay-animations';
import { renderApp } from '../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { installPersonDetailApi, type PersonDetailApi } from '../test/person-detail-api';

let server: ApiTestServer;
let people: PersonDetailApi;
let restoreAnimations: () => void;

// A guest: the personal data tab of the guest chart holds today's detail page.
const PAGE = '/loggedIn/guestDetail/21?tab=personal';
const BASE = '/api/personal-data/api/v1/personal-data';

beforeAll(async () => {
  server = await startApiTestServer();
  restoreAnimations = disableOverlayAnimations();
});
afterAll(async () => {
  restoreAnimations();
  await server.close();
});

function signIn(role: string) {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server, myInfo({ role }));
  people = installPersonDetailApi(server);
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
}

beforeEach(() => signIn('RA_SECRETARY'));

/** A message bar's text (the bar itself, not its copy in the live region). */
async function message(text: string | RegExp) {
  return waitFor(() => {
    const bar = screen
      .queryAllByText(text)
      .find((element) => element.closest('[data-message-bar]'));
    if (!bar) throw new Error(`no message bar says “${String(text)}”`);
    return bar;
  });
}

async function openPage() {
  const view = renderApp(PAGE, server);
  await screen.findByRole('heading', { level: 1, name: 'Anna Rossi' });
  return view;
}

async function personalData() {
  const section = await screen.findByRole('region', { name: 'Personal data' });
  await within(section).findByText('12B');
  return within(section);
}

function hits(method: string, path: string) {
  return server.hits.filter((hit) => hit.method === method && hit.url.split('?')[0] === path);
}

describe('person detail page', () => {
  it('shows photo, name, status and the form grouped by category', async () => {
    await openPage();
    expect(
      screen.getByRole('button', { name: 'Change the profile photo of Anna Rossi' }),
    ).toBeVisible();
    expect(screen.getByTestId('person-status')).toHaveTextContent('Admitted');
    expect(screen.getByText('No credentials yet')).toBeVisible();
    const data = await personalData();
    const personal = data.getByRole('region', { name: 'Identity' });
    expect(within(personal).getByText('Female')).toBeVisible();
    expect(data.getByRole('region', { name: 'Stay' })).toHaveTextContent('12B');
    expect(data.getByRole('region', { name: 'Health' })).toBeVisible();
    expect(data.queryByRole('textbox')).not.toBeInTheDocument();
    // The photo was asked for at Care's compression factor.
    await waitFor(() => expect(hits('GET', `${BASE}/profile-image-account/121`)).toHaveLength(1));
    expect(hits('GET', `${BASE}/profile-image-account/121`)[0]?.url).toContain('compression=0.5');
  });

  it('shows the account’s photo and deletes it from the dialog', async () => {
    const user = userEvent.setup();
    people.hasPhoto = true;
    await openPage();
    const photo = screen.getByRole('button', { name: 'Change the profile photo of Anna Rossi' });
    await waitFor(() =>
      expect(within(photo).getByRole('img')).toContainHTML('data:image/png;base64'),
    );
    await user.click(photo);
    const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(await message('The photo was deleted.')).toBeVisible();
    expect(people.photoWrites).toEqual(['delete']);
    await waitFor(() =>
      expect(within(photo).getByRole('img')).not.toContainHTML('data:image/png;base64'),
    );
  });

  it('edits, confirms, saves and reloads the form', async () => {
    const user = userEvent.setup();
    await openPage();
    const data = await personalData();
    await user.click(data.getByRole('button', { name: 'Edit' }));
    const room = data.getByRole('textbox', { name: 'Room' });
    await user.clear(room);
    await user.type(room, '14A');
    const reads = hits('GET', `${BASE}/specific-personal-data/21`).length;

    await user.click(data.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Save the personal data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(people.saves).toHaveLength(0);

    await user.click(data.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Save the personal data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await message('The personal data was saved.')).toBeVisible();
    expect(people.saves).toEqual([expect.objectContaining({ room: '14A', name: 'Anna' })]);
    await waitFor(() =>
      expect(hits('GET', `${BASE}/specific-personal-data/21`).length).toBeGreaterThan(reads),
    );
    expect(await data.findByText('14A')).toBeVisible();
    expect(data.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('cancel puts the values back', async () => {
    const user = userEvent.setup();
    await openPage();
    const data = await personalData();
    await user.click(data.getByRole('button', { name: 'Edit' }));
    await user.clear(data.getByRole('textbox', { name: 'Room' }));
    await user.click(data.getByRole('button', { name: 'Cancel' }));
    expect(data.getByText('12B')).toBeVisible();
    expect(people.saves).toHaveLength(0);
  });

  it('keeps what was typed when the save fails, and says why', async () => {
    const user = userEvent.setup();
    people.failSave.push('E016');
    await openPage();
    const data = await personalData();
    await user.click(data.getByRole('button', { name: 'Edit' }));
    await user.type(data.getByRole('textbox', { name: 'Phone' }), '055 12');
    await user.click(data.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the personal data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await message(/^The data could not be saved\. Your changes are still here/),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(data.getByRole('textbox', { name: 'Phone' })).toHaveValue('055 12');
  });

  it('generates credentials after a confirmation; then offers block and the resets', async () => {
    const user = userEvent.setup();
    await openPage();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Generate credentials']);
    await user.click(within(account).getByRole('button', { name: 'Generate credentials' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Generate credentials for Anna Rossi?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(people.actions).toEqual([]);

    await user.click(within(account).getByRole('button', { name: 'Generate credentials' }));
    dialog = await screen.findByRole('alertdialog', {
      name: 'Generate credentials for Anna Rossi?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Generate credentials' }));
    expect(await message(/^The credentials were generated/)).toBeVisible();
    expect(people.actions).toEqual(['generate-subscription 121']);
    await waitFor(() =>
      expect(
        within(account)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Block', 'Reset credentials', 'Reset password']),
    );

    await user.click(within(account).getByRole('button', { name: 'Block' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Block the account of Anna Rossi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await message('The account was blocked.')).toBeVisible();
    await waitFor(() =>
      expect(within(account).getByRole('button', { name: 'Restore' })).toBeVisible(),
    );
    expect(screen.getByTestId('person-status')).toHaveTextContent('Blocked or archived');
  });

  it('says when an account action fails', async () => {
    const user = userEvent.setup();
    people.failAction.push('E034');
    await openPage();
    const account = screen.getByRole('region', { name: 'Account' });
    await user.click(within(account).getByRole('button', { name: 'Generate credentials' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Generate credentials for Anna Rossi?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Generate credentials' }));
    expect(await message(/^The credentials could not be generated\./)).toBeVisible();
    expect(people.actions).toEqual([]);
  });

  it('shows a nurse the detail without editing, photo changes or account actions', async () => {
    signIn('RA_NURSE');
    await openPage();
    const data = await personalData();
    expect(data.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Change the profile photo of Anna Rossi' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Anna Rossi' })).toBeVisible();
  });

  it('lets a secretary change no administrator, and nobody their own account, here', async () => {
    const onlyReading = async () => {
      const view = await openPage();
      const data = await personalData();
      expect(data.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Change the profile photo of Anna Rossi' }),
      ).not.toBeInTheDocument();
      view.unmount();
    };
    people.person.roleIdentifier = 'RA_ADMIN';
    await onlyReading();

    // An administrator changes another administrator…
    signIn('RA_ADMIN');
    people.person.roleIdentifier = 'RA_ADMIN';
    const view = await openPage();
    expect(await (await personalData()).findByRole('button', { name: 'Edit' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Account' })).toBeVisible();
    view.unmount();

    // …but not their own account (the signed-in user is account 7).
    signIn('RA_ADMIN');
    people = installPersonDetailApi(server, { customerAccountId: 7 });
    await onlyReading();
  });

  it('is not for guests: they see why, and nothing is read', async () => {
    signIn('RA_GUEST');
    renderApp(PAGE, server);
    expect(await screen.findByText('You cannot see the details of people.', {})).toBeVisible();
    // The page keeps its level-one heading (axe: page-has-heading-one).
    expect(screen.getByRole('heading', { level: 1, name: 'Person detail' })).toBeVisible();
    expect(hits('GET', `${BASE}/specific-personal-data/21`)).toHaveLength(0);
  });

  it('says when the person cannot be read', async () => {
    server.routes.delete(`GET ${BASE}/specific-personal-data/21`);
    renderApp(PAGE, server);
    expect(await message(/^The personal data could not be loaded\./)).toBeVisible();
  });
});
