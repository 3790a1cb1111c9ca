import {
  SUPPORTED_LANGUAGES,
  LANGUAGE_NAMES,
  bundledResources,
  toTerms,
} from '@care/i18n/resources';
import { readLegalTextFiles, contentFolder } from '../i18n/content';
import { sanitizeContentHtml } from '../i18n/sanitize';
import type { Database } from './client';
import { legalTexts, translationLocales, translations } from './schema';

/** What a seeding run of the translations added. */
export interface TranslationSeedResult {
  localesCreated: number;
  termsCreated: number;
  legalTextsCreated: number;
}

/**
 * Seeds the languages, their terms and the legal texts. The terms are the web app's own bundled
 * resources (`@care/i18n/resources`), so the server starts out with exactly the app's texts.
 * Idempotent, and edits survive: an existing row is never changed, only missing ones are added
 * (a term new in this version, a locale whose legal texts are not stored yet).
 */
export async function seedTranslations(
  db: Database,
  folder = contentFolder(),
): Promise<TranslationSeedResult> {
  const legal = readLegalTextFiles(folder);
  return db.transaction(async (tx) => {
    const locales = await tx
      .insert(translationLocales)
      .values(
        SUPPORTED_LANGUAGES.map((code, position) => ({
          code,
          name: LANGUAGE_NAMES[code],
          position,
        })),
      )
      .onConflictDoNothing()
      .returning({ code: translationLocales.code });

    const rows = SUPPORTED_LANGUAGES.flatMap((locale) =>
      toTerms(bundledResources[locale].translation).map((term) => ({ locale, ...term })),
    );
    const terms = await tx
      .insert(translations)
      .values(rows)
      .onConflictDoNothing()
      .returning({ termId: translations.termId });

    const known = new Set<string>(SUPPORTED_LANGUAGES);
    const texts = legal.filter((text) => known.has(text.locale));
    const created =
      texts.length === 0
        ? []
        : await tx
            .insert(legalTexts)
            .values(
              texts.map((text) => ({
                locale: text.locale,
                termsAndConditions: sanitizeContentHtml(text.termsAndConditions),
                privacyPolicy: sanitizeContentHtml(text.privacyPolicy),
              })),
            )
            .onConflictDoNothing()
            .returning({ locale: legalTexts.locale });

    return {
      localesCreated: locales.length,
      termsCreated: terms.length,
      legalTextsCreated: created.length,
    };
  });
}
