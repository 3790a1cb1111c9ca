import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { installProfileApi, type ProfileApi } from '../test/profile-api';

const present = <T,>(value: T | null): T => {
  if (value === null) throw new Error('not present');
  return value;
};

let server: ApiTestServer;
let profile: ProfileApi;
let restoreAnimations: () => void;

/** A 1×1 PNG, as the server keeps a photo: base64 without the prefix. */
const PHOTO =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

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
  const me = myInfo({ role: 'RA_GUEST' });
  installWorkingApi(server, me);
  profile = installProfileApi(server, me);
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});

/** A message bar's text (the bar itself, not its copy in the live region). */
async function message(text: string | RegExp) {
  const matches = await screen.findAllByText(text, {});
  const bar = matches.find((element) => element.closest('[data-message-bar]'));
  if (!bar) throw new Error(`no message bar says “${String(text)}”`);
  return bar;
}

function hits(method: string, path: string) {
  return server.hits.filter((hit) => hit.method === method && hit.url.split('?')[0] === path);
}

async function openProfile() {
  const view = renderApp('/loggedIn/profilePage/', server);
  await screen.findByRole('heading', { level: 1, name: 'My profile' });
  return view;
}

/** The personal-data section, once the form is there. */
async function personalData() {
  const section = await screen.findByRole('region', { name: 'Personal data' });
  await within(section).findByRole('button', { name: 'Edit' });
  return within(section);
}

