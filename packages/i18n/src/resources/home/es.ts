import type { Texts } from './en';

/** Spanish texts of the `home` namespace. */
export const texts: Texts = {
  home: {
    widgetsLabel: 'Resumen',
    retry: 'Reintentar',
    widgetError: 'Esta parte de la página no se puede mostrar.',
    widgets: {
      criticalEvents: {
        title: 'Eventos críticos',
        none: 'Ningún evento crítico espera confirmación.',
        count_one: 'evento crítico en espera de confirmación',
        count_other: 'eventos críticos en espera de confirmación',
        shown: '{{shown}} de {{total}} mostrados',
        critical: 'Crítico',
        by: 'Escrito por {{name}}',
        acknowledge: 'Confirmar',
        acknowledgeGuest: 'Confirmar el evento crítico de {{guest}}',
      },
      criticalValues: {
        title: 'Valores críticos',
        none: 'Ninguna alerta de medición espera una acción.',
        count_one: 'alerta de medición espera una acción',
        count_other: 'alertas de medición esperan una acción',
        shown: '{{shown}} de {{total}} mostradas',
        open: 'Abrir las mediciones de {{guest}}',
      },
      more_one: 'y {{count}} más',
      more_other: 'y {{count}} más',
      documents: 'Abrir los documentos',
      documentOf: '{{owner}} · caduca el {{date}}',
      guests: {
        title: 'Huéspedes',
        open: 'Abrir la lista de huéspedes',
        admitted: 'ingresados',
        waiting: 'en espera',
        suspended: 'suspendidos',
      },
      birthdays: {
        title: 'Cumpleaños',
        none: 'No hay cumpleaños esta semana.',
        countToday: 'hoy',
        countWeek_one: '{{count}} cumpleaños en los próximos 7 días',
        countWeek_other: '{{count}} cumpleaños en los próximos 7 días',
        today: 'Hoy, cumple {{age}} años',
        tomorrow: 'Mañana, cumple {{age}} años',
        on: '{{date}}, cumple {{age}} años',
      },
      allergies: {
        title: 'Alergias',
        none: 'Ningún huésped ingresado tiene alergias registradas.',
        count_one: 'huésped con alergia',
        count_other: 'huéspedes con alergias',
        detail: 'Alergia: {{allergies}}',
      },
      toExpire: {
        title: 'Documentos a punto de caducar',
        none: 'Ningún documento caduca pronto.',
        count_one: 'documento caduca pronto',
        count_other: 'documentos caducan pronto',
      },
      expired: {
        title: 'Documentos caducados',
        none: 'Ningún documento ha caducado.',
        count_one: 'documento ha caducado',
        count_other: 'documentos han caducado',
      },
    },
  },
};
