import type { Language } from '../languages/index';
import { activityTexts } from './activity/index';
import { configurationTexts } from './configuration/index';
import { de } from './de';
import { diaryTexts } from './diary/index';
import { documentsTexts } from './documents/index';
import { en, type CoreTexts } from './en';
import { es } from './es';
import { exportsTexts } from './exports/index';
import { guestsTexts } from './guests/index';
import { helpTexts } from './help/index';
import { homeTexts } from './home/index';
import { outboxTexts } from './outbox/index';
import { it } from './it';
import { measurementTexts } from './measurement/index';
import type { Namespace } from './namespaces';
import { peopleTexts } from './people/index';
import { settingsTexts } from './settings/index';

/** Every screen namespace's texts in every language, all at hand. */
export const namespaceTexts = {
  home: homeTexts,
  settings: settingsTexts,
  documents: documentsTexts,
  guests: guestsTexts,
  exports: exportsTexts,
  configuration: configurationTexts,
  help: helpTexts,
  diary: diaryTexts,
  activity: activityTexts,
  measurement: measurementTexts,
  outbox: outboxTexts,
  people: peopleTexts,
} satisfies Record<Namespace, Record<Language, object>>;

type Merged<N extends Namespace> = (typeof namespaceTexts)[N]['en'];

/** All of a language's texts: the default namespace and every screen namespace in one tree. */
export type Translations = CoreTexts &
  Merged<'home'> &
  Merged<'settings'> &
  Merged<'documents'> &
  Merged<'guests'> &
  Merged<'exports'> &
  Merged<'configuration'> &
  Merged<'help'> &
  Merged<'diary'> &
  Merged<'activity'> &
  Merged<'measurement'> &
  Merged<'outbox'> &
  Merged<'people'>;

const core: Readonly<Record<Language, CoreTexts>> = { it, en, de, es };

function allTexts(language: Language): Translations {
  let tree = { ...core[language] } as Translations;
  for (const texts of Object.values(namespaceTexts)) tree = { ...tree, ...texts[language] };
  return tree;
}

/**
 * The resources bundled with the app, every namespace merged into one `translation` tree per
 * language (the namespaces own disjoint top-level keys): what the server seeds its terms from,
 * and what an instance with all texts at hand starts with.
 */
export const bundledResources: Readonly<Record<Language, { translation: Translations }>> = {
  it: { translation: allTexts('it') },
  en: { translation: allTexts('en') },
  de: { translation: allTexts('de') },
  es: { translation: allTexts('es') },
};

export { en, it, de, es, type CoreTexts };
export { toTerms, termsToTree, isMergeableTerm, type Term, type TranslationTree } from './terms';
export { NAMESPACES, NAMESPACE_KEYS, namespaceOf, type Namespace } from './namespaces';
