import {
  acknowledgementSchema,
  addTermSchema,
  legalProductsResponseSchema,
  legalTermsResponseSchema,
  localeListResponseSchema,
  logoResponseSchema,
  translationResponseSchema,
  translationTermSchema,
  ADMINISTRATORS,
} from '@care/api-client/schemas';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import {
  TERM_ID_MAX_LENGTH,
  TERM_ID_PATTERN,
  legalTexts,
  missingTerms,
  translationLocales,
  translations,
} from '../db/schema';
import { AppError } from '../errors/app-error';
import { SIGNED_IN } from '../http/router';
import { readLegalProducts, readLogo } from '../i18n/content';
import { languageCodeSchema, pickLocale } from '../i18n/locale-fallback';

/**
 * Reports of missing terms are a handful of bytes (`{ "id": "…" }`): 1 KiB, far below
 * `BODY_LIMITS.default`, because anyone may send them.
 */
export const ADD_TERM_BODY_LIMIT = 1024;

/** Missing-term reports per minute and client address: signed in, and logged out. */
export const ADD_TERM_MAX_PER_MINUTE = { signedIn: 300, public: 60 } as const;

/**
 * At most this many distinct missing terms are stored: past it, new ones are acknowledged and
 * dropped, so an anonymous caller cannot fill the table.
 */
export const MAX_MISSING_TERMS = 10_000;

/** A translation's text is at most this long. */
export const TRANSLATION_VALUE_MAX_LENGTH = 4000;

const termIdPattern = new RegExp(TERM_ID_PATTERN);

/** `{locale}` of the path. */
const localeParams = z.object({ locale: languageCodeSchema });
/** `{lang}` of the path. */
const langParams = z.object({ lang: languageCodeSchema });

/** A term id the translators can use: dotted segments of letters, digits, `_` and `-`. */
function checkTermId(termId: string): void {
  if (termId.length > TERM_ID_MAX_LENGTH) throw new AppError('E015', { status: 400 });
  if (!termIdPattern.test(termId)) throw new AppError('E016', { status: 400 });
}

