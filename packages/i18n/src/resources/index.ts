import type { Language } from '../languages/index';
import { de } from './de';
import { en, type Translations } from './en';
import { es } from './es';
import { it } from './it';

/** The resources bundled with the app, one `translation` namespace per language. */
export const bundledResources: Readonly<Record<Language, { translation: Translations }>> = {
  it: { translation: it },
  en: { translation: en },
  de: { translation: de },
  es: { translation: es },
};

export { en, it, de, es, type Translations };
export { toTerms, termsToTree, isMergeableTerm, type Term, type TranslationTree } from './terms';
