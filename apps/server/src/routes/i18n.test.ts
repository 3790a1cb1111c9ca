import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  legalProductsResponseSchema,
  legalTermsResponseSchema,
  localeListResponseSchema,
  logoResponseSchema,
  translationResponseSchema,
} from '@care/api-client/schemas';
import { bundledResources, toTerms } from '@care/i18n/resources';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalTexts, missingTerms, translations } from '../db/schema';
import { seedTranslations } from '../db/seed-i18n';
import { readLegalProducts } from '../i18n/content';
import { sanitizeContentHtml } from '../i18n/sanitize';
import {
  bearerOf,
  createTestWorld,
  present,
  signIn,
  type TestWorld,
} from '../test-support/test-app';
import { ADD_TERM_MAX_PER_MINUTE, MAX_MISSING_TERMS } from './i18n';

let world: TestWorld;
let app: FastifyInstance;
beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
});
afterAll(async () => {
  await world?.close();
});

const db = () => world.database.handle.db;

/** Signs in a demo account and returns a function making requests with its (rotating) token. */
async function as(username: string, password: string) {
  let token = present(bearerOf(await signIn(app, username, password)), 'token');
  return async (options: InjectOptions) => {
    const response = await app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${token}` },
    });
    token = bearerOf(response) ?? token;
    return response;
  };
}

let address = 0;
/** A client address of its own, so rate limits of one test do not touch another. */
const freshAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

describe('GET personal/locale/', () => {
  it('lists the four languages in order with their own names, without a session', async () => {
    const response = await app.inject({ url: '/api/personal/locale/' });
    expect(response.statusCode).toBe(200);
    expect(localeListResponseSchema.parse(response.json()).data).toEqual([
      { locale: { code: 'it', name: 'Italiano' } },
      { locale: { code: 'en', name: 'English' } },
      { locale: { code: 'de', name: 'Deutsch' } },
      { locale: { code: 'es', name: 'Español' } },
    ]);
  });
});

describe('GET personal/translation/{locale}', () => {
  it('answers the terms seeded from the bundled resources of @care/i18n', async () => {
    for (const locale of ['it', 'en', 'de', 'es'] as const) {
      const response = await app.inject({ url: `/api/personal/translation/${locale}` });
      expect(response.statusCode).toBe(200);
      const terms = translationResponseSchema.parse(response.json()).data;
      const bundled = toTerms(bundledResources[locale].translation);
      expect(terms).toEqual(
        [...bundled].sort((a, b) => (a.termId < b.termId ? -1 : a.termId > b.termId ? 1 : 0)),
      );
    }
  });

  it('serves gb as English and refuses what is not a locale', async () => {
    const gb = await app.inject({ url: '/api/personal/translation/gb' });
    expect(translationResponseSchema.parse(gb.json()).data).toContainEqual({
      termId: 'login.title',
      value: 'Sign in',
    });
    const unknown = await app.inject({ url: '/api/personal/translation/fr' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { errorCode: 'E016' }]);
    for (const bad of ['x', 'english', '..%2f', 'i1']) {
      const response = await app.inject({ url: `/api/personal/translation/${bad}` });
      expect([response.statusCode, response.json()], bad).toEqual([400, { errorCode: 'E016' }]);
    }
  });
});

describe('PUT personal/translation/{locale}', () => {
  it('lets an administrator change a term, and the next read has it', async () => {
    const admin = await as('admin', 'Care-admin-2026!');
    const response = await admin({
      method: 'PUT',
      url: '/api/personal/translation/it',
      payload: { termId: 'login.title', value: 'Entra in Care' },
    });
    expect([response.statusCode, response.json()]).toEqual([200, { data: true }]);
    const read = await app.inject({ url: '/api/personal/translation/it' });
    expect(translationResponseSchema.parse(read.json()).data).toContainEqual({
      termId: 'login.title',
      value: 'Entra in Care',
    });
    // Other languages are untouched.
    const english = await app.inject({ url: '/api/personal/translation/en' });
    expect(translationResponseSchema.parse(english.json()).data).toContainEqual({
      termId: 'login.title',
      value: 'Sign in',
    });
    const [row] = await db()
      .select()
      .from(translations)
      .where(and(eq(translations.locale, 'it'), eq(translations.termId, 'login.title')));
    expect(row?.updatedBy).not.toBeNull();
  });

  it('adds a term that did not exist (a reported missing one)', async () => {
    const admin = await as('admin', 'Care-admin-2026!');
    const response = await admin({
      method: 'PUT',
      url: '/api/personal/translation/de',
      payload: { termId: 'screen.brandNew', value: 'Ganz neu' },
    });
    expect(response.statusCode).toBe(200);
    const read = await app.inject({ url: '/api/personal/translation/de' });
    expect(translationResponseSchema.parse(read.json()).data).toContainEqual({
      termId: 'screen.brandNew',
      value: 'Ganz neu',
    });
  });

  it('refuses everyone but administrators, and callers without a session', async () => {
    for (const [username, password] of [
      ['nurse', 'Care-nurse-2026!'],
      ['doctor', 'Care-doctor-2026!'],
      ['guest', 'Care-guest-2026!'],
    ] as const) {
      const user = await as(username, password);
      const response = await user({
        method: 'PUT',
        url: '/api/personal/translation/it',
        payload: { termId: 'login.title', value: 'Hacked' },
      });
      expect([response.statusCode, response.json()], username).toEqual([
        403,
        { errorCode: 'E013' },
      ]);
    }
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/personal/translation/it',
      payload: { termId: 'login.title', value: 'Hacked' },
    });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { errorCode: 'E005' }]);
    const read = await app.inject({ url: '/api/personal/translation/it' });
    expect(JSON.stringify(read.json())).not.toContain('Hacked');
  });

  it('validates the locale, the term id and the text', async () => {
    const admin = await as('admin', 'Care-admin-2026!');
    const put = (locale: string, payload: unknown) =>
      admin({
        method: 'PUT',
        url: `/api/personal/translation/${locale}`,
        payload: payload as object,
      });
    const cases: [string, unknown, number, string][] = [
      ['fr', { termId: 'a.b', value: 'x' }, 404, 'E016'],
      ['it', { termId: '__proto__..x', value: 'x' }, 400, 'E016'],
      ['it', { termId: 'has space', value: 'x' }, 400, 'E016'],
      ['it', { termId: 'a.b', value: '   ' }, 400, 'E012'],
      ['it', { termId: 'a.b' }, 400, 'E012'],
      ['it', { termId: 'a.b', value: 'x'.repeat(4001) }, 400, 'E015'],
      ['it', { termId: `a.${'b'.repeat(200)}`, value: 'x' }, 400, 'E015'],
    ];
    for (const [locale, payload, status, code] of cases) {
      const response = await put(locale, payload);
      expect([response.statusCode, response.json()], JSON.stringify(payload)).toEqual([
        status,
        { errorCode: code },
      ]);
    }
  });
});

describe('POST personal/addTerm/ and public/addTerm/', () => {
  async function stored(termId: string) {
    const [row] = await db().select().from(missingTerms).where(eq(missingTerms.termId, termId));
    return row;
  }

  it('stores a missing term once, counting the reports', async () => {
    const nurse = await as('nurse', 'Care-nurse-2026!');
    for (let i = 0; i < 3; i += 1) {
      const response = await nurse({
        method: 'POST',
        url: '/api/personal/addTerm/',
        payload: { id: 'diary.missingTitle' },
      });
      expect([response.statusCode, response.json()]).toEqual([200, { data: true }]);
    }
    expect(await stored('diary.missingTitle')).toMatchObject({
      reportCount: 3,
      reportedSignedIn: true,
    });
  });

  it('needs a session on the personal path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/personal/addTerm/',
      payload: { id: 'diary.other' },
    });
    expect([response.statusCode, response.json()]).toEqual([401, { errorCode: 'E005' }]);
    expect(await stored('diary.other')).toBeUndefined();
  });

  it('takes reports without a session on the public path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/addTerm/',
      payload: { id: 'login.missingHint' },
      remoteAddress: freshAddress(),
    });
    expect([response.statusCode, response.json()]).toEqual([200, { data: true }]);
    expect(await stored('login.missingHint')).toMatchObject({
      reportCount: 1,
      reportedSignedIn: false,
    });
  });

  it('refuses what is not a term key, and bodies over 1 KiB', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, 'E012'],
      [{ id: '' }, 400, 'E012'],
      [{ id: 42 }, 400, 'E016'],
      [{ id: '<script>alert(1)</script>' }, 400, 'E016'],
      [{ id: 'a..b' }, 400, 'E016'],
      [{ id: 'x'.repeat(201) }, 400, 'E015'],
      [{ id: 'a.b', padding: 'x'.repeat(2000) }, 413, 'E015'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/addTerm/',
        payload: payload as object,
        remoteAddress: freshAddress(),
      });
      expect([response.statusCode, response.json()], JSON.stringify(payload).slice(0, 40)).toEqual([
        status,
        { errorCode: code },
      ]);
    }
  });

  it('limits the logged-out reports per client address', async () => {
    const from = freshAddress();
    const report = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/public/addTerm/',
        payload: { id: `flood.term${i}` },
        remoteAddress: from,
      });
    for (let i = 0; i < ADD_TERM_MAX_PER_MINUTE.public; i += 1) {
      expect((await report(i)).statusCode).toBe(200);
    }
    const refused = await report(9999);
    expect([refused.statusCode, refused.json()]).toEqual([429, { errorCode: 'E020' }]);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/public/addTerm/',
      payload: { id: 'flood.elsewhere' },
      remoteAddress: freshAddress(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_MISSING_TERMS} distinct terms, still counting known ones`, async () => {
    await db().execute(sql`
      insert into missing_terms (term_id)
      select 'filler.term' || n from generate_series(1, ${MAX_MISSING_TERMS}) as n
      on conflict do nothing`);
    const report = (id: string) =>
      app.inject({
        method: 'POST',
        url: '/api/public/addTerm/',
        payload: { id },
        remoteAddress: freshAddress(),
      });
    expect((await report('over.theCap')).statusCode).toBe(200);
    expect(await stored('over.theCap')).toBeUndefined();
    expect((await report('filler.term1')).statusCode).toBe(200);
    expect(await stored('filler.term1')).toMatchObject({ reportCount: 2 });
    await db().execute(sql`delete from missing_terms where term_id like 'filler.%'`);
  });
});

