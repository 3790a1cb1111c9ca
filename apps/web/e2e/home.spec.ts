import { demoUser, type DemoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { PersonDetailPage } from './pages/person-detail-page';
import type { Page } from '@playwright/test';

const STAFF_WIDGETS = [
  'Critical events',
  'Critical values',
  'Guests',
  'Birthdays',
  'Allergies',
  'Documents about to expire',
  'Expired documents',
];

/** The home page's widgets, each a region named by its title, once all have their content. */
async function widgetTitles(page: Page): Promise<string[]> {
  const grid = page.getByRole('group', { name: 'Overview' });
  await expect(grid.locator('section[aria-busy="true"]')).toHaveCount(0);
  await expect(grid.getByRole('alert')).toHaveCount(0);
  return grid.getByRole('heading', { level: 2 }).allTextContents();
}

test.describe('home dashboard', () => {
  const cases: [DemoUser, string[]][] = [
    [demoUser('admin'), STAFF_WIDGETS],
    [demoUser('nurse'), STAFF_WIDGETS],
    [demoUser('guest'), ['Documents about to expire', 'Expired documents']],
  ];
  for (const [user, widgets] of cases) {
    test(`${user.roleLabel}: the widgets of the modules the role may read`, async ({
      page,
      signInAs,
      expectAccessible,
    }) => {
      await signInAs(user);
      expect(await widgetTitles(page)).toEqual(widgets);
      await expectAccessible(`the home page of ${user.roleLabel}`);
    });
  }

  test('a widget links to the work: the allergies widget opens the guest’s chart', async ({
    page,
    signInAs,
  }) => {
    const guest = demoUser('guest');
    await signInAs(demoUser('nurse'));
    const [name, surname] = guest.fullName.split(' ');
    const entry = page
      .getByRole('region', { name: 'Allergies' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `${surname} ${name}` }) });
    await expect(entry).toContainText('Allergy: Penicillin');
    await entry.getByRole('link').click();
    await expect(new PersonDetailPage(page).heading(guest.fullName)).toBeVisible();
    await expect(page).toHaveURL(/\/loggedIn\/guestDetail\/\d+/);
  });
});
