/** English texts of the `documents` namespace: the reference every language matches. */
export const texts = {
  documents: {
    title: 'Personal documents',
    description:
      'Consents, care plans, identity papers and medical letters. Open a document to see its content, who may read it, its attachments and their history.',
    new: 'New document',
    messages: 'Messages',
    loadError: 'The documents could not be loaded.',
    all: { title: 'All documents', empty: 'No documents yet. Create one with “New document”.' },
    toExpire: { title: 'About to expire', empty: 'No document is about to expire.' },
    expired: { title: 'Expired', empty: 'No document has expired.' },
    expiresOn: 'Expires on {{date}}',
    expiredOn: 'Expired on {{date}}',
    owner: 'Belongs to {{name}}',
    drawer: {
      newTitle: 'New document',
      description: 'Content, permissions, attachments and history of the document.',
      loading: 'Loading the document…',
      close: 'Close the document',
    },
    tabs: {
      label: 'Parts of the document',
      content: 'Content',
      permission: 'Permissions',
      attachment: 'Attachments ({{count}})',
      history: 'History',
    },
    fields: {
      name: 'Name',
      nameRequired: 'Enter a name for the document.',
      description: 'Description',
      expiration: 'Expiration',
      state: 'Active',
      stateHelp: 'Can be switched on once the document has an expiration.',
      tag: 'Tag',
      noTag: 'No tag',
    },
    counter: {
      remaining: '{{count}} characters left',
      count: '{{count}} of {{max}} characters',
    },
    permission: {
      intro:
        'For each role, choose whether it may change the document, only read it, or not see it at all.',
      W: 'Write',
      R: 'Read',
      N: 'No access',
      yourRole: 'Your role',
      fixed: 'Set by the facility',
    },
    access: {
      deniedTitle: 'Access denied',
      deniedDescription:
        'You are not allowed to see this document. If you need it, ask its owner or an administrator.',
      readOnly: 'You can read this document but not change it.',
    },
    actions: {
      save: 'Save',
      saving: 'Saving…',
      cancel: 'Cancel',
      close: 'Close',
      confirm: 'OK',
      retry: 'Try again',
    },
    read: { error: 'The document could not be loaded.' },
    attachments: {
      upload: 'Add attachment',
      count: '{{count}} of {{max}} attachments',
      uploading: 'Uploading “{{name}}”…',
      progress: 'Upload of “{{name}}”',
      failed: '“{{name}}” was not uploaded.',
      retry: 'Try again',
      discard: 'Discard',
      empty: 'No attachments yet.',
      list: 'Attachments',
      addedBy: 'added by {{name}} on {{date}}',
      addedOn: 'added on {{date}}',
      viewShort: 'View',
      view: 'View “{{name}}”',
      downloadShort: 'Download',
      download: 'Download “{{name}}”',
      archiveShort: 'Archive',
      archive: 'Archive “{{name}}”',
    },
    tooManyAttachments:
      'This document has {{max}} attachments, the most it can have. Archive one to add another.',
    alreadyExists: {
      title: 'An attachment with this name exists',
      description:
        'This document already has an attachment called “{{name}}”, so the file was not uploaded. Rename the file, or archive the other attachment first.',
    },
    archive: {
      title: 'Archive “{{name}}”?',
      description:
        'The attachment leaves the list but stays in the history of the document. Nothing is deleted.',
      confirm: 'Archive',
    },
    history: {
      list: 'History of the attachments',
      empty: 'Nothing has happened to the attachments yet.',
      uploaded: '“{{name}}” added',
      uploadedBy: '“{{name}}” added by {{user}}',
      archived: '“{{name}}” archived',
      archivedBy: '“{{name}}” archived by {{user}}',
      error: 'The history could not be loaded.',
    },
    save: {
      snackbar: {
        success: 'The document was saved.',
        error: 'The document could not be saved. Your changes are still here: please try again.',
      },
    },
    upload: {
      snackbar: {
        success: 'The attachment was added.',
        error: 'The attachment could not be uploaded. Please try again.',
      },
    },
    deleteAttachment: {
      snackbar: {
        success: 'The attachment was archived.',
        error: 'The attachment could not be archived. Please try again.',
      },
    },
    readFields: {
      snackbar: {
        success: 'The document form is ready.',
        error: 'The document form could not be loaded. Please try again.',
      },
    },
  },
};

/** The shape of the `documents` namespace in every language. */
export type Texts = typeof texts;
