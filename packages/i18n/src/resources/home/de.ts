import type { Texts } from './en';

/** German texts of the `home` namespace. */
export const texts: Texts = {
  home: {
    widgetsLabel: 'Übersicht',
    retry: 'Erneut versuchen',
    widgetError: 'Dieser Teil der Seite kann nicht angezeigt werden.',
    widgets: {
      criticalEvents: {
        title: 'Kritische Ereignisse',
        none: 'Kein kritisches Ereignis wartet auf eine Bestätigung.',
        count_one: 'kritisches Ereignis wartet auf Bestätigung',
        count_other: 'kritische Ereignisse warten auf Bestätigung',
        shown: '{{shown}} von {{total}} angezeigt',
        critical: 'Kritisch',
        by: 'Geschrieben von {{name}}',
        acknowledge: 'Bestätigen',
        acknowledgeGuest: 'Bestätigen: kritisches Ereignis von {{guest}}',
      },
      criticalValues: {
        title: 'Kritische Werte',
        none: 'Keine Messwarnung wartet auf eine Maßnahme.',
        count_one: 'Messwarnung wartet auf eine Maßnahme',
        count_other: 'Messwarnungen warten auf eine Maßnahme',
        shown: '{{shown}} von {{total}} angezeigt',
        open: 'Die Messungen von {{guest}} öffnen',
      },
      more_one: 'und {{count}} weitere',
      more_other: 'und {{count}} weitere',
      documents: 'Dokumente öffnen',
      documentOf: '{{owner}} · läuft am {{date}} ab',
      guests: {
        title: 'Gäste',
        open: 'Gästeliste öffnen',
        admitted: 'aufgenommen',
        waiting: 'wartend',
        suspended: 'abwesend',
      },
      birthdays: {
        title: 'Geburtstage',
        none: 'Diese Woche hat niemand Geburtstag.',
        countToday: 'heute',
        countWeek_one: '{{count}} Geburtstag in den nächsten 7 Tagen',
        countWeek_other: '{{count}} Geburtstage in den nächsten 7 Tagen',
        today: 'Heute, wird {{age}}',
        tomorrow: 'Morgen, wird {{age}}',
        on: '{{date}}, wird {{age}}',
      },
      allergies: {
        title: 'Allergien',
        none: 'Bei keinem aufgenommenen Gast ist eine Allergie erfasst.',
        count_one: 'Gast mit Allergie',
        count_other: 'Gäste mit Allergien',
        detail: 'Allergie: {{allergies}}',
      },
      toExpire: {
        title: 'Bald ablaufende Dokumente',
        none: 'Kein Dokument läuft bald ab.',
        count_one: 'Dokument läuft bald ab',
        count_other: 'Dokumente laufen bald ab',
      },
      expired: {
        title: 'Abgelaufene Dokumente',
        none: 'Kein Dokument ist abgelaufen.',
        count_one: 'Dokument ist abgelaufen',
        count_other: 'Dokumente sind abgelaufen',
      },
    },
  },
};
