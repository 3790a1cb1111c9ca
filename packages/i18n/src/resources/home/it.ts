import type { Texts } from './en';

/** Italian texts of the `home` namespace. */
export const texts: Texts = {
  home: {
    widgetsLabel: 'Panoramica',
    retry: 'Riprova',
    widgetError: 'Questa parte della pagina non può essere mostrata.',
    widgets: {
      criticalEvents: {
        title: 'Eventi critici',
        none: 'Nessun evento critico in attesa di presa visione.',
        count_one: 'evento critico in attesa di presa visione',
        count_other: 'eventi critici in attesa di presa visione',
        shown: '{{shown}} di {{total}} mostrati',
        critical: 'Critico',
        by: 'Scritto da {{name}}',
        acknowledge: 'Prendi visione',
        acknowledgeGuest: 'Prendi visione dell’evento critico di {{guest}}',
      },
      criticalValues: {
        title: 'Valori critici',
        none: 'Nessuna allerta di misurazione attende un intervento.',
        count_one: 'allerta di misurazione in attesa di un intervento',
        count_other: 'allerte di misurazione in attesa di un intervento',
        shown: '{{shown}} di {{total}} mostrate',
        open: 'Apri le misurazioni di {{guest}}',
      },
      more_one: 'e altri {{count}}',
      more_other: 'e altri {{count}}',
      documents: 'Apri i documenti',
      documentOf: '{{owner}} · scade il {{date}}',
      guests: {
        title: 'Ospiti',
        open: 'Apri l’elenco ospiti',
        admitted: 'presenti',
        waiting: 'in attesa',
        suspended: 'sospesi',
      },
      birthdays: {
        title: 'Compleanni',
        none: 'Nessun compleanno questa settimana.',
        countToday: 'oggi',
        countWeek_one: '{{count}} compleanno nei prossimi 7 giorni',
        countWeek_other: '{{count}} compleanni nei prossimi 7 giorni',
        today: 'Oggi, compie {{age}} anni',
        tomorrow: 'Domani, compie {{age}} anni',
        on: '{{date}}, compie {{age}} anni',
      },
      allergies: {
        title: 'Allergie',
        none: 'Nessun ospite presente ha allergie registrate.',
        count_one: 'ospite con allergia',
        count_other: 'ospiti con allergie',
        detail: 'Allergia: {{allergies}}',
      },
      toExpire: {
        title: 'Documenti in scadenza',
        none: 'Nessun documento in scadenza.',
        count_one: 'documento in scadenza',
        count_other: 'documenti in scadenza',
      },
      expired: {
        title: 'Documenti scaduti',
        none: 'Nessun documento scaduto.',
        count_one: 'documento scaduto',
        count_other: 'documenti scaduti',
      },
    },
  },
};