describe('GET personal/legal-terms/{lang}', () => {
  it('answers the sanitized texts of the language, without a session', async () => {
    const response = await app.inject({ url: '/api/personal/legal-terms/it' });
    expect(response.statusCode).toBe(200);
    const { data } = legalTermsResponseSchema.parse(response.json());
    expect(data.locale).toBe('it');
    expect(data.termsAndConditions).toContain('<h2>1. A chi si rivolgono queste condizioni</h2>');
    expect(data.privacyPolicy).toContain('Titolare del trattamento');
    expect(data.privacyPolicy).toContain('href="mailto:privacy@casaserena.example"');
  });

  it('serves gb, and languages without texts, in English', async () => {
    for (const lang of ['gb', 'GB', 'en', 'fr', 'en-us']) {
      const response = await app.inject({ url: `/api/personal/legal-terms/${lang}` });
      const { data } = legalTermsResponseSchema.parse(response.json());
      expect(data.locale, lang).toBe('en');
      expect(data.termsAndConditions).toContain('Who these terms are for');
    }
  });

  it('refuses what is not a language code', async () => {
    const response = await app.inject({ url: '/api/personal/legal-terms/%3Cscript%3E' });
    expect([response.statusCode, response.json()]).toEqual([400, { errorCode: 'E016' }]);
  });
});

