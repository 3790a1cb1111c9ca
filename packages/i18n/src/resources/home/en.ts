/** English texts of the `home` namespace: the reference every language matches. */
export const texts = {
  home: {
    widgetsLabel: 'Overview',
    retry: 'Try again',
    widgetError: 'This part of the page could not be shown.',
    widgets: {
      criticalEvents: {
        title: 'Critical events',
        none: 'No critical event is waiting for acknowledgement.',
        count_one: 'critical event waiting for acknowledgement',
        count_other: 'critical events waiting for acknowledgement',
        shown: '{{shown}} of {{total}} shown',
        critical: 'Critical',
        by: 'Written by {{name}}',
        acknowledge: 'Acknowledge',
        acknowledgeGuest: 'Acknowledge the critical event of {{guest}}',
      },
      criticalValues: {
        title: 'Critical values',
        none: 'No measurement alert is waiting for an action.',
        count_one: 'measurement alert waiting for an action',
        count_other: 'measurement alerts waiting for an action',
        shown: '{{shown}} of {{total}} shown',
        open: 'Open the measurements of {{guest}}',
      },
      more_one: 'and {{count}} more',
      more_other: 'and {{count}} more',
      documents: 'Open the documents',
      documentOf: '{{owner}} · expires {{date}}',
      guests: {
        title: 'Guests',
        open: 'Open the guest list',
        admitted: 'admitted',
        waiting: 'waiting',
        suspended: 'suspended',
      },
      birthdays: {
        title: 'Birthdays',
        none: 'No birthdays this week.',
        countToday: 'today',
        countWeek_one: '{{count}} birthday in the next 7 days',
        countWeek_other: '{{count}} birthdays in the next 7 days',
        today: 'Today, turns {{age}}',
        tomorrow: 'Tomorrow, turns {{age}}',
        on: '{{date}}, turns {{age}}',
      },
      allergies: {
        title: 'Allergies',
        none: 'No admitted guest has an allergy recorded.',
        count_one: 'guest with an allergy',
        count_other: 'guests with allergies',
        detail: 'Allergy: {{allergies}}',
      },
      toExpire: {
        title: 'Documents about to expire',
        none: 'No document expires soon.',
        count_one: 'document expires soon',
        count_other: 'documents expire soon',
      },
      expired: {
        title: 'Expired documents',
        none: 'No document has expired.',
        count_one: 'document has expired',
        count_other: 'documents have expired',
      },
    },
  },
};

/** The shape of the `home` namespace in every language. */
export type Texts = typeof texts;
