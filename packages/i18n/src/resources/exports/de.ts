import type { Texts } from './en';

/** German texts of the `exports` namespace. */
export const texts: Texts = {
  exports: {
    pdf: {
      facility: 'Einrichtung: {{name}}',
      guest: 'Gast: {{name}}',
      groupGuests: 'Gäste: {{count}}, nacheinander',
      born: 'geboren am {{date}}',
      period: 'Zeitraum: {{from}} – {{to}}',
      footer: 'Seite {{page}} von {{pages}} · gedruckt von {{user}} am {{at}}',
      empty: 'Keine Einträge in diesem Zeitraum.',
    },
    column: {
      guest: 'Gast',
    },
    type: {
      STATUS_HISTORY: 'Statusverlauf',
      DIARY: 'Pflegebericht',
    },
    statusHistory: {
      date: 'Gültig ab',
      from: 'Bisheriger Status',
      to: 'Neuer Status',
      cause: 'Grund',
      recordedAt: 'Erfasst am',
      recordedBy: 'Erfasst von',
      initialData: 'Daten der Einrichtung',
    },
    status: {
      A: 'Aufgenommen',
      W: 'Wartend',
      S: 'Pausiert',
      D: 'Archiviert',
      R: 'Abgelehnt',
    },
    cause: {
      registered: 'Erfasst',
      admitted: 'Aufgenommen',
      suspended: 'Pausiert',
      readmitted: 'Wieder aufgenommen',
      rejected: 'Abgelehnt',
      blocked: 'Anmeldung gesperrt',
      restored: 'Anmeldung wiederhergestellt',
    },
    dialog: {
      open: 'Exportieren',
      title: 'Exportieren: {{title}}',
      groupTitle: 'Exportieren: {{title}} von {{group}}',
      from: 'Von',
      to: 'Bis',
      format: 'Format',
      csv: 'CSV (Tabellenkalkulation)',
      pdf: 'PDF (Druck)',
      download: 'Herunterladen',
      cancel: 'Abbrechen',
      progress: 'Der Export wird vorbereitet…',
      done: 'Der Export wurde heruntergeladen.',
      error: 'Der Export konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
      periodOrder: 'Der erste Tag darf nicht nach dem letzten liegen.',
      required: 'Geben Sie beide Tage ein.',
    },
  },
};
