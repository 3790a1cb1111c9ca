import type { Texts } from './en';

/** Italian texts of the `help` namespace. */
export const texts: Texts = {
  help: {
    title: 'Guida',
    description: 'Brevi guide a ogni parte di Care: cosa trovi in una schermata e come usarla.',
    search: {
      label: 'Cerca nella guida',
      placeholder: 'Per esempio: password, esporta, scheda',
      results_one: '{{count}} pagina trovata',
      results_other: '{{count}} pagine trovate',
      none: 'Nessuna pagina della guida corrisponde a “{{query}}”. Prova con un’altra parola.',
    },
    pages: 'Pagine della guida',
    loadError: 'Non è stato possibile caricare la guida. Riprova più tardi.',
    notFound: 'Questa pagina della guida non esiste.',
    otherLanguage: 'Questa pagina non è disponibile nella tua lingua; è mostrata in {{language}}.',
    backToIndex: 'Tutte le pagine della guida',
  },
};
