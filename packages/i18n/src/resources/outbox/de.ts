import type { Texts } from './en';

/** German texts of the `outbox` namespace. */
export const texts: Texts = {
  outbox: {
    offlineStart: {
      title: 'Care wartet auf den Server',
      status:
        'Der Server ist nicht erreichbar. Care macht von selbst weiter, sobald er antwortet: Es fragt alle 2 Sekunden nach.',
      waiting_one: '{{count}} Eintrag wartet auf diesem Gerät.',
      waiting_other: '{{count}} Einträge warten auf diesem Gerät.',
      safe: 'Sie sind hier sicher und werden gesendet, sobald die Verbindung wieder da ist.',
      none: 'Auf diesem Gerät wartet kein Eintrag.',
      newRecords: 'Neue Einträge können geschrieben werden, sobald die Verbindung wieder da ist.',
    },
    queued: 'Auf diesem Gerät gespeichert. Es wird gesendet, sobald die Verbindung zurück ist.',
    waiting_one: '{{count}} wartet auf das Senden',
    waiting_other: '{{count}} warten auf das Senden',
    attention_one: '{{count}} braucht Aufmerksamkeit',
    attention_other: '{{count}} brauchen Aufmerksamkeit',
    title: 'Einträge auf diesem Gerät',
    description:
      'Geschrieben, während der Server nicht erreichbar war. Sie werden von selbst der Reihe nach gesendet, sobald er antwortet.',
    close: 'Liste schließen',
    waitingTitle: 'Warten auf das Senden',
    noneWaiting: 'Nichts wartet auf das Senden.',
    attentionTitle: 'Braucht Aufmerksamkeit',
    attentionHelp:
      'Der Server hat diese Einträge abgelehnt: Sie wurden nicht gespeichert. Kopieren Sie den Text, öffnen Sie die Akte und schreiben Sie ihn erneut, oder verwerfen Sie ihn.',
    kinds: {
      diaryEntry: 'Tagebucheintrag',
      measurementReading: 'Messung',
      vitalSigns: 'Vitalzeichen-Runde',
      measurementRound: 'Messrunde',
    },
    about: '{{kind}} für {{guest}}',
    aboutGroup: '{{kind}} für {{group}}',
    files_one: '{{count}} Datei: {{names}}',
    files_other: '{{count}} Dateien: {{names}}',
    openGroup: 'Messungen von {{group}} öffnen',
    fileRefused:
      'Der Eintrag ist gespeichert, aber der Server hat die Datei {{file}} abgelehnt: {{message}} Nicht angehängt: {{names}}.',
    discardFiles:
      'Der Eintrag ist bereits gespeichert und bleibt. Die nicht angehängten Dateien ({{names}}) werden von diesem Gerät gelöscht und nie gesendet. Das kann nicht rückgängig gemacht werden.',
    unknownGuest: 'Gast Nr. {{id}}',
    written: 'Geschrieben {{time}}',
    refused: 'Vom Server abgelehnt: {{message}}',
    openChart: 'Akte öffnen',
    copy: 'Text kopieren',
    copied: 'Der Text ist kopiert.',
    copyFailed: 'Der Text konnte nicht kopiert werden: markieren und kopieren Sie ihn von Hand.',
    discard: 'Verwerfen',
    discardTitle: 'Diesen Eintrag verwerfen?',
    discardDescription:
      'Er wird von diesem Gerät gelöscht und nie gesendet: „{{text}}“. Das kann nicht rückgängig gemacht werden.',
    keep: 'Behalten',
  },
};
