/** English texts of the `exports` namespace: the reference every language matches. */
export const texts = {
  exports: {
    pdf: {
      facility: 'Facility: {{name}}',
      guest: 'Guest: {{name}}',
      groupGuests: 'Guests: {{count}}, one after the other',
      born: 'born {{date}}',
      period: 'Period: {{from}} – {{to}}',
      footer: 'Page {{page}} of {{pages}} · printed by {{user}} on {{at}}',
      empty: 'No records in this period.',
    },
    column: {
      guest: 'Guest',
    },
    type: {
      STATUS_HISTORY: 'Status history',
      DIARY: 'Diary',
    },
    statusHistory: {
      date: 'Effective date',
      from: 'Previous status',
      to: 'New status',
      cause: 'Cause',
      recordedAt: 'Recorded at',
      recordedBy: 'Recorded by',
      initialData: 'Facility records',
    },
    status: {
      A: 'Admitted',
      W: 'Waiting',
      S: 'Suspended',
      D: 'Archived',
      R: 'Rejected',
    },
    cause: {
      registered: 'Registered',
      admitted: 'Admitted',
      suspended: 'Suspended',
      readmitted: 'Re-admitted',
      rejected: 'Rejected',
      blocked: 'Login blocked',
      restored: 'Login restored',
    },
    dialog: {
      open: 'Export',
      title: 'Export: {{title}}',
      groupTitle: 'Export: {{title}} of {{group}}',
      from: 'From',
      to: 'To',
      format: 'Format',
      csv: 'CSV (spreadsheet)',
      pdf: 'PDF (print)',
      download: 'Download',
      cancel: 'Cancel',
      progress: 'Preparing the export…',
      done: 'The export has been downloaded.',
      error: 'The export could not be made. Please try again.',
      periodOrder: 'The first day must not be after the last.',
      required: 'Enter both days.',
    },
  },
};

/** The shape of the `exports` namespace in every language. */
export type Texts = typeof texts;
