import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { AppShell } from './pages/app-shell';
import { expectServiceWorkerInControl } from './pages/offline-start';
import { SettingsPage } from './pages/settings-page';

test.describe('shell: navigation', () => {
  test('an administrator sees Home, Guests, the diary’s screens, Documents, My profile, Settings, Module access and Help', async ({
    page,
    signInAs,
  }) => {
    const app = new AppShell(page);
    await signInAs(demoUser('admin'));
    expect(await app.navigationLinks()).toEqual([
      'Home',
      'All screens',
      'Guests',
      'Facility diary',
      'Handover',
      'Diary categories',
      'Activities',
      'Measurements',
      'Measuring devices',
      'Documents',
      'My profile',
      'Settings',
      'Module access',
      'Help',
    ]);
    await expect(app.navigation.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await app.navigateTo('Settings');
    await expect(new SettingsPage(page).heading).toBeVisible();
    await expect(app.navigation.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a guest sees Home, My diary, Documents, My profile and Help, and the Settings address leads home', async ({
    page,
    shell,
    signInAs,
  }) => {
    const app = new AppShell(page);
    await signInAs(demoUser('guest'));
    expect(await app.navigationLinks()).toEqual([
      'Home',
      'All screens',
      'My diary',
      'My activities',
      'Documents',
      'My profile',
      'Help',
    ]);
    await page.goto('/loggedIn/settings/');
    await expect(page).toHaveURL(/\/loggedIn\/$/);
    await expect(shell.main.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${demoUser('guest').fullName}`,
    );
  });
});

test.describe('shell: the menu page', () => {
  test.use({ viewport: { width: 800, height: 1100 } });

  test('a guest opens every screen of theirs from large tiles, by keyboard too', async ({
    page,
    startSession,
  }) => {
    await startSession(demoUser('guest'));
    await page.goto('/loggedIn/menuPage/');
    const tiles = page.getByRole('navigation', { name: 'Screens' }).getByRole('link');
    await expect(tiles).toHaveText([
      'Home',
      'My diary',
      'My activities',
      'Documents',
      'My profile',
      'Help',
    ]);
    for (const tile of await tiles.all()) {
      const box = await tile.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(48);
      expect(box?.height).toBeGreaterThanOrEqual(48);
      // An icon beside the name, never instead of it.
      await expect(tile.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    }
    await tiles.nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/loggedIn\/personalDocuments\/$/);
  });
});

test.describe('shell: mobile layout', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('at 800px the navigation is a drawer behind the menu button', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    const app = new AppShell(page);
    await signInAs(demoUser('nurse'));
    await expect(app.menuButton).toBeVisible();
    await expect(app.navigation).toHaveCount(0);

    await test.step('the menu opens the navigation in a drawer', async () => {
      await app.menuButton.click();
      await expectAccessible.dialog('Menu');
      expect(await app.navigationLinks()).toEqual([
        'Home',
        'All screens',
        'Guests',
        'Facility diary',
        'Handover',
        'Activities',
        'Measurements',
        'Measuring devices',
        'Documents',
        'My profile',
        'Settings',
        'Help',
      ]);
    });

    await test.step('choosing a screen opens it and closes the drawer', async () => {
      await app.navigateTo('Settings');
      await expect(page).toHaveURL(/\/loggedIn\/settings\//);
      await expect(app.menuDrawer).toHaveCount(0);
      await expect(new SettingsPage(page).heading).toBeVisible();
      await expect(app.menuButton).toBeFocused();
    });
  });
});

test.describe('shell: network', () => {
  test('offline shows the banner; back online it hides once the server’s health check answers', async ({
    page,
    context,
    signInAs,
  }) => {
    const app = new AppShell(page);
    await signInAs(demoUser('nurse'));
    const healthChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/health') healthChecks.push(request.url());
    });

    await test.step('the network goes away: the banner', async () => {
      await context.setOffline(true);
      await expect(app.offlineBanner).toBeVisible();
    });

    await test.step('the network is back: the health check passes, the banner goes', async () => {
      await context.setOffline(false);
      await expect(app.offlineBanner).toBeHidden();
      expect(healthChecks.length).toBeGreaterThanOrEqual(1);
      // Only the app's own server is asked.
      expect(healthChecks.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
    });
  });
});

test.describe('shell: new version', () => {
  // With the app's service worker in control, as on the ward's tablets: it must not change how a
  // new version is found and loaded (docs/behaviour/never-losing-work.md#starting-without-the-server).
  test.use({ serviceWorkers: 'allow' });

  test('without unsaved changes: caches cleared, the page reloads, still signed in', async ({
    page,
    shell,
    signInAs,
  }) => {
    const app = new AppShell(page);
    const admin = demoUser('admin');
    await signInAs(admin);
    await page.getByRole('main').click();
    await expectServiceWorkerInControl(page);
    await app.cacheSomething('care-old-bundle');
    await app.markDocument();

    // One step up to the reloaded shell: axe checks the page as a step leaves it, and right after
    // the load event it is still the boot screen (no main landmark, no heading).
    await test.step('a newer version is deployed; the user comes back to the tab; the page reloads, still signed in', async () => {
      await app.deployVersion('999.0.0');
      const reloaded = page.waitForEvent('load');
      await app.returnToTab();
      await reloaded;
      await shell.expectSignedInAs(admin.fullName, admin.roleLabel);
    });

    await test.step('caches emptied, one reload per version', async () => {
      expect(await app.isSameDocument()).toBe(false);
      expect(await app.cacheNames()).not.toContain('care-old-bundle');
      // The server still says 999.0.0: one reload per version, no loop.
      await app.markDocument();
      await app.returnToTab();
      await expect(app.newVersionNotice).toHaveCount(0);
      expect(await app.isSameDocument()).toBe(true);
    });
  });

  test('with unsaved changes: the reload is offered, never forced', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    const app = new AppShell(page);
    const settings = new SettingsPage(page);
    const admin = demoUser('admin');
    await signInAs(admin);
    await page.getByRole('main').click();
    await expectServiceWorkerInControl(page);
    await settings.goto('advanced');
    await settings.setColour('Page', '#f1f8e9');
    await app.markDocument();

    await test.step('a newer version is deployed: a notice, no reload', async () => {
      await app.deployVersion('999.0.0');
      await app.returnToTab();
      await expect(app.newVersionNotice).toBeVisible();
      expect(await app.isSameDocument()).toBe(true);
      await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('#f1f8e9');
    });

    await test.step('reloading asks first; Later keeps the work', async () => {
      await app.reloadNow.click();
      await expectAccessible.dialog('Reload with unsaved changes?');
      await app.unsavedReloadDialog.getByRole('button', { name: 'Later' }).click();
      await expect(app.unsavedReloadDialog).toHaveCount(0);
      expect(await app.isSameDocument()).toBe(true);
    });

    await test.step('confirmed, the page reloads, still signed in', async () => {
      await app.reloadNow.click();
      const reloaded = page.waitForEvent('load');
      await app.unsavedReloadDialog.getByRole('button', { name: 'Reload now' }).click();
      await reloaded;
      await expect(settings.heading).toBeVisible();
      expect(await app.isSameDocument()).toBe(false);
    });
  });
});

test.describe('shell: crash', () => {
  test('a screen that crashes while rendering shows the dialog; its reload recovers', async ({
    page,
    shell,
    signInAs,
    expectAccessible,
  }) => {
    const app = new AppShell(page);
    const admin = demoUser('admin');
    await signInAs(admin);
    await app.navigateTo('Settings');
    await expect(new SettingsPage(page).heading).toBeVisible();

    await test.step('the start page crashes', async () => {
      // Test-only: the start page spells out today's date, and date formatting now throws.
      // Nothing in the app can do this; a reload brings the real Intl back.
      await page.evaluate(() => {
        Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
          configurable: true,
          get: () => () => {
            throw new Error('e2e: a render crash');
          },
        });
      });
      await app.navigateTo('Home');
      await expectAccessible.dialog('Something went wrong. Reload the page to continue.');
      // The header stays behind the modal dialog (hidden from assistive technology meanwhile).
      await expect(page.getByTestId('user-full-name')).toHaveText(admin.fullName);
    });

    await test.step('reload clears the caches and brings the start page back', async () => {
      const reloaded = page.waitForEvent('load');
      await app.crashDialog.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await shell.expectSignedInAs(admin.fullName, admin.roleLabel);
      await expect(app.crashDialog).toHaveCount(0);
    });
  });
});
