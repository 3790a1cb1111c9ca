import type { Language } from '../languages/index';
import type { CoreTexts } from './en';
import type { Namespace } from './namespaces';
import type { TranslationTree } from './terms';

/**
 * Each language's texts of the default namespace (the login area and the shell) as a chunk of
 * its own, loaded when needed (`loadI18n`).
 */
export const LANGUAGE_LOADERS: Readonly<Record<Language, () => Promise<CoreTexts>>> = {
  it: () => import('./it').then((module) => module.it),
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  es: () => import('./es').then((module) => module.es),
};

type Loaders = Readonly<Record<Language, () => Promise<TranslationTree>>>;
const texts = (module: { texts: TranslationTree }) => module.texts;

/** Each screen namespace's texts, one chunk per language and namespace. */
export const NAMESPACE_LOADERS: Readonly<Record<Namespace, Loaders>> = {
  home: {
    it: () => import('./home/it').then(texts),
    en: () => import('./home/en').then(texts),
    de: () => import('./home/de').then(texts),
    es: () => import('./home/es').then(texts),
  },
  settings: {
    it: () => import('./settings/it').then(texts),
    en: () => import('./settings/en').then(texts),
    de: () => import('./settings/de').then(texts),
    es: () => import('./settings/es').then(texts),
  },
  documents: {
    it: () => import('./documents/it').then(texts),
    en: () => import('./documents/en').then(texts),
    de: () => import('./documents/de').then(texts),
    es: () => import('./documents/es').then(texts),
  },
  guests: {
    it: () => import('./guests/it').then(texts),
    en: () => import('./guests/en').then(texts),
    de: () => import('./guests/de').then(texts),
    es: () => import('./guests/es').then(texts),
  },
  exports: {
    it: () => import('./exports/it').then(texts),
    en: () => import('./exports/en').then(texts),
    de: () => import('./exports/de').then(texts),
    es: () => import('./exports/es').then(texts),
  },
  configuration: {
    it: () => import('./configuration/it').then(texts),
    en: () => import('./configuration/en').then(texts),
    de: () => import('./configuration/de').then(texts),
    es: () => import('./configuration/es').then(texts),
  },
  help: {
    it: () => import('./help/it').then(texts),
    en: () => import('./help/en').then(texts),
    de: () => import('./help/de').then(texts),
    es: () => import('./help/es').then(texts),
  },
  diary: {
    it: () => import('./diary/it').then(texts),
    en: () => import('./diary/en').then(texts),
    de: () => import('./diary/de').then(texts),
    es: () => import('./diary/es').then(texts),
  },
  activity: {
    it: () => import('./activity/it').then(texts),
    en: () => import('./activity/en').then(texts),
    de: () => import('./activity/de').then(texts),
    es: () => import('./activity/es').then(texts),
  },
  measurement: {
    it: () => import('./measurement/it').then(texts),
    en: () => import('./measurement/en').then(texts),
    de: () => import('./measurement/de').then(texts),
    es: () => import('./measurement/es').then(texts),
  },
  outbox: {
    it: () => import('./outbox/it').then(texts),
    en: () => import('./outbox/en').then(texts),
    de: () => import('./outbox/de').then(texts),
    es: () => import('./outbox/es').then(texts),
  },
  people: {
    it: () => import('./people/it').then(texts),
    en: () => import('./people/en').then(texts),
    de: () => import('./people/de').then(texts),
    es: () => import('./people/es').then(texts),
  },
};
