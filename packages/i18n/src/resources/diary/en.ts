/**
 * English texts of the `diary` namespace: the reference every language matches. The server seeds
 * them as terms too: the category names (`diary.category.*`) and the export's column headers.
 */
export const texts = {
  diary: {
    category: {
      health: 'Health',
      behaviourMood: 'Behaviour and mood',
      nutrition: 'Nutrition',
      mobility: 'Mobility',
      sleep: 'Sleep',
      hygieneSkin: 'Hygiene and skin',
      familySocial: 'Family and social',
      fallIncident: 'Fall or incident',
      other: 'Other',
    },
    significance: {
      routine: 'Routine',
      significant: 'Significant',
      critical: 'Critical',
    },
    status: {
      active: 'Active',
      amended: 'Amended',
      enteredInError: 'Entered in error',
    },
    export: {
      occurredAt: 'Occurred at',
      recordedAt: 'Recorded at',
      author: 'Author',
      categories: 'Categories',
      significance: 'Significance',
      text: 'Text',
      status: 'Status',
    },
  },
};

/** The shape of the `diary` namespace in every language. */
export type Texts = typeof texts;
