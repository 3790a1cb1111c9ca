import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { PHOTO_PNG, ProfilePage } from './pages/profile-page';
import { expectMessage } from './fixtures/messages';

// The care assistant's profile: no other spec edits it (the i18n spec only signs in as oss), and
// each test puts back what it changed.
const user = demoUser('oss');

test.describe('profile page', () => {
  let profile: ProfilePage;

  test.beforeEach(async ({ page, signInAs }) => {
    await signInAs(user);
    profile = new ProfilePage(page, user.fullName);
    await profile.open();
  });

  test('edit your own profile and see it persist after a reload', async ({
    page,
    expectAccessible,
  }) => {
    const description = 'Evening shifts on the garden wing.';
    const phone = '+39 055 000 111';
    const email = 'marco.esposito@casaserena.it';
    expect(email).not.toBe(user.email);

    await test.step('edit, confirm and save', async () => {
      await profile.button('Edit').click();
      await expect(profile.field(/^Name/)).toHaveValue(user.fullName.split(' ')[0] ?? '');
      await expect(profile.field('Identifier code')).toHaveAttribute('readonly', '');
      await profile.field('Description').fill(description);
      await profile.field('Phone').fill(phone);
      // An address without a top-level part of 2 to 4 letters breaks Care's e-mail rule: the
      // form says so, sends nothing, and the user corrects it.
      await profile.field('E-mail').fill('marco.esposito@casaserena');
      await profile.button('Save').click();
      await expect(
        profile.personalData.getByText('Enter an e-mail address such as name@example.org.'),
      ).toBeVisible();
      await expect(profile.confirmSave).toHaveCount(0);
      await profile.field('E-mail').fill(email);
      // A new address needs the current password: the form asks for it before confirming.
      await profile.button('Save').click();
      await expect(
        profile.personalData.getByText(
          'Enter your current password to change your e-mail address.',
        ),
      ).toBeVisible();
      await expect(profile.confirmSave).toHaveCount(0);
      await profile.currentPassword.fill(user.password);
      await profile.button('Save').click();
      await expectAccessible.dialog('Save your personal data?');
      await profile.confirmSave.getByRole('button', { name: 'Save', exact: true }).click();
      await expectMessage(profile.page, 'Your personal data was saved.');
      await expect(profile.category('Contacts').getByText(phone)).toBeVisible();
      await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
    });

    await test.step('the values are there after a reload', async () => {
      await page.reload();
      await profile.expectShown();
      await expect(profile.category('Contacts').getByText(phone)).toBeVisible();
      await expect(profile.category('Contacts').getByText(email)).toBeVisible();
      await expect(profile.category('About you').getByText(description)).toBeVisible();
    });

    await test.step('a notification setting is saved at once and kept', async () => {
      const adminMessages = profile.notificationSwitch('Messages from the administration');
      await expect(adminMessages).toBeChecked();
      await adminMessages.uncheck();
      await expectMessage(profile.page, 'The setting was saved.');
      await page.reload();
      await profile.expectShown();
      await expect(adminMessages).not.toBeChecked();
      await adminMessages.check();
      await expect(adminMessages).toBeChecked();
      await expectMessage(profile.page, 'The setting was saved.');
    });

    await test.step('put the description, phone and e-mail back as they were', async () => {
      await profile.saveFields({ Description: '', Phone: '', 'E-mail': user.email }, user.password);
      await expect(page.getByText('No description yet.', { exact: false })).toBeVisible();
    });
  });

  test('upload a photo, see it after a reload, then delete it', async ({
    page,
    expectAccessible,
  }) => {
    await test.step('the identicon stands in for the missing photo', async () => {
      await expect(profile.photo).toBeVisible();
      await expect(profile.uploadedPicture()).toHaveCount(0);
    });

    await test.step('choose a PNG: it is compressed and saved', async () => {
      await profile.photo.click();
      await expectAccessible.dialog('Profile photo');
      await expect(profile.photoDialog.getByRole('button', { name: 'Delete photo' })).toHaveCount(
        0,
      );
      await profile.photoDialog.getByLabel('Choose a photo').setInputFiles(PHOTO_PNG);
      await expectMessage(profile.page, 'Your photo was saved.');
      await expect(profile.photoDialog).toBeHidden();
      // Compressed to a JPEG (factor 0.5) before it was sent.
      await expect(profile.photo.locator('img[src^="data:image/jpeg;base64,"]')).toHaveCount(1);
    });

    await test.step('the photo is there after a reload', async () => {
      await page.reload();
      await profile.expectShown();
      await expect(profile.uploadedPicture()).toHaveCount(1);
    });

    await test.step('delete it: the identicon is back', async () => {
      await profile.photo.press('Enter');
      await expect(profile.photoDialog).toBeVisible();
      await profile.photoDialog.getByRole('button', { name: 'Delete photo' }).click();
      await expectMessage(profile.page, 'Your photo was deleted.');
      await expect(profile.photoDialog).toBeHidden();
      await expect(profile.uploadedPicture()).toHaveCount(0);
      await page.reload();
      await profile.expectShown();
      await expect(profile.uploadedPicture()).toHaveCount(0);
    });
  });
});
