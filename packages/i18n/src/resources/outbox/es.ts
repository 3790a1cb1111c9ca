import type { Texts } from './en';

/** Spanish texts of the `outbox` namespace. */
export const texts: Texts = {
  outbox: {
    offlineStart: {
      title: 'Care espera al servidor',
      status:
        'No se puede conectar con el servidor. Care continúa solo en cuanto responda: lo consulta cada 2 segundos.',
      waiting_one: '{{count}} registro espera en este dispositivo.',
      waiting_other: '{{count}} registros esperan en este dispositivo.',
      safe: 'Están seguros aquí y se enviarán cuando vuelva la conexión.',
      none: 'Ningún registro espera en este dispositivo.',
      newRecords: 'Se podrán escribir nuevos registros cuando vuelva la conexión.',
    },
    queued: 'Guardado en este dispositivo. Se enviará cuando vuelva la conexión.',
    waiting_one: '{{count}} pendiente de envío',
    waiting_other: '{{count}} pendientes de envío',
    attention_one: '{{count}} requiere atención',
    attention_other: '{{count}} requieren atención',
    title: 'Registros en este dispositivo',
    description:
      'Escritos mientras no se podía llegar al servidor. Se envían en orden, solos, en cuanto responde.',
    close: 'Cerrar la lista',
    waitingTitle: 'Pendientes de envío',
    noneWaiting: 'No hay nada pendiente de envío.',
    attentionTitle: 'Requiere atención',
    attentionHelp:
      'El servidor rechazó estos registros: no se guardaron. Copie el texto, abra la historia y escríbalo de nuevo, o descártelo.',
    kinds: {
      diaryEntry: 'Entrada del diario',
      measurementReading: 'Medición',
      vitalSigns: 'Ronda de signos vitales',
      measurementRound: 'Ronda de mediciones',
    },
    about: '{{kind}} de {{guest}}',
    aboutGroup: '{{kind}} de {{group}}',
    files_one: '{{count}} archivo: {{names}}',
    files_other: '{{count}} archivos: {{names}}',
    openGroup: 'Abrir las mediciones de {{group}}',
    fileRefused:
      'La anotación está guardada, pero el servidor rechazó el archivo {{file}}: {{message}} No adjuntados: {{names}}.',
    discardFiles:
      'La anotación ya está guardada y se mantiene. Los archivos no adjuntados ({{names}}) se eliminan de este dispositivo y nunca se envían. No se puede deshacer.',
    unknownGuest: 'huésped n.º {{id}}',
    written: 'Escrito {{time}}',
    refused: 'Rechazado por el servidor: {{message}}',
    openChart: 'Abrir la historia',
    copy: 'Copiar el texto',
    copied: 'El texto se ha copiado.',
    copyFailed: 'No se pudo copiar el texto: selecciónelo y cópielo a mano.',
    discard: 'Descartar',
    discardTitle: '¿Descartar este registro?',
    discardDescription:
      'Se borra de este dispositivo y no se enviará nunca: «{{text}}». No se puede deshacer.',
    keep: 'Conservarlo',
  },
};