/** Translations, the locale list, missing-term reports, legal texts and product list, logo. */
export function registerI18nRoutes(context: ServerContext): void {
  const { router, db, clock } = context;
  // Read once at start-up: a broken file stops the server with a message naming it.
  const products = readLegalProducts();
  const logo = readLogo();

  async function localeExists(code: string): Promise<boolean> {
    const [row] = await db
      .select({ code: translationLocales.code })
      .from(translationLocales)
      .where(eq(translationLocales.code, code))
      .limit(1);
    return row !== undefined;
  }

  async function storeMissingTerm(termId: string, signedIn: boolean): Promise<void> {
    checkTermId(termId);
    const now = clock();
    const [existing] = await db
      .update(missingTerms)
      .set({
        reportCount: sql`${missingTerms.reportCount} + 1`,
        lastReportedAt: now,
        ...(signedIn ? { reportedSignedIn: true } : {}),
      })
      .where(eq(missingTerms.termId, termId))
      .returning({ termId: missingTerms.termId });
    if (existing) return;
    const [stored] = await db.select({ total: count() }).from(missingTerms);
    if ((stored?.total ?? 0) >= MAX_MISSING_TERMS) return;
    await db
      .insert(missingTerms)
      .values({
        termId,
        reportedSignedIn: signedIn,
        firstReportedAt: now,
        lastReportedAt: now,
      })
      .onConflictDoUpdate({
        target: missingTerms.termId,
        set: { reportCount: sql`${missingTerms.reportCount} + 1`, lastReportedAt: now },
      });
  }

  router.add({
    method: 'GET',
    url: '/api/personal/locale/',
    summary: 'The languages the server has translations for',
    description:
      'In display order, each as `{ locale: { code, name } }` (name in the language itself). Public: ' +
      'the login page needs it before anyone signs in. The web app caches it for an hour.',
    tags: ['i18n'],
    auth: false,
    response: localeListResponseSchema,
    async handler() {
      const rows = await db
        .select({ code: translationLocales.code, name: translationLocales.name })
        .from(translationLocales)
        .orderBy(asc(translationLocales.position), asc(translationLocales.code));
      return { data: rows.map((locale) => ({ locale })) };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/personal/translation/:locale',
    summary: 'The translation terms of one language',
    description:
      'Every stored term of `{locale}` as `{ termId, value }` (`termId` is the dotted key, ' +
      '`login.title`), sorted by termId. `gb` is served as `en`. Public, like the locale list. ' +
      'The web app merges these over its bundled texts and caches them for an hour.',
    tags: ['i18n'],
    auth: false,
    response: translationResponseSchema,
    example: { path: '/api/personal/translation/en' },
    errors: [
      { code: 'E016', status: 400, when: 'the locale is not a language code' },
      { code: 'E016', status: 404, when: 'no such locale' },
    ],
    params: localeParams,
    async handler({ params: { locale } }) {
      if (!(await localeExists(locale))) throw new AppError('E016', { status: 404 });
      const rows = await db
        .select({ termId: translations.termId, value: translations.value })
        .from(translations)
        .where(eq(translations.locale, locale))
        .orderBy(asc(translations.termId));
      return { data: rows };
    },
  });

  router.add({
    method: 'PUT',
    url: '/api/personal/translation/:locale',
    summary: 'Set one translation term (administrators)',
    description:
      'Creates or replaces the term `termId` of `{locale}` with `value`. Only RA_ADMIN. Clients see ' +
      'the change once their one-hour cache of that language expires. Plain text: the web app ' +
      'renders terms as text, never as HTML.',
    tags: ['i18n'],
    auth: true,
    body: translationTermSchema,
    response: acknowledgementSchema,
    example: {
      path: '/api/personal/translation/en',
      body: { termId: 'authz.example', value: 'An example term' },
    },
    errors: [
      { code: 'E013', status: 403, when: 'the caller is not an administrator' },
      { code: 'E012', status: 400, when: 'termId or value missing' },
      { code: 'E016', status: 400, when: 'a malformed locale or termId' },
      { code: 'E015', status: 400, when: 'termId longer than 200 or value longer than 4000' },
      { code: 'E016', status: 404, when: 'no such locale' },
    ],
    access: { roles: ADMINISTRATORS },
    params: localeParams,
    async handler({ params: { locale }, body, session }) {
      checkTermId(body.termId);
      if (body.value.trim() === '') throw new AppError('E012', { status: 400 });
      if (body.value.length > TRANSLATION_VALUE_MAX_LENGTH) {
        throw new AppError('E015', { status: 400 });
      }
      if (!(await localeExists(locale))) throw new AppError('E016', { status: 404 });
      const now = clock();
      await db
        .insert(translations)
        .values({
          locale,
          termId: body.termId,
          value: body.value,
          updatedAt: now,
          updatedBy: session.accountId,
        })
        .onConflictDoUpdate({
          target: [translations.locale, translations.termId],
          set: { value: body.value, updatedAt: now, updatedBy: session.accountId },
        });
      return { data: true as const };
    },
  });

  const addTermErrors = [
    { code: 'E012', status: 400, when: 'id missing or blank' },
    { code: 'E016', status: 400, when: 'id is not a dotted term key' },
    { code: 'E015', status: 400, when: 'id longer than 200 characters' },
    { code: 'E015', status: 413, when: 'body larger than 1 KiB' },
    { code: 'E020', status: 429, when: 'too many reports from this address' },
  ] as const;
  const addTermDescription =
    'Reports a translation key the web app looked up and did not find. Stored once per key for ' +
    'the translators (with a report count); the web app sends each key once and remembers it. ' +
    `Rate limited per client address; at most ${MAX_MISSING_TERMS} distinct keys are kept.`;

  router.add({
    method: 'POST',
    url: '/api/personal/addTerm/',
    summary: 'Report a missing translation term (signed in)',
    description: addTermDescription,
    tags: ['i18n'],
    auth: true,
    access: SIGNED_IN,
    body: addTermSchema,
    response: acknowledgementSchema,
    bodyLimit: ADD_TERM_BODY_LIMIT,
    config: {
      rateLimit: {
        max: ADD_TERM_MAX_PER_MINUTE.signedIn,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `addTerm|${request.ip}`,
      },
    },
    errors: addTermErrors,
    example: { body: { id: 'example.missing.signedIn' } },
    async handler({ body }) {
      await storeMissingTerm(body.id, true);
      return { data: true as const };
    },
  });

  router.add({
    method: 'POST',
    url: '/api/public/addTerm/',
    summary: 'Report a missing translation term (logged out)',
    description:
      `${addTermDescription} The logged-out equivalent of \`personal/addTerm/\` (the login page has ` +
      'terms too), with a stricter rate limit.',
    tags: ['i18n'],
    auth: false,
    body: addTermSchema,
    response: acknowledgementSchema,
    bodyLimit: ADD_TERM_BODY_LIMIT,
    config: {
      rateLimit: {
        max: ADD_TERM_MAX_PER_MINUTE.public,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `publicAddTerm|${request.ip}`,
      },
    },
    errors: addTermErrors,
    example: { body: { id: 'example.missing.loggedOut' } },
    async handler({ body }) {
      await storeMissingTerm(body.id, false);
      return { data: true as const };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/personal/legal-terms/:lang',
    summary: 'Terms and conditions and privacy policy in one language',
    description:
      'Sanitized HTML (headings, paragraphs, lists, emphasis, https and mailto links) of ' +
      '`{lang}`; `gb` is `en`, and a language without legal texts gets the English ones: ' +
      '`locale` says which were served. Public: the logged-out terms page shows them too.',
    tags: ['i18n'],
    auth: false,
    response: legalTermsResponseSchema,
    example: { path: '/api/personal/legal-terms/it' },
    errors: [
      { code: 'E016', status: 400, when: 'the language is not a language code' },
      { code: 'E016', status: 404, when: 'no legal texts at all' },
    ],
    params: langParams,
    async handler({ params: { lang: wanted } }) {
      const rows = await db
        .select({
          locale: legalTexts.locale,
          termsAndConditions: legalTexts.termsAndConditions,
          privacyPolicy: legalTexts.privacyPolicy,
        })
        .from(legalTexts);
      const served = pickLocale(wanted, (locale) => rows.some((row) => row.locale === locale));
      const text = rows.find((row) => row.locale === served);
      if (!text) throw new AppError('E016', { status: 404 });
      return { data: text };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/product/legal',
    summary: 'The legal product list',
    description:
      'Every product with the addresses of its terms and privacy policy, read from ' +
      '`content/legal/products.json` at start-up. An address starting with `/` is a page of the ' +
      'web app (the integrated legal pages); anything else is an external https document.',
    tags: ['i18n'],
    auth: false,
    response: legalProductsResponseSchema,
    async handler() {
      return { data: products };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/personal/logo',
    summary: "The facility's logo",
    description: 'A PNG as base64 (no data-URL prefix), read from `content/logo.png` at start-up.',
    tags: ['i18n'],
    auth: false,
    response: logoResponseSchema,
    async handler() {
      return { data: logo };
    },
  });
}
