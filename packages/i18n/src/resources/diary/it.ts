import type { Texts } from './en';

/** Italian texts of the `diary` namespace. */
export const texts: Texts = {
  diary: {
    alerts: {
      title: 'Eventi critici',
      none: 'Nessun evento critico in attesa di presa visione.',
      count_one: 'evento critico in attesa di presa visione',
      count_other: 'eventi critici in attesa di presa visione',
      shown: '{{shown}} di {{total}} mostrati',
      critical: 'Critico',
      by: 'Scritto da {{name}}',
      categories: 'Categorie: {{categories}}',
      acknowledge: 'Prendi visione',
      acknowledgeGuest: 'Prendi visione dell’evento critico di {{guest}}',
      dialogTitle: 'Presa visione dell’evento critico',
      dialogDescription:
        'Registra l’azione intrapresa per {{guest}}. La nota viene aggiunta al diario dell’ospite.',
      note: 'Azione intrapresa',
      noteRequired: 'Scrivi l’azione intrapresa.',
      remaining: '{{count}} caratteri rimanenti',
      counted: '{{count}} di {{max}} caratteri',
      save: 'Salva',
      cancel: 'Annulla',
      success: 'Presa visione dell’evento critico di {{guest}} registrata.',
      error: 'Non è stato possibile registrare la presa visione dell’evento critico.',
      messages: 'Messaggi sugli eventi critici',
      unread_one: '{{count}} voce del diario non letta',
      unread_other: '{{count}} voci del diario non lette',
    },
    category: {
      health: 'Salute',
      behaviourMood: 'Comportamento e umore',
      nutrition: 'Alimentazione',
      mobility: 'Mobilità',
      sleep: 'Sonno',
      hygieneSkin: 'Igiene e cute',
      familySocial: 'Famiglia e socialità',
      fallIncident: 'Caduta o incidente',
      other: 'Altro',
    },
    significance: {
      routine: 'Ordinaria',
      significant: 'Rilevante',
      critical: 'Critica',
    },
    status: {
      active: 'Attiva',
      amended: 'Rettificata',
      enteredInError: 'Inserita per errore',
    },
    export: {
      occurredAt: 'Avvenuto il',
      recordedAt: 'Registrato il',
      author: 'Autore',
      categories: 'Categorie',
      significance: 'Rilevanza',
      text: 'Testo',
      status: 'Stato',
    },
  },
};
