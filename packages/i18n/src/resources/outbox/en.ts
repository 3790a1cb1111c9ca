/** English texts of the `outbox` namespace: the reference every language matches. */
export const texts = {
  outbox: {
    offlineStart: {
      title: 'Care is waiting for the server',
      status:
        'The server cannot be reached. Care carries on by itself as soon as it answers: it asks every 2 seconds.',
      waiting_one: '{{count}} record waits on this device.',
      waiting_other: '{{count}} records wait on this device.',
      safe: 'They are safe here and will be sent when the connection is back.',
      none: 'No records wait on this device.',
      newRecords: 'New records can be written once the connection is back.',
    },
    queued: 'Saved on this device. It will be sent when the connection is back.',
    waiting_one: '{{count}} waiting to be sent',
    waiting_other: '{{count}} waiting to be sent',
    attention_one: '{{count}} needs attention',
    attention_other: '{{count}} need attention',
    title: 'Records on this device',
    description:
      'Written while the server could not be reached. They are sent in order, by themselves, as soon as it answers.',
    close: 'Close the list',
    waitingTitle: 'Waiting to be sent',
    noneWaiting: 'Nothing is waiting to be sent.',
    attentionTitle: 'Needs attention',
    attentionHelp:
      'The server refused these records: they were not saved. Copy the text, open the chart and write it again, or discard it.',
    kinds: {
      diaryEntry: 'Diary entry',
      measurementReading: 'Measurement',
      vitalSigns: 'Vital signs round',
      measurementRound: 'Measurement round',
    },
    about: '{{kind}} for {{guest}}',
    aboutGroup: '{{kind}} for {{group}}',
    files_one: '{{count}} file: {{names}}',
    files_other: '{{count}} files: {{names}}',
    openGroup: 'Open the measurements of {{group}}',
    fileRefused:
      'The entry is saved, but the server refused the file {{file}}: {{message}} Not attached: {{names}}.',
    discardFiles:
      'The entry is already saved and stays. The files not attached ({{names}}) are deleted from this device and never sent. This cannot be undone.',
    unknownGuest: 'guest no. {{id}}',
    written: 'Written {{time}}',
    refused: 'Refused by the server: {{message}}',
    openChart: 'Open the chart',
    copy: 'Copy the text',
    copied: 'The text is copied.',
    copyFailed: 'The text could not be copied: select it and copy it by hand.',
    discard: 'Discard',
    discardTitle: 'Discard this record?',
    discardDescription:
      'It is deleted from this device and never sent: “{{text}}”. This cannot be undone.',
    keep: 'Keep it',
  },
};

/** The shape of the `outbox` namespace in every language. */
export type Texts = typeof texts;