describe('legal texts are sanitized before they are stored', () => {
  const payload = [
    '<h2 onclick="alert(1)">Terms</h2>',
    '<script>alert("xss")</script>',
    '<p>Read <a href="javascript:alert(1)">this</a> and <a href="https://ok.example/x">that</a>.</p>',
    '<img src=x onerror="alert(2)">',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style>',
    '<svg><script>alert(3)</script></svg>',
    '<p style="background:url(javascript:alert(4))">Styled</p>',
    '<a href="//evil.example">protocol-relative</a>',
    '<form action="https://evil.example"><input name="password"></form>',
  ].join('\n');

  it('keeps the text markup and drops every script, handler, style and unsafe address', () => {
    const clean = sanitizeContentHtml(payload);
    expect(clean).toContain('<h2>Terms</h2>');
    expect(clean).toContain('<a href="https://ok.example/x">that</a>');
    expect(clean).toContain('<a>this</a>');
    expect(clean).toContain('<p>Styled</p>');
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<img|<iframe|<style|<svg/i);
    expect(clean).not.toMatch(/<form|<input|style=|evil\.example/i);
  });

  it('when seeded from the content folder', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'care-content-'));
    try {
      await mkdir(join(folder, 'legal'));
      await writeFile(join(folder, 'legal', 'terms-and-conditions.es.html'), payload);
      await writeFile(join(folder, 'legal', 'privacy-policy.es.html'), '<p>Privacidad</p>');
      await db().delete(legalTexts).where(eq(legalTexts.locale, 'es'));
      expect(await seedTranslations(db(), folder)).toMatchObject({ legalTextsCreated: 1 });
      const response = await app.inject({ url: '/api/personal/legal-terms/es' });
      const { data } = legalTermsResponseSchema.parse(response.json());
      expect(data.termsAndConditions).toContain('<h2>Terms</h2>');
      expect(data.termsAndConditions).not.toMatch(/<script|onerror|javascript:/i);
      expect(data.privacyPolicy).toBe('<p>Privacidad</p>');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the translation seed', () => {
  it('is idempotent and never overwrites an edited term', async () => {
    await db()
      .update(translations)
      .set({ value: 'Edited by a translator' })
      .where(and(eq(translations.locale, 'es'), eq(translations.termId, 'login.submit')));
    expect(await seedTranslations(db())).toEqual({
      localesCreated: 0,
      termsCreated: 0,
      legalTextsCreated: 0,
    });
    const [row] = await db()
      .select({ value: translations.value })
      .from(translations)
      .where(and(eq(translations.locale, 'es'), eq(translations.termId, 'login.submit')));
    expect(row?.value).toBe('Edited by a translator');
  });

  it('adds a term that a newer version bundles', async () => {
    await db()
      .delete(translations)
      .where(and(eq(translations.locale, 'de'), eq(translations.termId, 'login.title')));
    expect(await seedTranslations(db())).toMatchObject({ termsCreated: 1 });
  });
});

