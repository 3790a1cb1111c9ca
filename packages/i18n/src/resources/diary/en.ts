/**
 * English texts of the `diary` namespace: the reference every language matches. The server seeds
 * them as terms too: the category names (`diary.category.*`) and the export's column headers.
 */
export const texts = {
  diary: {
    alerts: {
      title: 'Critical events',
      none: 'No critical event is waiting for acknowledgement.',
      count_one: 'critical event waiting for acknowledgement',
      count_other: 'critical events waiting for acknowledgement',
      shown: '{{shown}} of {{total}} shown',
      critical: 'Critical',
      by: 'Written by {{name}}',
      categories: 'Categories: {{categories}}',
      acknowledge: 'Acknowledge',
      acknowledgeGuest: 'Acknowledge the critical event of {{guest}}',
      dialogTitle: 'Acknowledge the critical event',
      dialogDescription:
        'Record the action taken for {{guest}}. The note is added to the guest’s diary.',
      note: 'Action taken',
      noteRequired: 'Write the action taken.',
      remaining: '{{count}} characters left',
      counted: '{{count}} of {{max}} characters',
      save: 'Save',
      cancel: 'Cancel',
      success: 'The critical event of {{guest}} is acknowledged.',
      error: 'The critical event could not be acknowledged.',
      messages: 'Messages about critical events',
      unread_one: '{{count}} unread diary entry',
      unread_other: '{{count}} unread diary entries',
    },
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
