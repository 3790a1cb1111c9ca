import type { Texts } from './en';

/** Spanish texts of the `diary` namespace. */
export const texts: Texts = {
  diary: {
    alerts: {
      title: 'Eventos críticos',
      none: 'Ningún evento crítico espera confirmación.',
      count_one: 'evento crítico en espera de confirmación',
      count_other: 'eventos críticos en espera de confirmación',
      shown: '{{shown}} de {{total}} mostrados',
      critical: 'Crítico',
      by: 'Escrito por {{name}}',
      categories: 'Categorías: {{categories}}',
      acknowledge: 'Confirmar',
      acknowledgeGuest: 'Confirmar el evento crítico de {{guest}}',
      dialogTitle: 'Confirmar el evento crítico',
      dialogDescription:
        'Registre la acción tomada para {{guest}}. La nota se añade al diario del huésped.',
      note: 'Acción tomada',
      noteRequired: 'Escriba la acción tomada.',
      remaining: 'Quedan {{count}} caracteres',
      counted: '{{count}} de {{max}} caracteres',
      save: 'Guardar',
      cancel: 'Cancelar',
      success: 'El evento crítico de {{guest}} está confirmado.',
      error: 'No se pudo confirmar el evento crítico.',
      messages: 'Mensajes sobre eventos críticos',
      unread_one: '{{count}} entrada del diario sin leer',
      unread_other: '{{count}} entradas del diario sin leer',
    },
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
