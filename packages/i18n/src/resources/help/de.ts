import type { Texts } from './en';

/** German texts of the `help` namespace. */
export const texts: Texts = {
  help: {
    title: 'Hilfe',
    description:
      'Kurze Anleitungen zu jedem Bereich von Care: was Sie auf einer Seite sehen und wie Sie sie benutzen.',
    search: {
      label: 'Hilfe durchsuchen',
      placeholder: 'Zum Beispiel: Passwort, Export, Reiter',
      results_one: '{{count}} Seite gefunden',
      results_other: '{{count}} Seiten gefunden',
      none: 'Keine Hilfeseite passt zu „{{query}}“. Versuchen Sie ein anderes Wort.',
    },
    pages: 'Hilfeseiten',
    loadError: 'Die Hilfe konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    notFound: 'Diese Hilfeseite gibt es nicht.',
    otherLanguage:
      'Diese Seite gibt es nicht in Ihrer Sprache; sie wird auf {{language}} angezeigt.',
    backToIndex: 'Alle Hilfeseiten',
  },
};
