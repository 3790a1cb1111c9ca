import { expect, type Locator, type Page } from '@playwright/test';
import { expectMessage } from '../fixtures/messages';

/** A 24×24 PNG (a small gradient): the photo the tests upload. */
export const PHOTO_PNG = {
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAEIElEQVR42g3Msep2UADA4f/lmEwmfQPLWRiklAwsZ2GQUjKwnIVBSsnAchYGKeUqfpf1vc8FPH/8M3ANhIFnEBhEBolBZiANcoPSoDZoDXoDZTAYTAaLwWZwGGiD0+A2eI0//pm4JsLEMwlMIpPEJDORJrlJaVKbtCa9iTIZTCaTxWQzOUy0yWlym7zmL7JwLYSFZxFYRBaJRWYhLXKL0qK2aC16C2UxWEwWi8VmcVhoi9PitnitX2Tj2ggbzyawiWwSm8xG2uQ2pU1t09r0NspmsJlsFpvN5rDRNqfNbfPav8jBdRAOnkPgEDkkDpmDdMgdSofaoXXoHZTD4DA5LA6bw+GgHU6H2+F1fpHAFQiBJwgEkSARZAIpyAWloBa0gl6gBINgEiyCTXAItOAU3IJX/CIf10f4eD6BT+ST+GQ+0if3KX1qn9an91E+g8/ks/hsPoeP9jl9bp/X/0UhbogI8UKCkCgkCclCZEgeUobUIW1IH6JChpApZAnZQo4QHXKG3CFv+Iti3BgR48UEMVFMEpPFyJg8poypY9qYPkbFDDFTzBKzxRwxOuaMuWPe+BeluCkixUsJUqKUJCVLkSl5SplSp7QpfYpKGVKmlCVlSzlSdMqZcqe86S+SuBIh8SSBJJIkkkwiJbmklNSSVtJLlGSQTJJFskkOiZacklvyyl9U4BaIAq8gKIgKkoKsQBbkBWVBXdAW9AWqYCiYCpaCreAo0AVnwV3wFr+owq0QFV5FUBFVJBVZhazIK8qKuqKt6CtUxVAxVSwVW8VRoSvOirvirX5Rg9sgGryGoCFqSBqyBtmQN5QNdUPb0DeohqFhalgatoajQTecDXfD2/yiDrdDdHgdQUfUkXRkHbIj7yg76o62o+9QHUPH1LF0bB1Hh+44O+6Ot/tFClchFJ4iUESKRJEppCJXlIpa0Sp6hVIMikmxKDbFodCKU3ErXvWLRtwRMeKNBCPRSDKSjciRfKQcqUfakX5EjQwj08gyso0cI3rkHLlH3vEXzbgzYsabCWaimWQmm5Ez+Uw5U8+0M/2MmhlmppllZps5ZvTMOXPPvPMvWnFXxIq3EqxEK8lKtiJX8pVypV5pV/oVtTKsTCvLyrZyrOiVc+VeeddftOPuiB1vJ9iJdpKdbEfu5DvlTr3T7vQ7amfYmXaWnW3n2NE758698+6/SONqhMbTBJpIk2gyjdTkmlJTa1pNr1GaQTNpFs2mOTRac2puzat/0YV7IS68i+Aiukgusgt5kV+UF/VFe9FfqIvhYrpYLraL40JfnBf3xXv9ogf3QTx4D8FD9JA8ZA/yIX8oH+qH9qF/UA/Dw/SwPGwPx4N+OB/uh/f5RR/uh/jwPoKP6CP5yD7kR/5RftQf7Uf/oT6Gj+lj+dg+jg/9cX7cH+/3H3lSv86uc7+zAAAAAElFTkSuQmCC',
    'base64',
  ),
};

/** The profile page, /loggedIn/profilePage/, by role and name. */
export class ProfilePage {
  readonly heading: Locator;
  /** The photo: a button opening the change/delete dialog. */
  readonly photo: Locator;
  readonly photoDialog: Locator;
  /** The personal-data section (form, Edit/Save/Cancel). */
  readonly personalData: Locator;
  readonly confirmSave: Locator;
  readonly notifications: Locator;

  constructor(
    readonly page: Page,
    readonly fullName: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: 'My profile' });
    this.photo = page.getByRole('button', { name: `Change the profile photo of ${fullName}` });
    this.photoDialog = page.getByRole('dialog', { name: 'Profile photo' });
    this.personalData = page.getByRole('region', { name: 'Personal data' });
    this.confirmSave = page.getByRole('alertdialog', { name: 'Save your personal data?' });
    this.notifications = page.getByRole('region', { name: 'Notifications' });
  }

  /** Opens the page from the main navigation. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My profile' })
      .click();
    await this.expectShown();
  }

  /** Waits for the page with its form in view mode. */
  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.button('Edit')).toBeVisible();
  }

  /** A button of the personal-data section: Edit, Save, Cancel. */
  button(name: 'Edit' | 'Save' | 'Cancel'): Locator {
    return this.personalData.getByRole('button', { name, exact: true });
  }

  /** A text field of the form in edit mode, by its label. */
  field(label: string | RegExp): Locator {
    return this.personalData.getByRole('textbox', { name: label });
  }

  /** The current-password field, asked for while the e-mail address is changed. */
  get currentPassword(): Locator {
    return this.personalData
      .locator('input[type="password"], input[name="currentPassword"]')
      .and(this.personalData.getByLabel(/^Current password/));
  }

  /** A category of the form in view mode: 'About you', 'Contacts'. */
  category(name: string): Locator {
    return this.personalData.getByRole('region', { name });
  }

  /**
   * Edit, set `values` (label → text; '' clears), give `currentPassword` when the form asks for it
   * (a changed e-mail address), Save, confirm; waits for the saved message.
   */
  async saveFields(values: Record<string, string>, currentPassword?: string): Promise<void> {
    await this.button('Edit').click();
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
    if (currentPassword !== undefined && (await this.currentPassword.count()) > 0) {
      await this.currentPassword.fill(currentPassword);
    }
    await this.button('Save').click();
    await expect(this.confirmSave).toBeVisible();
    await this.confirmSave.getByRole('button', { name: 'Save', exact: true }).click();
    await expectMessage(this.page, 'Your personal data was saved.');
    await expect(this.button('Edit')).toBeVisible();
  }

  /** The notification switch labelled `name`. */
  notificationSwitch(name: string): Locator {
    return this.notifications.getByRole('switch', { name });
  }

  /** The photo's picture when it is an uploaded image (not the identicon). */
  uploadedPicture(): Locator {
    return this.photo.locator('img[src^="data:image/"]');
  }
}
