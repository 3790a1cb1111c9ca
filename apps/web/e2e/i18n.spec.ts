import type { APIRequestContext, Page } from '@playwright/test';
import { MALICIOUS_LEGAL_HTML } from '../src/test/malicious-html';
import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';

// Languages against the real server: the choice survives a reload, the server's translations
// are merged over the bundled ones and cached for an hour, missing terms are reported once, and
// the legal pages show the server's texts, sanitized.

const ONE_HOUR_MS = 60 * 60 * 1000;
const ITALIAN_LONG_DATE =
  /(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) \d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}/;

/**
 * An administrator's own API session, editing translations as a translator would
 * (`PUT /api/personal/translation/{locale}`). Each call answers a rotated token: kept here.
 */
class TranslationAdmin {
  private token = '';
  private readonly changed: { locale: string; termId: string; value: string }[] = [];

  constructor(private readonly request: APIRequestContext) {}

  async signIn(): Promise<void> {
    const admin = demoUser('admin');
    const response = await this.request.post('/api/auth/sign-in', {
      data: { username: admin.username, password: admin.password },
    });
    expect(response.status()).toBe(200);
    this.token = ((await response.json()) as { data: { token: string } }).data.token;
  }

  async term(locale: string, termId: string): Promise<string> {
    const response = await this.request.get(`/api/personal/translation/${locale}`);
    const { data } = (await response.json()) as { data: { termId: string; value: string }[] };
    const term = data.find((candidate) => candidate.termId === termId);
    if (!term) throw new Error(`no term ${termId} in ${locale}`);
    return term.value;
  }

  /** Sets a term, remembering its value to put back with `restore()`. */
  async set(locale: string, termId: string, value: string): Promise<void> {
    this.changed.push({ locale, termId, value: await this.term(locale, termId) });
    await this.put(locale, termId, value);
  }

  async restore(): Promise<void> {
    for (const { locale, termId, value } of this.changed.reverse()) {
      await this.put(locale, termId, value);
    }
  }

  private async put(locale: string, termId: string, value: string): Promise<void> {
    const response = await this.request.put(`/api/personal/translation/${locale}`, {
      headers: { authorization: `Bearer ${this.token}` },
      data: { termId, value },
    });
    expect(response.status()).toBe(200);
    this.token = /^Bearer (.+)$/.exec(response.headers()['authorization'] ?? '')?.[1] ?? this.token;
  }
}

/** Opens the login page and switches it to Italian. */
async function openInItalian(page: Page): Promise<void> {
  await page.goto('/loggedOut/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Italiano' });
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
}

