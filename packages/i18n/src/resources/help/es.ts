import type { Texts } from './en';

/** Spanish texts of the `help` namespace. */
export const texts: Texts = {
  help: {
    title: 'Ayuda',
    description: 'Guías breves de cada parte de Care: qué ves en una pantalla y cómo usarla.',
    search: {
      label: 'Buscar en la ayuda',
      placeholder: 'Por ejemplo: contraseña, exportar, pestaña',
      results_one: '{{count}} página encontrada',
      results_other: '{{count}} páginas encontradas',
      none: 'Ninguna página de ayuda coincide con «{{query}}». Prueba con otra palabra.',
    },
    pages: 'Páginas de ayuda',
    loadError: 'No se pudo cargar la ayuda. Inténtalo de nuevo más tarde.',
    notFound: 'Esta página de ayuda no existe.',
    otherLanguage: 'Esta página no está disponible en tu idioma; se muestra en {{language}}.',
    backToIndex: 'Todas las páginas de ayuda',
  },
};
