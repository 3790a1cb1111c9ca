import type { Texts } from './en';

/** Italian texts of the `outbox` namespace. */
export const texts: Texts = {
  outbox: {
    offlineStart: {
      title: 'Care attende il server',
      status:
        'Il server non è raggiungibile. Care prosegue da solo appena risponde: lo chiede ogni 2 secondi.',
      waiting_one: '{{count}} dato attende su questo dispositivo.',
      waiting_other: '{{count}} dati attendono su questo dispositivo.',
      safe: 'Sono al sicuro qui e saranno inviati quando la connessione torna.',
      none: 'Nessun dato attende su questo dispositivo.',
      newRecords: 'Nuovi dati si potranno scrivere quando la connessione torna.',
    },
    queued: 'Salvato su questo dispositivo. Verrà inviato quando la connessione torna.',
    waiting_one: '{{count}} in attesa di invio',
    waiting_other: '{{count}} in attesa di invio',
    attention_one: '{{count}} richiede attenzione',
    attention_other: '{{count}} richiedono attenzione',
    title: 'Dati su questo dispositivo',
    description:
      'Scritti mentre il server non era raggiungibile. Vengono inviati in ordine, da soli, appena risponde.',
    close: 'Chiudi l’elenco',
    waitingTitle: 'In attesa di invio',
    noneWaiting: 'Nulla è in attesa di invio.',
    attentionTitle: 'Richiede attenzione',
    attentionHelp:
      'Il server ha rifiutato questi dati: non sono stati salvati. Copia il testo, apri la cartella e scrivilo di nuovo, oppure scartalo.',
    kinds: {
      diaryEntry: 'Annotazione del diario',
      measurementReading: 'Misurazione',
      vitalSigns: 'Giro dei parametri vitali',
      measurementRound: 'Giro di misurazioni',
    },
    about: '{{kind}} per {{guest}}',
    aboutGroup: '{{kind}} per {{group}}',
    files_one: '{{count}} file: {{names}}',
    files_other: '{{count}} file: {{names}}',
    openGroup: 'Apri le misurazioni di {{group}}',
    fileRefused:
      'L’annotazione è salvata, ma il server ha rifiutato il file {{file}}: {{message}} Non allegati: {{names}}.',
    discardFiles:
      'L’annotazione è già salvata e resta. I file non allegati ({{names}}) vengono eliminati da questo dispositivo e non saranno mai inviati. Non si può annullare.',
    unknownGuest: 'ospite n. {{id}}',
    written: 'Scritto {{time}}',
    refused: 'Rifiutato dal server: {{message}}',
    openChart: 'Apri la cartella',
    copy: 'Copia il testo',
    copied: 'Il testo è stato copiato.',
    copyFailed: 'Non è stato possibile copiare il testo: selezionalo e copialo a mano.',
    discard: 'Scarta',
    discardTitle: 'Scartare questo dato?',
    discardDescription:
      'Viene eliminato da questo dispositivo e non sarà mai inviato: «{{text}}». Non si può annullare.',
    keep: 'Tienilo',
  },
};
