import type { Texts } from './en';

/** German texts of the `diary` namespace. */
export const texts: Texts = {
  diary: {
    alerts: {
      title: 'Kritische Ereignisse',
      none: 'Kein kritisches Ereignis wartet auf eine Bestätigung.',
      count_one: 'kritisches Ereignis wartet auf Bestätigung',
      count_other: 'kritische Ereignisse warten auf Bestätigung',
      shown: '{{shown}} von {{total}} angezeigt',
      critical: 'Kritisch',
      by: 'Geschrieben von {{name}}',
      categories: 'Kategorien: {{categories}}',
      acknowledge: 'Bestätigen',
      acknowledgeGuest: 'Bestätigen: kritisches Ereignis von {{guest}}',
      dialogTitle: 'Kritisches Ereignis bestätigen',
      dialogDescription:
        'Halten Sie die ergriffene Maßnahme für {{guest}} fest. Die Notiz wird dem Tagebuch des Gastes hinzugefügt.',
      note: 'Ergriffene Maßnahme',
      noteRequired: 'Schreiben Sie die ergriffene Maßnahme.',
      remaining: 'Noch {{count}} Zeichen',
      counted: '{{count}} von {{max}} Zeichen',
      save: 'Speichern',
      cancel: 'Abbrechen',
      success: 'Das kritische Ereignis von {{guest}} ist bestätigt.',
      error: 'Das kritische Ereignis konnte nicht bestätigt werden.',
      messages: 'Meldungen zu kritischen Ereignissen',
      unread_one: '{{count}} ungelesener Tagebucheintrag',
      unread_other: '{{count}} ungelesene Tagebucheinträge',
    },
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
