import type { Texts } from './en';

/** German texts of the `documents` namespace. */
export const texts: Texts = {
  documents: {
    title: 'Persönliche Dokumente',
    description:
      'Einwilligungen, Pflegepläne, Ausweise und Arztbriefe. Öffnen Sie ein Dokument, um seinen Inhalt, die Leseberechtigten, die Anhänge und deren Verlauf zu sehen.',
    new: 'Neues Dokument',
    messages: 'Meldungen',
    loadError: 'Die Dokumente konnten nicht geladen werden.',
    all: {
      title: 'Alle Dokumente',
      empty: 'Noch keine Dokumente. Legen Sie eines mit „Neues Dokument“ an.',
    },
    toExpire: { title: 'Laufen bald ab', empty: 'Kein Dokument läuft bald ab.' },
    expired: { title: 'Abgelaufen', empty: 'Kein Dokument ist abgelaufen.' },
    expiresOn: 'Läuft am {{date}} ab',
    expiredOn: 'Am {{date}} abgelaufen',
    owner: 'Gehört {{name}}',
    drawer: {
      newTitle: 'Neues Dokument',
      description: 'Inhalt, Berechtigungen, Anhänge und Verlauf des Dokuments.',
      loading: 'Das Dokument wird geladen…',
      close: 'Dokument schließen',
    },
    tabs: {
      label: 'Bereiche des Dokuments',
      content: 'Inhalt',
      permission: 'Berechtigungen',
      attachment: 'Anhänge ({{count}})',
      history: 'Verlauf',
    },
    fields: {
      name: 'Name',
      nameRequired: 'Geben Sie einen Namen für das Dokument ein.',
      description: 'Beschreibung',
      expiration: 'Ablaufdatum',
      state: 'Aktiv',
      stateHelp: 'Lässt sich einschalten, sobald das Dokument ein Ablaufdatum hat.',
      tag: 'Schlagwort',
      noTag: 'Kein Schlagwort',
    },
    counter: {
      remaining: 'Noch {{count}} Zeichen',
      count: '{{count}} von {{max}} Zeichen',
    },
    permission: {
      intro:
        'Wählen Sie für jede Rolle, ob sie das Dokument ändern, nur lesen oder gar nicht sehen darf.',
      W: 'Schreiben',
      R: 'Lesen',
      N: 'Kein Zugriff',
      yourRole: 'Ihre Rolle',
      fixed: 'Von der Einrichtung festgelegt',
    },
    access: {
      deniedTitle: 'Zugriff verweigert',
      deniedDescription:
        'Sie dürfen dieses Dokument nicht sehen. Wenn Sie es brauchen, fragen Sie seinen Inhaber oder eine Administratorin bzw. einen Administrator.',
      readOnly: 'Sie können dieses Dokument lesen, aber nicht ändern.',
    },
    actions: {
      save: 'Speichern',
      saving: 'Wird gespeichert…',
      cancel: 'Abbrechen',
      close: 'Schließen',
      confirm: 'Verstanden',
      retry: 'Erneut versuchen',
    },
    read: { error: 'Das Dokument konnte nicht geladen werden.' },
    attachments: {
      upload: 'Anhang hinzufügen',
      count: '{{count}} von {{max}} Anhängen',
      uploading: '„{{name}}“ wird hochgeladen…',
      progress: 'Hochladen von „{{name}}“',
      failed: '„{{name}}“ wurde nicht hochgeladen.',
      retry: 'Erneut versuchen',
      discard: 'Verwerfen',
      empty: 'Noch keine Anhänge.',
      list: 'Anhänge',
      addedBy: 'hinzugefügt von {{name}} am {{date}}',
      addedOn: 'hinzugefügt am {{date}}',
      viewShort: 'Ansehen',
      view: '„{{name}}“ ansehen',
      downloadShort: 'Herunterladen',
      download: '„{{name}}“ herunterladen',
      archiveShort: 'Archivieren',
      archive: '„{{name}}“ archivieren',
    },
    tooManyAttachments:
      'Dieses Dokument hat {{max}} Anhänge, mehr sind nicht möglich. Archivieren Sie einen, um einen weiteren hinzuzufügen.',
    alreadyExists: {
      title: 'Ein Anhang mit diesem Namen existiert bereits',
      description:
        'Dieses Dokument hat schon einen Anhang namens „{{name}}“, daher wurde die Datei nicht hochgeladen. Benennen Sie die Datei um oder archivieren Sie zuerst den anderen Anhang.',
    },
    archive: {
      title: '„{{name}}“ archivieren?',
      description:
        'Der Anhang verschwindet aus der Liste, bleibt aber im Verlauf des Dokuments. Es wird nichts gelöscht.',
      confirm: 'Archivieren',
    },
    history: {
      list: 'Verlauf der Anhänge',
      empty: 'Mit den Anhängen ist noch nichts geschehen.',
      uploaded: '„{{name}}“ hinzugefügt',
      uploadedBy: '„{{name}}“ hinzugefügt von {{user}}',
      archived: '„{{name}}“ archiviert',
      archivedBy: '„{{name}}“ archiviert von {{user}}',
      error: 'Der Verlauf konnte nicht geladen werden.',
    },
    save: {
      snackbar: {
        success: 'Das Dokument wurde gespeichert.',
        error:
          'Das Dokument konnte nicht gespeichert werden. Ihre Änderungen sind noch da: Bitte versuchen Sie es erneut.',
      },
    },
    upload: {
      snackbar: {
        success: 'Der Anhang wurde hinzugefügt.',
        error: 'Der Anhang konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
      },
    },
    deleteAttachment: {
      snackbar: {
        success: 'Der Anhang wurde archiviert.',
        error: 'Der Anhang konnte nicht archiviert werden. Bitte versuchen Sie es erneut.',
      },
    },
    readFields: {
      snackbar: {
        success: 'Das Formular des Dokuments ist bereit.',
        error:
          'Das Formular des Dokuments konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
      },
    },
  },
};