describe('profile page', () => {
  it('is in every role’s navigation and shows photo, name, description, the form and the notification switches', async () => {
    const user = userEvent.setup();
    renderApp('/loggedIn/', server);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    // A guest, the role with the fewest screens, has a profile too.
    await user.click(within(navigation).getByRole('link', { name: 'My profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    // No photo: the identicon, behind the button that opens the photo dialog.
    const photo = screen.getByRole('button', {
      name: 'Change the profile photo of Giulia Bianchi',
    });
    expect(
      within(photo).getByRole('img', { name: 'Profile photo of Giulia Bianchi' }),
    ).toBeVisible();
    expect(screen.getByTestId('profile-name')).toBeVisible();
    expect(screen.getByText(/No description yet/)).toBeVisible();

    const data = await personalData();
    const about = data.getByRole('region', { name: 'About you' });
    expect(within(about).getByText('BNCGLI70A41H501X')).toBeVisible();
    expect(within(about).getByText('01/01/1970')).toBeVisible();
    const contacts = data.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByText('giulia.bianchi@example.org')).toBeVisible();
    expect(data.queryByRole('textbox')).not.toBeInTheDocument();

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(notifications).findByRole('switch', { name: 'Documents about to expire' }),
    ).toBeChecked();
    expect(
      within(notifications).getByRole('switch', { name: 'Messages from the administration' }),
    ).toBeChecked();
    // Block and restore belong to the person detail page, not to one's own profile.
    expect(screen.queryByRole('button', { name: /block|restore/i })).not.toBeInTheDocument();
  });

  it('edits, confirms, saves and reloads the form; the header follows the new name', async () => {
    const user = userEvent.setup();
    await openProfile();
    const data = await personalData();
    await user.click(data.getByRole('button', { name: 'Edit' }));
    // The identifier code is the facility's: shown, not editable.
    expect(data.getByRole('textbox', { name: 'Identifier code' })).toHaveAttribute('readonly');
    const name = data.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Giuliana');
    await user.type(data.getByRole('textbox', { name: 'Description' }), 'Night shift, ward B.');
    await user.type(data.getByRole('textbox', { name: 'Phone' }), '+39 055 123456');
    const structureReads = hits('GET', '/api/personal/structure/MY_INFO_EDIT/').length;

    // Cancel in the confirmation keeps editing and sends nothing.
    await user.click(data.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Save your personal data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(profile.updates).toHaveLength(0);
    expect(data.getByRole('textbox', { name: /^Name/ })).toHaveValue('Giuliana');

    await user.click(data.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Save your personal data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await message('Your personal data was saved.')).toBeVisible();
    expect(profile.updates).toEqual([
      expect.objectContaining({
        name: 'Giuliana',
        surname: 'Bianchi',
        description: 'Night shift, ward B.',
        phone: '+39 055 123456',
      }),
    ]);
    // The form reloads, in view mode, with the saved values.
    await waitFor(() =>
      expect(hits('GET', '/api/personal/structure/MY_INFO_EDIT/').length).toBeGreaterThan(
        structureReads,
      ),
    );
    expect(await data.findByText('+39 055 123456')).toBeVisible();
    expect(data.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Night shift, ward B.', { selector: 'p' })).toBeVisible();
    expect(screen.getByTestId('user-full-name')).toHaveTextContent('Giuliana Bianchi');
  });

  it('checks the fields before asking: an empty required name is refused and focused', async () => {
    const user = userEvent.setup();
    await openProfile();
    const data = await personalData();
    await user.click(data.getByRole('button', { name: 'Edit' }));
    await user.clear(data.getByRole('textbox', { name: /^Name/ }));
    await user.type(
      data.getByRole('textbox', { name: 'E-mail' }),
      '{Control>}a{/Control}not-an-address',
    );
    await user.click(data.getByRole('button', { name: 'Save' }));
    expect(data.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(data.getByText('This field is required.')).toBeVisible();
    expect(data.getByText('Enter an e-mail address such as name@example.org.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for the current password while the e-mail address is changed, and sends it', async () => {
    const user = userEvent.setup();
    profile.fail.update.push({ status: 403, errorCode: 'E035' });
    await openProfile();
    const data = await personalData();
    await user.click(data.getByRole('button', { name: 'Edit' }));
    const password = () => data.queryByLabelText(/^Current password/, { selector: 'input' });
    // Another field changed: no password needed.
    await user.type(data.getByRole('textbox', { name: 'Phone' }), '055 1');
    expect(password()).not.toBeInTheDocument();
    const email = data.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, '{Control>}a{/Control}giulia@example.org');
    expect(password()).toBeVisible();
    expect(password()).toHaveAttribute('type', 'password');
    expect(data.getByText(/receives the password reset links/)).toBeVisible();

    // Save without it: the field says so and takes the focus; nothing is asked or sent.
    await user.click(data.getByRole('button', { name: 'Save' }));
    expect(password()).toHaveFocus();
    expect(
      data.getByText('Enter your current password to change your e-mail address.'),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // A wrong password: the server refuses (E035), the form keeps everything.
    const save = async () => {
      await user.click(data.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Save your personal data?' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    };
    await user.type(present(password()), 'Wrong-2026!');
    await save();
    expect(await message(/enter your current password correctly/)).toBeVisible();
    expect(profile.updates).toHaveLength(0);
    await user.clear(present(password()));
    await user.type(present(password()), 'Care-admin-2026!');
    await save();
    expect(await message('Your personal data was saved.')).toBeVisible();
    expect(profile.updates).toEqual([
      expect.objectContaining({ email: 'giulia@example.org', currentPassword: 'Care-admin-2026!' }),
    ]);

    // The address back as it was: the field goes away again.
    await user.click(await data.findByRole('button', { name: 'Edit' }));
    expect(password()).not.toBeInTheDocument();
    await user.type(data.getByRole('textbox', { name: 'E-mail' }), 'x');
    expect(password()).toBeVisible();
    await user.type(data.getByRole('textbox', { name: 'E-mail' }), '{Backspace}');
    expect(password()).not.toBeInTheDocument();
  });

  it('keeps what was typed when the save fails, and says why', async () => {
    const user = userEvent.setup();
    profile.fail.update.push({ status: 400, errorCode: 'E016' });
    await openProfile();
    const data = await personalData();
    await user.click(data.getByRole('button', { name: 'Edit' }));
    await user.type(data.getByRole('textbox', { name: 'Phone' }), '055 99');
    await user.click(data.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save your personal data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await message(
        /^Your personal data could not be saved\. Your changes are still here: please try again\. Some data is not correct/,
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(data.getByRole('textbox', { name: 'Phone' })).toHaveValue('055 99');

    // A second try goes through.
    await user.click(data.getByRole('button', { name: 'Save' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Save your personal data?' }),
      ).getByRole('button', { name: 'Save' }),
    );
    expect(await message('Your personal data was saved.')).toBeVisible();
    expect(profile.values.phone).toBe('055 99');
  });

  it('ends the session when the save answers 417', async () => {
    const user = userEvent.setup();
    profile.fail.update.push({ status: 417, errorCode: 'E005' });
    const view = await openProfile();
    const data = await personalData();
    await user.click(data.getByRole('button', { name: 'Edit' }));
    await user.type(data.getByRole('textbox', { name: 'Phone' }), '1');
    await user.click(data.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save your personal data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.location()).toBe(
        '/loggedOut/?sessionExpired=true&returnTo=%2FloggedIn%2FprofilePage%2F',
      ),
    );
    expect(sessionStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(view.browser.reload).toHaveBeenCalled());
  });

  it('retries a failed myInfo read, then says so', async () => {
    const user = userEvent.setup();
    renderApp('/loggedIn/', server);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const before = hits('GET', '/api/personal/myInfo').length;
    profile.fail.myInfo.push(
      { status: 503, errorCode: 'E008' },
      { status: 503, errorCode: 'E008' },
      { status: 503, errorCode: 'E008' },
    );
    await user.click(within(navigation).getByRole('link', { name: 'My profile' }));
    expect(await message(/^Your profile could not be loaded\./)).toBeVisible();
    // The first read and two retries.
    expect(hits('GET', '/api/personal/myInfo').length - before).toBe(3);
    // What was shown stays.
    expect(screen.getByTestId('profile-name')).toBeVisible();
  });

  it('deletes the photo from the dialog; the identicon takes its place', async () => {
    const user = userEvent.setup();
    profile.me.personalDataDto.profileImageData = PHOTO;
    await openProfile();
    const photo = screen.getByRole('button', {
      name: 'Change the profile photo of Giulia Bianchi',
    });
    expect(within(photo).getByRole('img')).toContainHTML('data:image/png;base64');
    await user.click(photo);
    const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
    expect(within(dialog).getByText('Choose a photo')).toBeVisible();

    profile.fail.remove.push({ status: 500, errorCode: 'E008' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(await message(/^The photo could not be deleted\. Please try again\./)).toBeVisible();
    // The dialog stays for another try.
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(await message('Your photo was deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hits('DELETE', '/api/personal/deleteImageProfile')).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('button', { name: 'Change the profile photo of Giulia Bianchi' }),
        ).getByRole('img'),
      ).not.toContainHTML('data:image'),
    );
  });

  it('switches a notification setting at once, and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    await openProfile();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    const expiry = await within(notifications).findByRole('switch', {
      name: 'Documents about to expire',
    });
    // In the same event, before the server answers: a switch that waits for the answer moves late.
    fireEvent.click(expiry);
    expect(expiry).not.toBeChecked();
    expect(await message('The setting was saved.')).toBeVisible();
    expect(expiry).not.toBeChecked();
    expect(profile.settingWrites).toEqual([{ key: 'notification.documentExpiry', value: 'F' }]);

    profile.fail.setConfig.push({ status: 500, errorCode: 'E008' });
    const admin = within(notifications).getByRole('switch', {
      name: 'Messages from the administration',
    });
    await user.click(admin);
    expect(await message(/^The setting could not be saved\./)).toBeVisible();
    await waitFor(() => expect(admin).toBeChecked());
    expect(expiry).not.toBeChecked();
  });
});
