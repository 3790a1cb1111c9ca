import type { Language } from '../languages/index';
import type { Translations } from './en';

/** Each language's bundled texts as a chunk of its own, loaded when needed (`loadI18n`). */
export const LANGUAGE_LOADERS: Readonly<Record<Language, () => Promise<Translations>>> = {
  it: () => import('./it').then((module) => module.it),
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  es: () => import('./es').then((module) => module.es),
};
