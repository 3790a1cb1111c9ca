import { readFile } from 'node:fs/promises';
import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { SettingsPage } from './pages/settings-page';

const CUSTOM_KEY = 'customStyles';
const APPLIED_KEY = 'care.theme';

test.describe('settings: themes', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs(demoUser('admin'));
  });

  test('create, apply, reload, export, delete, import, restore defaults', async ({
    page,
    expectAccessible,
  }) => {
    const settings = new SettingsPage(page);
    await settings.goto('advanced');
    await expectAccessible('settings, advanced tab');
    const before = await settings.bodyBackground();

    await test.step('create a custom theme', async () => {
      await settings.setColour('Page', '#f1f8e9');
      await settings.setColour('Primary button', '#1b5e20');
      await settings.saveAs('Green ward');
      await expect(page.getByText(/The theme “Green ward” was saved/)).toBeVisible();
    });

    await test.step('apply it: drawn at once, no reload', async () => {
      await settings.tab('Simple').click();
      await expect(page).toHaveURL(/tab=simple/);
      await expect(settings.picker).toHaveValue(/custom-/);
      await settings.apply.click();
      await expect(page.getByText('The theme “Green ward” is now in use.')).toBeVisible();
      await expect.poll(() => settings.bodyBackground()).toBe('#f1f8e9');
      expect(before).not.toBe('#f1f8e9');
    });

    await test.step('it persists across a reload', async () => {
      await page.reload();
      await expect(settings.heading).toBeVisible();
      await expect.poll(() => settings.bodyBackground()).toBe('#f1f8e9');
      await expect(page.getByText('In use: Green ward')).toBeVisible();
    });

    let exported = '';
    await test.step('export it as a JSON file', async () => {
      const download = page.waitForEvent('download');
      await settings.exportTheme.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('care-theme-green-ward.json');
      exported = await readFile(await file.path(), 'utf8');
      expect(JSON.parse(exported)).toMatchObject({
        format: 'care-theme',
        version: 1,
        name: 'Green ward',
        backgrounds: { page: '#f1f8e9' },
        buttons: { primary: { background: '#1b5e20' } },
      });
    });

    await test.step('delete it, after confirming', async () => {
      await settings.deleteTheme.click();
      await expectAccessible.dialog('Delete the theme “Green ward”?');
      await settings
        .dialog('Delete the theme “Green ward”?')
        .getByRole('button', { name: 'Delete theme' })
        .click();
      await expect(page.getByText('The theme “Green ward” was deleted.')).toBeVisible();
      await expect.poll(() => settings.bodyBackground()).toBe(before);
      expect(await page.evaluate((key) => localStorage.getItem(key), CUSTOM_KEY)).toBeNull();
    });

    await test.step('import the exported file: it comes back identical', async () => {
      const dialog = await settings.chooseImportFiles([
        { name: 'care-theme-green-ward.json', text: exported },
      ]);
      await dialog.getByRole('button', { name: 'Import' }).click();
      await expect(page.getByText('The theme “Green ward” was imported.')).toBeVisible();
      await settings.picker.selectOption({ label: 'Green ward' });
      const again = page.waitForEvent('download');
      await settings.exportTheme.click();
      expect(await readFile(await (await again).path(), 'utf8')).toBe(exported);
    });

    await test.step('restore the defaults, after confirming: the stored keys are gone', async () => {
      await settings.apply.click();
      await expect.poll(() => settings.bodyBackground()).toBe('#f1f8e9');
      await settings.tab('Advanced').click();
      await settings.restoreDefaults.click();
      await expectAccessible.dialog('Restore the default theme?');
      await settings
        .dialog('Restore the default theme?')
        .getByRole('button', { name: 'Restore defaults' })
        .click();
      await expect(page.getByText('The default theme is in use again.')).toBeVisible();
      await expect.poll(() => settings.bodyBackground()).toBe(before);
      const stored = await page.evaluate(
        (keys) => keys.map((key) => localStorage.getItem(key)),
        [CUSTOM_KEY, APPLIED_KEY],
      );
      expect(stored).toEqual([null, null]);
    });
  });

  test('an invalid file and a fourth file are refused with their messages', async ({
    page,
    expectAccessible,
  }) => {
    const settings = new SettingsPage(page);
    await settings.goto();

    await test.step('an invalid file is named with the reason, nothing changes', async () => {
      const dialog = await settings.chooseImportFiles([
        {
          name: 'evil.json',
          text: JSON.stringify({
            format: 'care-theme',
            version: 1,
            name: 'X',
            colors: { primary: 'url(https://evil.example/x)' },
          }),
        },
      ]);
      await dialog.getByRole('button', { name: 'Import' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'evil.json' })).toHaveText(
        'The file “evil.json” was not imported: the file contains values that are not allowed.',
      );
      expect(await page.evaluate((key) => localStorage.getItem(key), CUSTOM_KEY)).toBeNull();
    });

    await test.step('a fourth file is refused at once, and nothing is imported', async () => {
      const text = JSON.stringify({ format: 'care-theme', version: 1, name: 'Four' });
      const dialog = await settings.chooseImportFiles(
        ['one', 'two', 'three', 'four'].map((name) => ({ name: `${name}.json`, text })),
      );
      await expect(
        dialog.getByText(
          'The file “four.json” was not imported: at most 3 files can be imported at once.',
        ),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
      await expectAccessible.dialog('Import themes');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await page.evaluate((key) => localStorage.getItem(key), CUSTOM_KEY)).toBeNull();
    });
  });
});

test.describe('settings: fonts', () => {
  test('Rubik is served by Care and downloaded only once a theme draws with it', async ({
    page,
    loginPage,
    shell,
  }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.woff2') && response.status() === 200) fonts.push(path);
    });
    const rubik = (path: string) => /\/assets\/rubik-latin-wght-normal-[\w-]+\.woff2$/.test(path);

    await test.step('the login page, in the default theme (Roboto), fetches no Rubik', async () => {
      await loginPage.goto();
      await page.waitForLoadState('networkidle');
      expect(fonts.filter((path) => path.includes('rubik'))).toEqual([]);
      expect(await page.evaluate(() => document.fonts.check('16px Roboto'))).toBe(true);
    });

    const settings = new SettingsPage(page);
    await test.step('choosing Rubik draws the preview in Rubik, from our server', async () => {
      const user = demoUser('admin');
      await loginPage.signInAs(user);
      await shell.expectSignedInAs(user.fullName, user.roleLabel);
      await settings.goto('advanced');
      expect(fonts.filter((path) => path.includes('rubik'))).toEqual([]);
      const served = page.waitForResponse((response) => rubik(new URL(response.url()).pathname));
      await page.getByRole('combobox', { name: 'Text font' }).selectOption('Rubik');
      const file = await served;
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('font/woff2');
      const preview = page.getByRole('group', { name: 'Text fonts: preview' });
      await expect
        .poll(() => preview.evaluate((element) => getComputedStyle(element).fontFamily))
        .toMatch(/^Rubik,/);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px Rubik'))).toBe(true);
      const loaded = await page.evaluate(
        () =>
          [...document.fonts].filter((face) => face.family === 'Rubik' && face.status === 'loaded')
            .length,
      );
      expect(loaded).toBeGreaterThan(0);
    });

    await test.step('a theme with Rubik, applied, draws the whole app in Rubik', async () => {
      await settings.saveAs('Rubik ward');
      await settings.tab('Simple').click();
      await settings.apply.click();
      await expect(page.getByText('The theme “Rubik ward” is now in use.')).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
        .toMatch(/^Rubik,/);
    });
  });
});
