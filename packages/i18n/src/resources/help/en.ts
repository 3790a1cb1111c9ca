/** English texts of the `help` namespace: the reference every language matches. */
export const texts = {
  help: {
    title: 'Help',
    description: 'Short guides to each part of Care: what you see on a screen and how to use it.',
    search: {
      label: 'Search the help',
      placeholder: 'For example: password, export, tab',
      results_one: '{{count}} page found',
      results_other: '{{count}} pages found',
      none: 'No help page matches “{{query}}”. Try another word.',
    },
    pages: 'Help pages',
    loadError: 'The help could not be loaded. Please try again later.',
    notFound: 'This help page does not exist.',
    otherLanguage: 'This page is not available in your language; it is shown in {{language}}.',
    backToIndex: 'All help pages',
  },
};

/** The shape of the `help` namespace in every language. */
export type Texts = typeof texts;