describe('GET product/legal and personal/logo', () => {
  it('answers the legal product list read at start-up', async () => {
    const response = await app.inject({ url: '/api/product/legal' });
    const { data } = legalProductsResponseSchema.parse(response.json());
    expect(data).toContainEqual({
      name: 'care',
      termsAndCondition: '/loggedIn/termsAndConditionsPage/',
      privacyPolicy: '/loggedIn/privacyPolicyPage/',
    });
  });

  it('refuses a product list with an unsafe address', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'care-content-'));
    try {
      await mkdir(join(folder, 'legal'));
      await writeFile(
        join(folder, 'legal', 'products.json'),
        JSON.stringify([
          { name: 'care', termsAndCondition: 'javascript:alert(1)', privacyPolicy: '/x/' },
        ]),
      );
      expect(() => readLegalProducts(folder)).toThrow(/not a valid legal product list/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('answers the logo as a base64 PNG', async () => {
    const response = await app.inject({ url: '/api/personal/logo' });
    const { data } = logoResponseSchema.parse(response.json());
    const png = Buffer.from(data, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeGreaterThan(100);
  });
});

describe('the API documentation', () => {
  it('lists the i18n routes', async () => {
    const doc = (await app.inject({ url: '/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/personal/locale/',
        '/api/personal/translation/{locale}',
        '/api/personal/addTerm/',
        '/api/public/addTerm/',
        '/api/personal/legal-terms/{lang}',
        '/api/product/legal',
        '/api/personal/logo',
      ]),
    );
    expect(doc.paths['/api/personal/translation/{locale}']?.put?.security).toEqual([
      { bearer: [] },
    ]);
    expect(doc.paths['/api/public/addTerm/']?.post?.security).toEqual([]);
  });
});
