import type { Texts } from './en';

/** Spanish texts of the `exports` namespace. */
export const texts: Texts = {
  exports: {
    pdf: {
      facility: 'Centro: {{name}}',
      guest: 'Residente: {{name}}',
      groupGuests: 'Huéspedes: {{count}}, uno tras otro',
      born: 'nacido/a el {{date}}',
      period: 'Periodo: {{from}} – {{to}}',
      footer: 'Página {{page}} de {{pages}} · impreso por {{user}} el {{at}}',
      empty: 'No hay registros en este periodo.',
    },
    column: {
      guest: 'Huésped',
    },
    type: {
      STATUS_HISTORY: 'Historial de estados',
      DIARY: 'Diario',
    },
    statusHistory: {
      date: 'Fecha de efecto',
      from: 'Estado anterior',
      to: 'Nuevo estado',
      cause: 'Causa',
      recordedAt: 'Registrado el',
      recordedBy: 'Registrado por',
      initialData: 'Datos del centro',
    },
    status: {
      A: 'Admitido',
      W: 'En espera',
      S: 'Suspendido',
      D: 'Archivado',
      R: 'Rechazado',
    },
    cause: {
      registered: 'Registrado',
      admitted: 'Admitido',
      suspended: 'Suspendido',
      readmitted: 'Readmitido',
      rejected: 'Rechazado',
      blocked: 'Acceso bloqueado',
      restored: 'Acceso restablecido',
    },
    dialog: {
      open: 'Exportar',
      title: 'Exportar: {{title}}',
      groupTitle: 'Exportar: {{title}} de {{group}}',
      from: 'Desde',
      to: 'Hasta',
      format: 'Formato',
      csv: 'CSV (hoja de cálculo)',
      pdf: 'PDF (impresión)',
      download: 'Descargar',
      cancel: 'Cancelar',
      progress: 'Preparando la exportación…',
      done: 'La exportación se ha descargado.',
      error: 'No se ha podido exportar. Inténtalo de nuevo.',
      periodOrder: 'El primer día no puede ser posterior al último.',
      required: 'Introduce los dos días.',
    },
  },
};
