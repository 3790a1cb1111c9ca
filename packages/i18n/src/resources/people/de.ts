import type { Texts } from './en';

/** German texts of the `people` namespace. */
export const texts: Texts = {
  profilePage: {
    title: 'Mein Profil',
    intro: 'Ihr Foto, Ihre persönlichen Daten und die Benachrichtigungen, die Sie erhalten.',
    messages: 'Meldungen',
    loading: 'Ihr Profil wird geladen…',
    retry: 'Erneut versuchen',
    noDescription:
      'Noch keine Beschreibung. Fügen Sie eine hinzu, indem Sie Ihre persönlichen Daten bearbeiten.',
    photo: {
      label: 'Profilfoto von {{name}}',
      change: 'Profilfoto von {{name}} ändern',
      dialogTitle: 'Profilfoto',
      choose: 'Foto auswählen',
      takePhoto: 'Foto aufnehmen',
      capture: 'Auslösen',
      back: 'Zurück',
      delete: 'Foto löschen',
      cancel: 'Abbrechen',
      cameraPreview: 'Kameravorschau',
      cameraError: 'Die Kamera ist nicht verfügbar. Wählen Sie stattdessen ein Foto aus.',
      imageError: 'Diese Datei ist kein verwendbares Bild.',
      saving: 'Das Foto wird gespeichert…',
    },
    data: {
      title: 'Persönliche Daten',
      edit: 'Bearbeiten',
      save: 'Speichern',
      cancel: 'Abbrechen',
      saved: 'Ihre persönlichen Daten wurden gespeichert.',
      confirm: {
        title: 'Persönliche Daten speichern?',
        description: 'Die Änderungen ersetzen Ihre bisherigen persönlichen Daten.',
        confirm: 'Speichern',
        cancel: 'Weiter bearbeiten',
      },
      currentPassword: {
        label: 'Aktuelles Passwort',
        hint: 'An Ihre E-Mail-Adresse gehen die Links zum Zurücksetzen des Passworts: Um sie zu ändern, geben Sie Ihr aktuelles Passwort ein.',
        required: 'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
        show: 'Passwort anzeigen',
        hide: 'Passwort verbergen',
      },
    },
    categories: { personal: 'Über Sie', contacts: 'Kontakt' },
    fields: {
      name: 'Vorname',
      surname: 'Nachname',
      birthDate: 'Geburtsdatum',
      identifierCode: 'Kennnummer',
      description: 'Beschreibung',
      email: 'E-Mail',
      emailHelper: 'Geben Sie eine E-Mail-Adresse wie name@beispiel.de ein.',
      phone: 'Telefon',
    },
    deleteImage: {
      error: 'Das Foto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
      success: 'Ihr Foto wurde gelöscht.',
    },
    notificationSettings: {
      title: 'Benachrichtigungen',
      intro:
        'Wählen Sie, welche Benachrichtigungen Sie erhalten. Änderungen werden sofort gespeichert.',
      readError: 'Die Einstellungen der Benachrichtigungen konnten nicht geladen werden.',
      error: 'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
      saved: 'Die Einstellung wurde gespeichert.',
      keys: {
        documentExpiry: 'Bald ablaufende Dokumente',
        adminMessage: 'Nachrichten der Verwaltung',
      },
    },
  },
  personDetail: {
    title: 'Personendetails',
    messages: 'Meldungen der Personendetails',
    loading: 'Wird geladen…',
    retry: 'Erneut versuchen',
    back: 'Zurück zur Gästeliste',
    notAllowed: 'Sie können die Daten von Personen nicht sehen.',
    status: {
      A: 'Aufgenommen',
      D: 'Gesperrt oder archiviert',
      W: 'Wartend',
      R: 'Abgelehnt',
      S: 'Ausgesetzt',
    },
    credentials: {
      yes: 'Zugangsdaten vorhanden',
      no: 'Noch keine Zugangsdaten',
    },
    photo: {
      saved: 'Das Foto wurde gespeichert.',
      deleted: 'Das Foto wurde gelöscht.',
    },
    data: {
      title: 'Persönliche Daten',
      edit: 'Bearbeiten',
      save: 'Speichern',
      cancel: 'Abbrechen',
      saved: 'Die persönlichen Daten wurden gespeichert.',
      confirm: {
        title: 'Persönliche Daten speichern?',
        description: 'Die Änderungen ersetzen die aktuellen persönlichen Daten dieser Person.',
        confirm: 'Speichern',
        cancel: 'Weiter bearbeiten',
      },
    },
    account: {
      title: 'Konto',
      cancel: 'Abbrechen',
      generateSubscription: {
        label: 'Zugangsdaten erzeugen',
        title: 'Zugangsdaten für {{name}} erzeugen?',
        description: '{{name}} erhält eine E-Mail mit einem Link, um ein Passwort zu wählen.',
      },
      deleteSubscription: {
        label: 'Sperren',
        title: 'Das Konto von {{name}} sperren?',
        description: '{{name}} kann sich nicht mehr anmelden, und offene Sitzungen enden sofort.',
      },
      restoreSubscription: {
        label: 'Wiederherstellen',
        title: 'Das Konto von {{name}} wiederherstellen?',
        description: '{{name}} kann sich wieder anmelden.',
      },
      resetSubscription: {
        label: 'Zugangsdaten zurücksetzen',
        title: 'Die Zugangsdaten von {{name}} zurücksetzen?',
        description:
          'Das aktuelle Passwort gilt sofort nicht mehr; {{name}} erhält eine E-Mail mit einem Link, um ein neues zu wählen.',
      },
      resetPassword: {
        label: 'Passwort zurücksetzen',
        title: 'Das Passwort von {{name}} zurücksetzen?',
        description: '{{name}} erhält eine E-Mail mit einem Link, um ein neues Passwort zu wählen.',
      },
    },
    categories: {
      personal: 'Personalien',
      contacts: 'Kontakte',
      stay: 'Aufenthalt',
      health: 'Gesundheit',
    },
    fields: {
      name: 'Vorname',
      surname: 'Nachname',
      gender: 'Geschlecht',
      birthDate: 'Geburtsdatum',
      birthPlace: 'Geburtsort',
      identifierCode: 'Identifikationscode',
      description: 'Beschreibung',
      email: 'E-Mail',
      emailHelper: 'Geben Sie eine E-Mail-Adresse wie name@example.org ein.',
      phone: 'Telefon',
      contactName: 'Kontaktperson',
      contactRelation: 'Beziehung der Kontaktperson',
      contactPhone: 'Telefon der Kontaktperson',
      room: 'Zimmer',
      admissionDate: 'Aufnahmedatum',
      diet: 'Kostform',
      allergies: 'Allergien',
    },
    gender: {
      F: 'Weiblich',
      M: 'Männlich',
    },
    diet: {
      normal: 'Normal',
      diabetic: 'Diabetisch',
      soft: 'Weich',
      lowSalt: 'Salzarm',
      glutenFree: 'Glutenfrei',
    },
    relation: {
      daughter: 'Tochter',
      son: 'Sohn',
      niece: 'Nichte',
      nephew: 'Neffe',
      spouse: 'Ehepartner',
      guardian: 'Betreuer',
      other: 'Andere',
    },
  },
  guestChart: {
    title: 'Bewohnerakte',
    header: 'Akte von {{name}}',
    photo: 'Foto von {{name}}',
    age_one: '{{count}} Jahr',
    age_other: '{{count}} Jahre',
    ageUnknown: 'Alter unbekannt',
    room: 'Zimmer {{room}}',
    allergies: 'Allergien: {{allergies}}',
    noAllergies: 'Keine bekannten Allergien',
    readError: 'Die Bewohnerakte konnte nicht gelesen werden.',
    tabs: {
      label: 'Bereiche der Bewohnerakte',
      menu: 'Bereich',
      summary: 'Übersicht',
      personal: 'Persönliche Daten',
      documents: 'Dokumente',
    },
    facts: {
      birthDate: 'Geburtsdatum',
      room: 'Zimmer',
      group: 'Gruppe',
      diet: 'Kostform',
      diagnoses: 'Hauptdiagnosen',
      doctor: 'Behandelnde Ärztin / behandelnder Arzt',
      contact: 'Kontaktperson',
    },
    none: {
      birthDate: 'Nicht erfasst',
      room: 'Kein Zimmer',
      group: 'Keine Gruppe',
      diet: 'Nicht erfasst',
      diagnoses: 'Keine erfasst',
      doctor: 'Niemand zugewiesen',
      contact: 'Nicht erfasst',
    },
    summary: {
      reports: 'Berichte',
      facts: 'Auf einen Blick',
      recentDocuments: 'Neueste Dokumente',
      allDocuments: 'Alle Dokumente',
    },
    documents: {
      title: 'Dokumente des Bewohners',
    },
  },
  personalData: {
    read: {
      error: 'Die persönlichen Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    },
  },
  create: {
    error:
      'Die Daten konnten nicht gespeichert werden. Ihre Änderungen sind noch da: Bitte versuchen Sie es erneut.',
  },
  form: {
    resetPassword: {
      error: {
        generateSubscription: 'Die Zugangsdaten konnten nicht erzeugt werden.',
        deleteSubscription: 'Das Konto konnte nicht gesperrt werden.',
        restoreSubscription: 'Das Konto konnte nicht wiederhergestellt werden.',
        resetSubscription: 'Die Zugangsdaten konnten nicht zurückgesetzt werden.',
        resetPassword: 'Das Passwort konnte nicht zurückgesetzt werden.',
      },
    },
  },
  subscription: {
    success: {
      generateSubscription:
        'Die Zugangsdaten wurden erzeugt: Die Person erhält eine E-Mail, um ein Passwort zu wählen.',
      deleteSubscription: 'Das Konto wurde gesperrt.',
      restoreSubscription: 'Das Konto wurde wiederhergestellt.',
      resetSubscription:
        'Die Zugangsdaten wurden zurückgesetzt: Die Person erhält eine E-Mail, um ein neues Passwort zu wählen.',
      resetPassword:
        'Das Passwort wurde zurückgesetzt: Die Person erhält eine E-Mail, um ein neues zu wählen.',
    },
  },
  profileImage: {
    error: {
      downloadAttachment: 'Das Foto konnte nicht geladen werden.',
    },
  },
  myInfo: {
    read: { error: 'Ihr Profil konnte nicht geladen werden. Bitte versuchen Sie es erneut.' },
    edit: {
      error:
        'Ihre persönlichen Daten konnten nicht gespeichert werden. Ihre Änderungen sind noch da: Bitte versuchen Sie es erneut.',
    },
  },
  autocomplete: {
    noDataFound: 'Nichts gefunden.',
  },
  formRenderer: {
    required: 'Dieses Feld ist erforderlich.',
    email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    min: 'Geben Sie {{min}} oder später ein.',
    max: 'Geben Sie {{max}} oder früher ein.',
    maxDigits: 'Höchstens {{max}} Zeichen.',
    decimal: 'Geben Sie eine Zahl wie 12,5 ein.',
    integer: 'Geben Sie eine ganze Zahl ein.',
    remainingCharacters: 'Noch {{count}} Zeichen',
    tooManyCharacters: '{{count}} Zeichen zu viel',
    empty: 'Keine Angabe',
    yes: 'Ja',
    no: 'Nein',
    uploadChoose: 'Datei auswählen',
    uploadRemove: 'Datei entfernen',
    uploadFileName: 'Dateiname',
    uploadHelp: 'Ein PDF oder ein Bild.',
    uploadMaxSize: 'Die Datei darf die Höchstgröße nicht überschreiten.',
    uploadTooLarge: 'Die Datei ist größer als die Höchstgröße.',
    autocompleteSearching: 'Suche läuft…',
    autocompleteSearchError:
      'Die Suche ist fehlgeschlagen. Drücken Sie die Eingabetaste, um es erneut zu versuchen.',
    autocompleteResultCount: '{{count}} Vorschläge',
    autocompleteRemove: '{{label}} entfernen',
    autocompleteClear: 'Leeren',
  },
  success: {
    uploadImage: 'Ihr Foto wurde gespeichert.',
  },
  fields: {
    error: { read: 'Das Formular konnte nicht geladen werden. Bitte versuchen Sie es erneut.' },
  },
  /**
   * The dismiss dialog's typed word differs (docs/behaviour/people-and-guests.md#status-changes).
   */
};
