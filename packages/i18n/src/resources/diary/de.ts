import type { Texts } from './en';

/** German texts of the `diary` namespace. */
export const texts: Texts = {
  diary: {
    category: {
      health: 'Gesundheit',
      behaviourMood: 'Verhalten und Stimmung',
      nutrition: 'Ernährung',
      mobility: 'Mobilität',
      sleep: 'Schlaf',
      hygieneSkin: 'Hygiene und Haut',
      familySocial: 'Familie und Soziales',
      fallIncident: 'Sturz oder Vorfall',
      other: 'Sonstiges',
    },
    significance: {
      routine: 'Routine',
      significant: 'Wichtig',
      critical: 'Kritisch',
    },
    status: {
      active: 'Aktiv',
      amended: 'Berichtigt',
      enteredInError: 'Irrtümlich eingetragen',
    },
    export: {
      occurredAt: 'Geschehen am',
      recordedAt: 'Erfasst am',
      author: 'Verfasst von',
      categories: 'Kategorien',
      significance: 'Bedeutung',
      text: 'Text',
      status: 'Status',
    },
  },
};
