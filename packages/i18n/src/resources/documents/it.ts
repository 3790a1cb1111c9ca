import type { Texts } from './en';

/** Italian texts of the `documents` namespace. */
export const texts: Texts = {
  documents: {
    title: 'Documenti personali',
    description:
      'Consensi, piani di assistenza, documenti di identità e lettere mediche. Apri un documento per vederne il contenuto, chi può leggerlo, gli allegati e la loro cronologia.',
    new: 'Nuovo documento',
    messages: 'Messaggi',
    loadError: 'Non è stato possibile caricare i documenti.',
    all: {
      title: 'Tutti i documenti',
      empty: 'Ancora nessun documento. Creane uno con «Nuovo documento».',
    },
    toExpire: { title: 'In scadenza', empty: 'Nessun documento è in scadenza.' },
    expired: { title: 'Scaduti', empty: 'Nessun documento è scaduto.' },
    expiresOn: 'Scade il {{date}}',
    expiredOn: 'Scaduto il {{date}}',
    owner: 'Di {{name}}',
    drawer: {
      newTitle: 'Nuovo documento',
      description: 'Contenuto, permessi, allegati e cronologia del documento.',
      loading: 'Caricamento del documento…',
      close: 'Chiudi il documento',
    },
    tabs: {
      label: 'Sezioni del documento',
      content: 'Contenuto',
      permission: 'Permessi',
      attachment: 'Allegati ({{count}})',
      history: 'Cronologia',
    },
    fields: {
      name: 'Nome',
      nameRequired: 'Inserisci un nome per il documento.',
      description: 'Descrizione',
      expiration: 'Scadenza',
      state: 'Attivo',
      stateHelp: 'Si può attivare quando il documento ha una scadenza.',
      tag: 'Etichetta',
      noTag: 'Nessuna etichetta',
    },
    counter: {
      remaining: '{{count}} caratteri rimanenti',
      count: '{{count}} di {{max}} caratteri',
    },
    permission: {
      intro:
        'Per ogni ruolo scegli se può modificare il documento, solo leggerlo o non vederlo affatto.',
      W: 'Scrittura',
      R: 'Lettura',
      N: 'Nessun accesso',
      yourRole: 'Il tuo ruolo',
      fixed: 'Stabilito dalla struttura',
    },
    access: {
      deniedTitle: 'Accesso negato',
      deniedDescription:
        'Non hai il permesso di vedere questo documento. Se ti serve, chiedilo al proprietario o a un amministratore.',
      readOnly: 'Puoi leggere questo documento ma non modificarlo.',
    },
    actions: {
      save: 'Salva',
      saving: 'Salvataggio…',
      cancel: 'Annulla',
      close: 'Chiudi',
      confirm: 'OK',
      retry: 'Riprova',
    },
    read: { error: 'Non è stato possibile caricare il documento.' },
    attachments: {
      upload: 'Aggiungi allegato',
      count: '{{count}} allegati su {{max}}',
      uploading: 'Caricamento di «{{name}}»…',
      progress: 'Caricamento di «{{name}}»',
      failed: '«{{name}}» non è stato caricato.',
      retry: 'Riprova',
      discard: 'Scarta',
      empty: 'Ancora nessun allegato.',
      list: 'Allegati',
      addedBy: 'aggiunto da {{name}} il {{date}}',
      addedOn: 'aggiunto il {{date}}',
      viewShort: 'Visualizza',
      view: 'Visualizza «{{name}}»',
      downloadShort: 'Scarica',
      download: 'Scarica «{{name}}»',
      archiveShort: 'Archivia',
      archive: 'Archivia «{{name}}»',
    },
    tooManyAttachments:
      'Questo documento ha {{max}} allegati, il massimo consentito. Archiviane uno per aggiungerne un altro.',
    alreadyExists: {
      title: 'Esiste già un allegato con questo nome',
      description:
        'Questo documento ha già un allegato chiamato «{{name}}», quindi il file non è stato caricato. Rinomina il file oppure archivia prima l’altro allegato.',
    },
    archive: {
      title: 'Archiviare «{{name}}»?',
      description:
        'L’allegato esce dall’elenco ma resta nella cronologia del documento. Non viene eliminato nulla.',
      confirm: 'Archivia',
    },
    history: {
      list: 'Cronologia degli allegati',
      empty: 'Agli allegati non è ancora successo nulla.',
      uploaded: '«{{name}}» aggiunto',
      uploadedBy: '«{{name}}» aggiunto da {{user}}',
      archived: '«{{name}}» archiviato',
      archivedBy: '«{{name}}» archiviato da {{user}}',
      error: 'Non è stato possibile caricare la cronologia.',
    },
    save: {
      snackbar: {
        success: 'Il documento è stato salvato.',
        error: 'Non è stato possibile salvare il documento. Le modifiche sono ancora qui: riprova.',
      },
    },
    upload: {
      snackbar: {
        success: 'L’allegato è stato aggiunto.',
        error: 'Non è stato possibile caricare l’allegato. Riprova.',
      },
    },
    deleteAttachment: {
      snackbar: {
        success: 'L’allegato è stato archiviato.',
        error: 'Non è stato possibile archiviare l’allegato. Riprova.',
      },
    },
    readFields: {
      snackbar: {
        success: 'Il modulo del documento è pronto.',
        error: 'Non è stato possibile caricare il modulo del documento. Riprova.',
      },
    },
  },
};
