import type { Texts } from './en';

/** Italian texts of the `people` namespace. */
export const texts: Texts = {
  profilePage: {
    title: 'Il mio profilo',
    intro: 'La tua foto, i tuoi dati personali e le notifiche che ricevi.',
    messages: 'Messaggi',
    loading: 'Caricamento del profilo…',
    retry: 'Riprova',
    noDescription: 'Nessuna descrizione. Aggiungila modificando i tuoi dati personali.',
    photo: {
      label: 'Foto profilo di {{name}}',
      change: 'Cambia la foto profilo di {{name}}',
      dialogTitle: 'Foto profilo',
      choose: 'Scegli una foto',
      takePhoto: 'Scatta una foto',
      capture: 'Scatta',
      back: 'Indietro',
      delete: 'Elimina la foto',
      cancel: 'Annulla',
      cameraPreview: 'Anteprima della fotocamera',
      cameraError: 'La fotocamera non è disponibile. Scegli invece una foto.',
      imageError: 'Questo file non è un’immagine utilizzabile.',
      saving: 'Salvataggio della foto…',
    },
    data: {
      title: 'Dati personali',
      edit: 'Modifica',
      save: 'Salva',
      cancel: 'Annulla',
      saved: 'I tuoi dati personali sono stati salvati.',
      confirm: {
        title: 'Salvare i dati personali?',
        description: 'Le modifiche sostituiscono i tuoi dati personali attuali.',
        confirm: 'Salva',
        cancel: 'Continua a modificare',
      },
      currentPassword: {
        label: 'Password attuale',
        hint: 'Il tuo indirizzo e-mail riceve i link per reimpostare la password: per cambiarlo inserisci la password attuale.',
        required: 'Inserisci la password attuale per cambiare l’indirizzo e-mail.',
        show: 'Mostra la password',
        hide: 'Nascondi la password',
      },
    },
    categories: { personal: 'Su di te', contacts: 'Contatti' },
    fields: {
      name: 'Nome',
      surname: 'Cognome',
      birthDate: 'Data di nascita',
      identifierCode: 'Codice identificativo',
      description: 'Descrizione',
      email: 'E-mail',
      emailHelper: 'Inserisci un indirizzo e-mail come nome@esempio.it.',
      phone: 'Telefono',
    },
    deleteImage: {
      error: 'Non è stato possibile eliminare la foto. Riprova.',
      success: 'La tua foto è stata eliminata.',
    },
    notificationSettings: {
      title: 'Notifiche',
      intro: 'Scegli quali notifiche ricevere. Le modifiche vengono salvate subito.',
      readError: 'Non è stato possibile caricare le impostazioni delle notifiche.',
      error: 'Non è stato possibile salvare l’impostazione. Riprova.',
      saved: 'L’impostazione è stata salvata.',
      keys: {
        documentExpiry: 'Documenti in scadenza',
        adminMessage: 'Messaggi dell’amministrazione',
      },
    },
  },
  personDetail: {
    title: 'Scheda della persona',
    messages: 'Messaggi della scheda',
    loading: 'Caricamento…',
    retry: 'Riprova',
    back: 'Torna all’elenco degli ospiti',
    notAllowed: 'Non puoi vedere i dati delle persone.',
    status: {
      A: 'Ammesso',
      D: 'Bloccato o archiviato',
      W: 'In attesa',
      R: 'Rifiutato',
      S: 'Sospeso',
    },
    credentials: {
      yes: 'Credenziali presenti',
      no: 'Nessuna credenziale',
    },
    photo: {
      saved: 'La foto è stata salvata.',
      deleted: 'La foto è stata eliminata.',
    },
    data: {
      title: 'Dati personali',
      edit: 'Modifica',
      save: 'Salva',
      cancel: 'Annulla',
      saved: 'I dati personali sono stati salvati.',
      confirm: {
        title: 'Salvare i dati personali?',
        description: 'Le modifiche sostituiscono i dati personali attuali di questa persona.',
        confirm: 'Salva',
        cancel: 'Continua a modificare',
      },
    },
    account: {
      title: 'Account',
      cancel: 'Annulla',
      generateSubscription: {
        label: 'Genera credenziali',
        title: 'Generare le credenziali per {{name}}?',
        description: '{{name}} riceve un’e-mail con un link per scegliere la password.',
      },
      deleteSubscription: {
        label: 'Blocca',
        title: 'Bloccare l’account di {{name}}?',
        description: '{{name}} non potrà più accedere e ogni sessione aperta termina subito.',
      },
      restoreSubscription: {
        label: 'Ripristina',
        title: 'Ripristinare l’account di {{name}}?',
        description: '{{name}} potrà accedere di nuovo.',
      },
      resetSubscription: {
        label: 'Reimposta credenziali',
        title: 'Reimpostare le credenziali di {{name}}?',
        description:
          'La password attuale smette subito di funzionare; {{name}} riceve un’e-mail con un link per sceglierne una nuova.',
      },
      resetPassword: {
        label: 'Reimposta password',
        title: 'Reimpostare la password di {{name}}?',
        description: '{{name}} riceve un’e-mail con un link per scegliere una nuova password.',
      },
    },
    categories: {
      personal: 'Anagrafica',
      contacts: 'Contatti',
      stay: 'Soggiorno',
      health: 'Salute',
    },
    fields: {
      name: 'Nome',
      surname: 'Cognome',
      gender: 'Sesso',
      birthDate: 'Data di nascita',
      birthPlace: 'Luogo di nascita',
      identifierCode: 'Codice identificativo',
      description: 'Descrizione',
      email: 'E-mail',
      emailHelper: 'Inserisci un indirizzo e-mail come nome@example.org.',
      phone: 'Telefono',
      contactName: 'Persona di riferimento',
      contactRelation: 'Parentela del riferimento',
      contactPhone: 'Telefono del riferimento',
      room: 'Stanza',
      admissionDate: 'Data di ingresso',
      diet: 'Dieta',
      allergies: 'Allergie',
    },
    gender: {
      F: 'Femmina',
      M: 'Maschio',
    },
    diet: {
      normal: 'Normale',
      diabetic: 'Per diabetici',
      soft: 'Morbida',
      lowSalt: 'Iposodica',
      glutenFree: 'Senza glutine',
    },
    relation: {
      daughter: 'Figlia',
      son: 'Figlio',
      niece: 'Nipote (femmina)',
      nephew: 'Nipote (maschio)',
      spouse: 'Coniuge',
      guardian: 'Tutore',
      other: 'Altro',
    },
  },
  personalData: {
    read: {
      error: 'Non è stato possibile caricare i dati personali. Riprova.',
    },
  },
  create: {
    error: 'Non è stato possibile salvare i dati. Le modifiche sono ancora qui: riprova.',
  },
  form: {
    resetPassword: {
      error: {
        generateSubscription: 'Non è stato possibile generare le credenziali.',
        deleteSubscription: 'Non è stato possibile bloccare l’account.',
        restoreSubscription: 'Non è stato possibile ripristinare l’account.',
        resetSubscription: 'Non è stato possibile reimpostare le credenziali.',
        resetPassword: 'Non è stato possibile reimpostare la password.',
      },
    },
  },
  subscription: {
    success: {
      generateSubscription:
        'Credenziali generate: la persona riceve un’e-mail per scegliere la password.',
      deleteSubscription: 'L’account è stato bloccato.',
      restoreSubscription: 'L’account è stato ripristinato.',
      resetSubscription:
        'Credenziali reimpostate: la persona riceve un’e-mail per scegliere una nuova password.',
      resetPassword: 'Password reimpostata: la persona riceve un’e-mail per sceglierne una nuova.',
    },
  },
  profileImage: {
    error: {
      downloadAttachment: 'Non è stato possibile caricare la foto.',
    },
  },
  myInfo: {
    read: { error: 'Non è stato possibile caricare il tuo profilo. Riprova.' },
    edit: {
      error:
        'Non è stato possibile salvare i tuoi dati personali. Le modifiche sono ancora qui: riprova.',
    },
  },
  autocomplete: {
    noDataFound: 'Nessun risultato.',
  },
  formRenderer: {
    required: 'Questo campo è obbligatorio.',
    email: 'Inserisci un indirizzo e-mail valido.',
    min: 'Inserisci {{min}} o un valore successivo.',
    max: 'Inserisci {{max}} o un valore precedente.',
    maxDigits: 'Al massimo {{max}} caratteri.',
    decimal: 'Inserisci un numero come 12,5.',
    integer: 'Inserisci un numero intero.',
    remainingCharacters: 'Restano {{count}} caratteri',
    empty: 'Non indicato',
    yes: 'Sì',
    no: 'No',
    uploadChoose: 'Scegli un file',
    uploadRemove: 'Rimuovi il file',
    uploadFileName: 'Nome del file',
    uploadHelp: 'Un PDF o un’immagine.',
    uploadMaxSize: 'Il file non può superare la dimensione massima.',
    uploadTooLarge: 'Il file supera la dimensione massima.',
    autocompleteSearching: 'Ricerca in corso…',
    autocompleteSearchError: 'La ricerca non è riuscita. Premi Invio per riprovare.',
    autocompleteResultCount: '{{count}} suggerimenti',
    autocompleteRemove: 'Rimuovi {{label}}',
    autocompleteClear: 'Svuota',
  },
  success: {
    uploadImage: 'La tua foto è stata salvata.',
  },
  fields: {
    error: { read: 'Non è stato possibile caricare il modulo. Riprova.' },
  },
  /**
   * The dismiss dialog's typed word differs (docs/behaviour/people-and-guests.md#status-changes).
   */
};
