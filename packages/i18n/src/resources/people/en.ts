/** English texts of the `people` namespace: the reference every language matches. */
export const texts = {
  profilePage: {
    title: 'My profile',
    intro: 'Your photo, your personal data and the notifications you receive.',
    messages: 'Messages',
    loading: 'Loading your profile…',
    retry: 'Try again',
    noDescription: 'No description yet. Add one by editing your personal data.',
    photo: {
      label: 'Profile photo of {{name}}',
      change: 'Change the profile photo of {{name}}',
      dialogTitle: 'Profile photo',
      choose: 'Choose a photo',
      takePhoto: 'Take a photo',
      capture: 'Capture',
      back: 'Back',
      delete: 'Delete photo',
      cancel: 'Cancel',
      cameraPreview: 'Camera preview',
      cameraError: 'The camera is not available. Choose a photo instead.',
      imageError: 'This file is not a picture that can be used.',
      saving: 'Saving the photo…',
    },
    data: {
      title: 'Personal data',
      edit: 'Edit',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Your personal data was saved.',
      confirm: {
        title: 'Save your personal data?',
        description: 'The changes replace your current personal data.',
        confirm: 'Save',
        cancel: 'Keep editing',
      },
      currentPassword: {
        label: 'Current password',
        hint: 'Your e-mail address receives the password reset links: to change it, enter your current password.',
        required: 'Enter your current password to change your e-mail address.',
        show: 'Show password',
        hide: 'Hide password',
      },
    },
    categories: { personal: 'About you', contacts: 'Contacts' },
    fields: {
      name: 'Name',
      surname: 'Surname',
      birthDate: 'Date of birth',
      identifierCode: 'Identifier code',
      description: 'Description',
      email: 'E-mail',
      emailHelper: 'Enter an e-mail address such as name@example.org.',
      phone: 'Phone',
    },
    deleteImage: {
      error: 'The photo could not be deleted. Please try again.',
      success: 'Your photo was deleted.',
    },
    notificationSettings: {
      title: 'Notifications',
      intro: 'Choose which notifications you receive. Changes are saved at once.',
      readError: 'The notification settings could not be loaded.',
      error: 'The setting could not be saved. Please try again.',
      saved: 'The setting was saved.',
      keys: {
        documentExpiry: 'Documents about to expire',
        adminMessage: 'Messages from the administration',
      },
    },
  },
  personDetail: {
    title: 'Person detail',
    messages: 'Person detail messages',
    loading: 'Loading…',
    retry: 'Try again',
    back: 'Back to the guest list',
    notAllowed: 'You cannot see the details of people.',
    status: {
      A: 'Admitted',
      D: 'Blocked or archived',
      W: 'Waiting',
      R: 'Rejected',
      S: 'Suspended',
    },
    credentials: {
      yes: 'Has credentials',
      no: 'No credentials yet',
    },
    photo: {
      saved: 'The photo was saved.',
      deleted: 'The photo was deleted.',
    },
    data: {
      title: 'Personal data',
      edit: 'Edit',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'The personal data was saved.',
      confirm: {
        title: 'Save the personal data?',
        description: 'The changes replace the current personal data of this person.',
        confirm: 'Save',
        cancel: 'Keep editing',
      },
    },
    account: {
      title: 'Account',
      cancel: 'Cancel',
      generateSubscription: {
        label: 'Generate credentials',
        title: 'Generate credentials for {{name}}?',
        description: '{{name}} receives an e-mail with a link to choose a password.',
      },
      deleteSubscription: {
        label: 'Block',
        title: 'Block the account of {{name}}?',
        description: '{{name}} can no longer sign in, and any open session ends at once.',
      },
      restoreSubscription: {
        label: 'Restore',
        title: 'Restore the account of {{name}}?',
        description: '{{name}} can sign in again.',
      },
      resetSubscription: {
        label: 'Reset credentials',
        title: 'Reset the credentials of {{name}}?',
        description:
          'The current password stops working at once; {{name}} receives an e-mail with a link to choose a new one.',
      },
      resetPassword: {
        label: 'Reset password',
        title: 'Reset the password of {{name}}?',
        description: '{{name}} receives an e-mail with a link to choose a new password.',
      },
    },
    categories: {
      personal: 'Identity',
      contacts: 'Contacts',
      stay: 'Stay',
      health: 'Health',
    },
    fields: {
      name: 'Name',
      surname: 'Surname',
      gender: 'Gender',
      birthDate: 'Date of birth',
      birthPlace: 'Place of birth',
      identifierCode: 'Identifier code',
      description: 'Description',
      email: 'E-mail',
      emailHelper: 'Enter an e-mail address such as name@example.org.',
      phone: 'Phone',
      contactName: 'Contact person',
      contactRelation: 'Relation of the contact',
      contactPhone: 'Phone of the contact',
      room: 'Room',
      admissionDate: 'Admission date',
      diet: 'Diet',
      allergies: 'Allergies',
    },
    gender: {
      F: 'Female',
      M: 'Male',
    },
    diet: {
      normal: 'Normal',
      diabetic: 'Diabetic',
      soft: 'Soft',
      lowSalt: 'Low salt',
      glutenFree: 'Gluten free',
    },
    relation: {
      daughter: 'Daughter',
      son: 'Son',
      niece: 'Niece',
      nephew: 'Nephew',
      spouse: 'Spouse',
      guardian: 'Guardian',
      other: 'Other',
    },
  },
  guestChart: {
    title: 'Guest chart',
    header: 'Chart of {{name}}',
    photo: 'Photo of {{name}}',
    age_one: '{{count}} year',
    age_other: '{{count}} years',
    ageUnknown: 'Age unknown',
    room: 'Room {{room}}',
    allergies: 'Allergies: {{allergies}}',
    noAllergies: 'No known allergies',
    readError: 'The guest chart could not be read.',
    tabs: {
      label: 'Sections of the guest chart',
      menu: 'Section',
      summary: 'Summary',
      personal: 'Personal data',
      documents: 'Documents',
    },
    facts: {
      birthDate: 'Date of birth',
      room: 'Room',
      group: 'Group',
      diet: 'Diet',
      diagnoses: 'Main diagnoses',
      doctor: 'Attending doctor',
      contact: 'Contact person',
    },
    none: {
      birthDate: 'Not recorded',
      room: 'No room',
      group: 'No group',
      diet: 'Not recorded',
      diagnoses: 'None recorded',
      doctor: 'None assigned',
      contact: 'Not recorded',
    },
    summary: {
      facts: 'At a glance',
      recentDocuments: 'Recent documents',
      allDocuments: 'All documents',
    },
    documents: {
      title: 'Documents of the guest',
    },
  },
  personalData: {
    read: {
      error: 'The personal data could not be loaded. Please try again.',
    },
  },
  create: {
    error: 'The data could not be saved. Your changes are still here: please try again.',
  },
  form: {
    resetPassword: {
      error: {
        generateSubscription: 'The credentials could not be generated.',
        deleteSubscription: 'The account could not be blocked.',
        restoreSubscription: 'The account could not be restored.',
        resetSubscription: 'The credentials could not be reset.',
        resetPassword: 'The password could not be reset.',
      },
    },
  },
  subscription: {
    success: {
      generateSubscription:
        'The credentials were generated: the person receives an e-mail to choose a password.',
      deleteSubscription: 'The account was blocked.',
      restoreSubscription: 'The account was restored.',
      resetSubscription:
        'The credentials were reset: the person receives an e-mail to choose a new password.',
      resetPassword: 'The password was reset: the person receives an e-mail to choose a new one.',
    },
  },
  profileImage: {
    error: {
      downloadAttachment: 'The photo could not be loaded.',
    },
  },
  myInfo: {
    read: { error: 'Your profile could not be loaded. Please try again.' },
    edit: {
      error:
        'Your personal data could not be saved. Your changes are still here: please try again.',
    },
  },
  autocomplete: {
    noDataFound: 'Nothing found.',
  },
  formRenderer: {
    required: 'This field is required.',
    email: 'Enter a valid e-mail address.',
    min: 'Enter {{min}} or later.',
    max: 'Enter {{max}} or earlier.',
    maxDigits: 'At most {{max}} characters.',
    decimal: 'Enter a number such as 12,5.',
    integer: 'Enter a whole number.',
    remainingCharacters: '{{count}} characters left',
    empty: 'Not given',
    yes: 'Yes',
    no: 'No',
    uploadChoose: 'Choose a file',
    uploadRemove: 'Remove the file',
    uploadFileName: 'File name',
    uploadHelp: 'A PDF or an image.',
    uploadMaxSize: 'The file may not exceed the maximum size.',
    uploadTooLarge: 'The file is larger than the maximum size.',
    autocompleteSearching: 'Searching…',
    autocompleteSearchError: 'The search failed. Press Enter to try again.',
    autocompleteResultCount: '{{count}} suggestions',
    autocompleteRemove: 'Remove {{label}}',
    autocompleteClear: 'Clear',
  },
  success: {
    uploadImage: 'Your photo was saved.',
  },
  fields: {
    error: { read: 'The form could not be loaded. Please try again.' },
  },
  /**
   * The dismiss dialog's typed word differs (docs/behaviour/people-and-guests.md#status-changes).
   */
};

/** The shape of the `people` namespace in every language. */
export type Texts = typeof texts;
