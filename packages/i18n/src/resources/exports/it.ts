import type { Texts } from './en';

/** Italian texts of the `exports` namespace. */
export const texts: Texts = {
  exports: {
    pdf: {
      facility: 'Struttura: {{name}}',
      guest: 'Ospite: {{name}}',
      groupGuests: 'Ospiti: {{count}}, uno dopo l’altro',
      born: 'nato/a il {{date}}',
      period: 'Periodo: {{from}} – {{to}}',
      footer: 'Pagina {{page}} di {{pages}} · stampato da {{user}} il {{at}}',
      empty: 'Nessuna registrazione in questo periodo.',
    },
    column: {
      guest: 'Ospite',
    },
    type: {
      STATUS_HISTORY: 'Storico degli stati',
      DIARY: 'Diario',
    },
    statusHistory: {
      date: 'Data di decorrenza',
      from: 'Stato precedente',
      to: 'Nuovo stato',
      cause: 'Causa',
      recordedAt: 'Registrato il',
      recordedBy: 'Registrato da',
      initialData: 'Dati della struttura',
    },
    status: {
      A: 'Ammesso',
      W: 'In attesa',
      S: 'Sospeso',
      D: 'Archiviato',
      R: 'Rifiutato',
    },
    cause: {
      registered: 'Registrato',
      admitted: 'Ammesso',
      suspended: 'Sospeso',
      readmitted: 'Riammesso',
      rejected: 'Rifiutato',
      blocked: 'Accesso bloccato',
      restored: 'Accesso ripristinato',
    },
    dialog: {
      open: 'Esporta',
      title: 'Esporta: {{title}}',
      groupTitle: 'Esporta: {{title}} di {{group}}',
      from: 'Dal',
      to: 'Al',
      format: 'Formato',
      csv: 'CSV (foglio di calcolo)',
      pdf: 'PDF (stampa)',
      download: 'Scarica',
      cancel: 'Annulla',
      progress: 'Preparazione dell’esportazione…',
      done: 'L’esportazione è stata scaricata.',
      error: 'Non è stato possibile esportare. Riprova.',
      periodOrder: 'Il primo giorno non può essere successivo all’ultimo.',
      required: 'Inserisci entrambi i giorni.',
    },
  },
};