/** Signs in on the Italian login page. */
async function signInInItalian(page: Page, username: string): Promise<void> {
  const user = demoUser(username);
  await page.getByRole('textbox', { name: 'Nome utente' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Buongiorno, ${user.fullName}` }),
  ).toBeVisible();
}

/** Makes the cached translations (and locale list) of this tab older than an hour. */
async function ageTranslationCache(page: Page): Promise<string[]> {
  return page.evaluate((age) => {
    const aged: string[] = [];
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith('care.i18n.')) continue;
      const entry = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { savedAt: number };
      entry.savedAt -= age;
      sessionStorage.setItem(key, JSON.stringify(entry));
      aged.push(key);
    }
    return aged;
  }, ONE_HOUR_MS + 1000);
}

/** The `id`s of the missing-term reports the page sends to `path`. */
function countReports(page: Page, path: string): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      ids.push((request.postDataJSON() as { id: string }).id);
    }
  });
  return ids;
}

test.describe('languages', () => {
  // One after the other, in one worker: three of these tests change the server's Italian terms
  // (each restores them), and in parallel one test's term showed on the other's pages.
  test.describe.configure({ mode: 'default' });
  test('Italian is kept over a reload, dates included', async ({ page, expectAccessible }) => {
    await test.step('choose Italian on the login page and sign in', async () => {
      await openInItalian(page);
      await signInInItalian(page, 'nurse');
    });
    const check = async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      const header = page.getByRole('banner');
      await expect(header.getByRole('combobox', { name: 'Lingua' })).toHaveValue('it');
      await expect(header.getByText('Infermiere', { exact: true })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(
        new RegExp(`Oggi è ${ITALIAN_LONG_DATE.source}`),
      );
      await expect(
        page.getByRole('navigation', { name: 'Informazioni legali' }).getByRole('link', {
          name: 'Termini e condizioni',
        }),
      ).toBeVisible();
    };
    await test.step('the interface is Italian', check);
    await test.step('and stays Italian after a reload', async () => {
      await page.reload();
      await check();
    });
    await expectAccessible('shell in Italian');
    await test.step('the header switches back to English', async () => {
      await page.getByRole('combobox', { name: 'Lingua' }).selectOption({ label: 'English' });
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(/Today is \w+day, \d{1,2} \w+ \d{4}/);
    });
  });

  test('a translation changed on the server shows once the cached copy is an hour old', async ({
    page,
    request,
  }) => {
    const admin = new TranslationAdmin(request);
    await admin.signIn();
    const logout = page.getByRole('banner').getByRole('button', { name: /^Esci/ });
    try {
      await test.step('sign in in Italian: the terms are cached', async () => {
        await openInItalian(page);
        await signInInItalian(page, 'oss');
        await expect(logout).toHaveText('Esci');
        // The bundled texts say "Esci" too: the server's copy is cached once it has come.
        await expect
          .poll(async () =>
            JSON.parse(
              (await page.evaluate(() => sessionStorage.getItem('care.i18n.translations.it'))) ??
                '{}',
            ),
          )
          .toMatchObject({ savedAt: expect.any(Number) });
      });
      await test.step('an administrator changes the term', () =>
        admin.set('it', 'shell.logout', 'Esci da Care'));
      await test.step('within the hour the cached copy is used', async () => {
        await page.reload();
        await expect(page.getByRole('main')).toContainText('Oggi è');
        await expect(logout).toHaveText('Esci');
      });
      await test.step('an hour later the server’s term shows', async () => {
        expect(await ageTranslationCache(page)).toEqual(
          expect.arrayContaining(['care.i18n.translations.it', 'care.i18n.locales']),
        );
        await page.reload();
        await expect(logout).toHaveText('Esci da Care');
      });
    } finally {
      await admin.restore();
    }
  });

  test('a term missing everywhere is reported once, signed in, and never again', async ({
    page,
    request,
  }) => {
    const admin = new TranslationAdmin(request);
    await admin.signIn();
    const reports = countReports(page, '/api/personal/addTerm/');
    try {
      await test.step('a translator refers to a term that does not exist', () =>
        admin.set('it', 'shell.group', 'Gruppo $t(e2e.termineMancante)'));
      await test.step('the header uses it: reported once', async () => {
        await openInItalian(page);
        await signInInItalian(page, 'assistance');
        await expect(page.getByRole('banner')).toContainText('Gruppo e2e.termineMancante');
        await expect.poll(() => reports).toEqual(['e2e.termineMancante']);
      });
      await test.step('not again after a reload: it is remembered', async () => {
        await page.reload();
        await expect(page.getByRole('banner')).toContainText('Gruppo e2e.termineMancante');
        await page.waitForLoadState('networkidle');
        expect(reports).toEqual(['e2e.termineMancante']);
        const remembered = await page.evaluate(() =>
          localStorage.getItem('care.i18n.reportedTerms'),
        );
        expect(JSON.parse(remembered ?? '[]')).toContain('e2e.termineMancante');
      });
    } finally {
      await admin.restore();
    }
  });

  test('a term missing on the login page is reported once, logged out', async ({
    page,
    request,
  }) => {
    const admin = new TranslationAdmin(request);
    await admin.signIn();
    const reports = countReports(page, '/api/public/addTerm/');
    try {
      await admin.set(
        'it',
        'login.intro',
        'Accedi con le tue credenziali. $t(e2e.accessoMancante)',
      );
      await test.step('the login page in Italian uses it: reported once', async () => {
        await openInItalian(page);
        await expect(page.getByRole('main')).toContainText('e2e.accessoMancante');
        await expect.poll(() => reports).toEqual(['e2e.accessoMancante']);
      });
      await test.step('not again after a reload', async () => {
        await page.reload();
        await page.getByRole('textbox', { name: 'Nome utente' }).click();
        await expect(page.getByRole('main')).toContainText('e2e.accessoMancante');
        await page.waitForLoadState('networkidle');
        expect(reports).toEqual(['e2e.accessoMancante']);
      });
    } finally {
      await admin.restore();
    }
  });
});

test.describe('legal pages', () => {
  test('the terms and the privacy policy, logged out and signed in', async ({
    page,
    loginPage,
    shell,
    expectAccessible,
  }) => {
    await loginPage.goto();
    const legal = page.getByRole('navigation', { name: 'Legal information' });
    await test.step('logged out: terms and privacy on one page', async () => {
      await legal.getByRole('link', { name: 'Terms and privacy' }).click();
      await expect(page).toHaveURL(/\/loggedOut\/termsAndConditionsOut\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Terms and privacy' }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 3, name: '1. Who these terms are for' }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 3, name: '1. Data controller' }),
      ).toBeVisible();
    });
    await expectAccessible('logged-out terms page');
    await test.step('back to sign in', async () => {
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await expect(loginPage.heading).toBeVisible();
    });
    await test.step('signed in: the terms page and the privacy page', async () => {
      const user = demoUser('doctor');
      await loginPage.signInAs(user);
      await shell.expectSignedInAs(user.fullName, user.roleLabel);
      await shell.expectHomeSettled();
      await legal.getByRole('link', { name: 'Terms and conditions' }).click();
      await expect(page).toHaveURL(/\/loggedIn\/termsAndConditionsPage\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: '2. Your account' })).toBeVisible();
      await legal.getByRole('link', { name: 'Privacy policy' }).click();
      await expect(page.getByRole('heading', { level: 2, name: '6. Your rights' })).toBeVisible();
    });
    await expectAccessible('privacy page');
  });

  test('a malicious legal text runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/personal/legal-terms/**', (route) =>
      route.fulfill({
        json: {
          data: {
            locale: 'en',
            termsAndConditions: MALICIOUS_LEGAL_HTML,
            privacyPolicy: '<p>ok</p>',
          },
        },
      }),
    );
    await page.goto('/loggedOut/termsAndConditionsOut/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'that' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(
      await main.evaluate((element) => ({
        dangerous: element.querySelectorAll('script, img, iframe, svg, math, style, form, details')
          .length,
        handlers: /\son\w+=|javascript:|style=/i.test(element.innerHTML),
        pwned: (window as { __pwned?: boolean }).__pwned ?? false,
      })),
    ).toEqual({ dangerous: 0, handlers: false, pwned: false });
    expect(dialogs).toEqual([]);
  });

  test('a failed load is logged and the page carries on with a notice', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/personal/legal-terms/**', (route) =>
      route.fulfill({ status: 400, json: { errorCode: 'E016' } }),
    );
    await page.goto('/loggedOut/termsAndConditionsOut/');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
    await expect(page.getByRole('alert').first()).toContainText(
      'The text could not be loaded. Please try again later.',
    );
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
    await expect
      .poll(() => errors.some((text) => text.includes('legal texts could not be loaded')))
      .toBe(true);
    await page.unroute('**/api/personal/legal-terms/**');
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect(
      page.getByRole('heading', { level: 3, name: '1. Who these terms are for' }),
    ).toBeVisible();
  });
});
