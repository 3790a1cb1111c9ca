import type { Texts } from './en';

/** Italian texts of the `diary` namespace. */
export const texts: Texts = {
  diary: {
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
