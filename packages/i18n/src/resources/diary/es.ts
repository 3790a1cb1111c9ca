import type { Texts } from './en';

/** Spanish texts of the `diary` namespace. */
export const texts: Texts = {
  diary: {
    category: {
      health: 'Salud',
      behaviourMood: 'Conducta y estado de ánimo',
      nutrition: 'Alimentación',
      mobility: 'Movilidad',
      sleep: 'Sueño',
      hygieneSkin: 'Higiene y piel',
      familySocial: 'Familia y vida social',
      fallIncident: 'Caída o incidente',
      other: 'Otros',
    },
    significance: {
      routine: 'Rutinaria',
      significant: 'Relevante',
      critical: 'Crítica',
    },
    status: {
      active: 'Activa',
      amended: 'Rectificada',
      enteredInError: 'Introducida por error',
    },
    export: {
      occurredAt: 'Ocurrido el',
      recordedAt: 'Registrado el',
      author: 'Autor',
      categories: 'Categorías',
      significance: 'Relevancia',
      text: 'Texto',
      status: 'Estado',
    },
  },
};
