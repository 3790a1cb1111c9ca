import type { CoreTexts } from './en';

/** German. */
export const de: CoreTexts = {
  app: {
    name: 'Care',
    tagline: 'Senioreneinrichtung',
  },
  language: {
    label: 'Sprache',
  },
  login: {
    title: 'Anmelden',
    intro:
      'Melden Sie sich mit dem Benutzernamen und dem Passwort an, die Sie von Ihrer Einrichtung erhalten haben.',
    username: 'Benutzername',
    password: 'Passwort',
    rememberMe: 'Angemeldet bleiben',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    capsLockOn: 'Die Feststelltaste ist aktiviert.',
    usernameRequired: 'Geben Sie Ihren Benutzernamen ein.',
    passwordRequired: 'Geben Sie Ihr Passwort ein.',
    sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    roleNotAllowed: 'Ihre Rolle ist für diese Anwendung nicht zugelassen.',
    tooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es in {{time}} erneut.',
    forgotPassword: 'Passwort vergessen?',
  },
  authModule: {
    maintenance: {
      title: 'Care wird gerade gewartet',
      body: 'Wir aktualisieren Care. Bitte versuchen Sie es in ein paar Minuten erneut: Diese Seite prüft selbstständig und bringt Sie zur Anmeldung zurück, sobald die Arbeiten beendet sind.',
      checkAgain: 'Erneut prüfen',
      checking: 'Wird geprüft…',
      read: {
        error:
          'Wir konnten nicht prüfen, ob Care gerade gewartet wird. Sie können fortfahren; falls etwas nicht funktioniert, versuchen Sie es in ein paar Minuten erneut.',
      },
    },
    forgotPassword: {
      title: 'Passwort vergessen?',
      intro:
        'Geben Sie Ihren Benutzernamen ein. Wir senden einen Link zum Wählen eines neuen Passworts an die E-Mail-Adresse Ihres Kontos.',
      username: 'Benutzername',
      usernameRequired: 'Geben Sie Ihren Benutzernamen ein.',
      submit: 'Link senden',
      submitting: 'Wird gesendet…',
      sent: 'Falls ein Konto mit diesem Benutzernamen existiert und eine E-Mail-Adresse hat, haben wir ihm einen Link gesendet. Er funktioniert einmal, 60 Minuten lang. Sehen Sie in Ihrem Posteingang und im Spam-Ordner nach.',
      noEmail:
        'Ihr Konto hat keine E-Mail-Adresse? Bitten Sie die Verwaltung Ihrer Einrichtung um neue Zugangsdaten.',
    },
    resetPassword: {
      title: 'Neues Passwort wählen',
      intro: 'Geben Sie Ihr neues Passwort zweimal ein.',
      submit: 'Passwort ändern',
      success:
        'Ihr Passwort wurde geändert und alle offenen Sitzungen wurden abgemeldet. Melden Sie sich mit Ihrem neuen Passwort an.',
      invalidLink:
        'Dieser Link funktioniert nicht mehr: Er wurde bereits verwendet, ist abgelaufen oder unvollständig.',
      requestNewLink: 'Neuen Link anfordern',
    },
    defineCredential: {
      title: 'Ihr Passwort wählen',
      intro:
        'Willkommen bei Care. Wählen Sie das Passwort, mit dem Sie sich anmelden werden, und geben Sie es zweimal ein.',
      submit: 'Passwort speichern',
      success:
        'Ihr Passwort wurde gespeichert. Melden Sie sich mit Ihrem Benutzernamen und Ihrem neuen Passwort an.',
      invalidLink:
        'Dieser Link funktioniert nicht mehr: Er wurde bereits verwendet, ist abgelaufen oder unvollständig. Bitten Sie die Verwaltung Ihrer Einrichtung um einen neuen.',
    },
    password: {
      new: 'Neues Passwort',
      confirm: 'Neues Passwort wiederholen',
      rules:
        'Mindestens {{min}} Zeichen. Ein langer Satz ist leichter zu merken und schwerer zu erraten.',
      required: 'Geben Sie das neue Passwort ein.',
      confirmRequired: 'Geben Sie das neue Passwort noch einmal ein.',
      tooShort: 'Das Passwort braucht mindestens {{min}} Zeichen.',
      checkingLink: 'Link wird geprüft…',
      submitting: 'Wird gespeichert…',
    },
    backToLogin: 'Zurück zur Anmeldung',
    goToLogin: 'Zur Anmeldung',
  },
  shell: {
    skipToContent: 'Zum Hauptinhalt springen',
    header: 'Care: Kopfzeile der Anwendung',
    userMenu: 'Benutzermenü',
    group: 'Gruppe',
    role: 'Rolle',
    logout: 'Abmelden',
    loggingOut: 'Abmeldung läuft…',
    loadError: 'Ihre Daten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    welcome: {
      title: 'Willkommen, {{name}}',
      body: 'Sie sind als {{role}} in der Gruppe {{group}} angemeldet.',
      noGroup: 'Sie sind als {{role}} angemeldet.',
    },
    today: 'Heute ist {{date}}',
    navigation: 'Hauptnavigation',
    home: 'Startseite',
    unreadDiary_one: '{{count}} ungelesener Eintrag im Pflegebericht',
    unreadDiary_other: '{{count}} ungelesene Einträge im Pflegebericht',
    screens: {
      menu: 'Alle Ansichten',
      guests: 'Gäste',
      documents: 'Dokumente',
      profile: 'Mein Profil',
      settings: 'Einstellungen',
      configuration: 'Modulzugriff',
      help: 'Hilfe',
      diaryManager: 'Pflegebericht der Einrichtung',
      diaryHandover: 'Übergabe',
      activity: 'Aktivitäten',
      myDiary: 'Mein Pflegebericht',
      myActivities: 'Meine Aktivitäten',
    },
    helpLink: {
      label: 'Hilfe',
      name: 'Hilfe: {{topic}}',
    },
    menuPage: {
      title: 'Alle Ansichten',
      description: 'Öffnen Sie eine Ansicht: jede, die Sie verwenden dürfen, als eigene Kachel.',
      screens: 'Ansichten',
    },
    menu: 'Menü',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
  legal: {
    footer: 'Rechtliche Hinweise',
    termsAndConditions: 'Nutzungsbedingungen',
    privacyPolicy: 'Datenschutzerklärung',
    termsAndPrivacy: 'Nutzungsbedingungen und Datenschutz',
    loadError: 'Der Text konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    otherLanguage:
      'Dieser Text ist in Ihrer Sprache nicht verfügbar; er wird auf {{language}} angezeigt.',
    backToLogin: 'Zurück zur Anmeldung',
    opensInNewTab: '(öffnet in einem neuen Tab)',
  },
  notifications: {
    live: 'Live-Benachrichtigungen',
    inbox: {
      button: 'Benachrichtigungen',
      buttonUnread: 'Benachrichtigungen: {{count}} ungelesen',
      title: 'Benachrichtigungen',
      list: 'Neueste Benachrichtigungen',
      empty: 'Noch keine Benachrichtigungen. Neue erscheinen hier, sobald sie eintreffen.',
      unread: 'Ungelesen',
      markAllRead: 'Alle als gelesen markieren',
      close: 'Benachrichtigungen schließen',
    },
    status: {
      connecting: 'Verbindung zu Live-Benachrichtigungen wird hergestellt…',
      open: 'Live: Neue Benachrichtigungen erscheinen, sobald sie eintreffen.',
      closed:
        'Nicht verbunden. Inzwischen gesendete Benachrichtigungen kommen an, sobald die Verbindung wieder steht.',
      refused:
        'Die Live-Benachrichtigungen wurden beendet. Melden Sie sich erneut an, um sie zu erhalten.',
    },
    dismiss: 'Meldung schließen',
    generic: { title: 'Neue Benachrichtigung', body: 'Sie haben eine neue Benachrichtigung.' },
    types: {
      adminMessage: { title: 'Nachricht von {{sender}}' },
      documentExpiring: {
        title: 'Dokument läuft bald ab',
        body: '„{{name}}“ läuft bald ab (verbleibende Tage: {{daysLeft}}).',
      },
      diaryCritical: {
        title: 'Kritischer Eintrag im Pflegebericht',
        body: '{{guestName}}: {{text}}',
      },
      moduleAccessChanged: {
        title: 'Ihre Zugriffe haben sich geändert',
        body: 'Ein Administrator hat geändert, welche Bereiche Sie öffnen können.',
      },
    },
  },
  hardDescriptionError: 'Der Text stimmt nicht mit „{{word}}“ überein.',
  role: {
    translation: {
      RA_ADMIN: 'Administration',
      RA_OSS: 'Pflegeassistenz',
      RA_DOCTOR: 'Arzt/Ärztin',
      RA_SECRETARY: 'Sekretariat',
      RA_NURSE: 'Pflegefachkraft',
      RA_GUEST_ASSISTANCE: 'Gästebetreuung',
      RA_GUEST: 'Gast',
    },
  },
  error: {
    uploadMultiple: 'Die Datei „{{file}}“ wurde nicht importiert: {{reason}}.',
    uploadImage: 'Das Foto konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    translation: {
      generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
      code: {
        E001: 'Über diesen Zugang ist keine Anmeldung möglich. Bitte verwenden Sie die für Ihre Rolle vorgesehene Anwendung.',
        E002: 'Ihrem Konto ist keine Gruppe zugewiesen. Bitte wenden Sie sich an die Administration.',
        E003: 'Die persönlichen Daten wurden nicht gefunden.',
        E004: 'Das Produkt ist nicht konfiguriert. Bitte wenden Sie sich an die Administration.',
        E005: 'Sie sind nicht angemeldet oder Ihre Sitzung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
        E006: 'Sie sind für diese Gruppe nicht berechtigt.',
        E007: 'Die Passwörter stimmen nicht überein.',
        E008: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
        E009: 'Der Zeitraum überschneidet sich mit einem vorhandenen Eintrag.',
        E010: 'Ihrem Konto ist keine Rolle zugewiesen. Bitte wenden Sie sich an die Administration.',
        E011: 'Dieser Benutzername ist nicht verfügbar. Bitte wählen Sie einen anderen.',
        E012: 'Ein Pflichtfeld fehlt.',
        E013: 'Dieser Vorgang ist nicht erlaubt.',
        E014: 'Benutzername oder Passwort ist falsch.',
        E015: 'Die Daten sind zu lang, um gespeichert zu werden.',
        E016: 'Einige Angaben sind nicht korrekt. Bitte prüfen Sie sie und versuchen Sie es erneut.',
        E017: 'Das Konto existiert nicht.',
        E018: 'Diese Aktion ist für Ihr eigenes Konto nicht möglich: Nutzen Sie Ihre Profilseite.',
        E019: 'Dieser Wert wird bereits verwendet.',
        E020: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
        E025: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
        E031: 'Zum Versenden der Zugangsdaten wird eine E-Mail-Adresse benötigt.',
        E032: 'Der Dateityp wird nicht akzeptiert. Laden Sie ein PDF, ein Bild (PNG, JPEG, GIF, WebP), eine Textdatei oder ein Word- oder Excel-Dokument hoch.',
        E033: 'Das Dokument hat bereits die maximale Anzahl an Anhängen. Archivieren Sie einen, um einen weiteren hinzuzufügen.',
        E034: 'Diese Änderung ist im aktuellen Status der Person nicht möglich. Laden Sie die Seite neu und versuchen Sie es erneut.',
        E035: 'Um Ihre E-Mail-Adresse zu ändern, geben Sie Ihr aktuelles Passwort korrekt ein.',
        E036: 'Diese Änderung würde den Administratoren die Zugriffskonfiguration entziehen: Sie müssen sie weiterhin bearbeiten können.',
        E040: 'Der erste Tag des Zeitraums liegt nach dem letzten. Wählen Sie die Tage erneut.',
        E041: 'Der Zeitraum ist zu lang: Ein Export umfasst höchstens 366 Tage.',
        E042: 'Dieser Export ist nicht verfügbar.',
        E043: 'Das PDF wäre zu lang: Wählen Sie einen kürzeren Zeitraum oder exportieren Sie als CSV.',
        E044: 'Die gewünschte Hilfeseite gibt es nicht.',
        E045: 'Die Aktivität ist ausgebucht: Es können keine weiteren Gäste angemeldet werden.',
        E046: 'Die Teilnahme kann erst nach Beginn der Aktivität erfasst werden.',
        FEE002:
          'Der Server hat eine Antwort gesendet, die die Anwendung nicht versteht. Bitte versuchen Sie es erneut; falls es wieder passiert, wenden Sie sich an den Support.',
        FEE003:
          'Der Server ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
      },
    },
  },
  utils: {
    longResponse: 'Das dauert länger als üblich…',
    loading: 'Wird geladen…',
    randomError: 'Etwas ist schiefgelaufen. Laden Sie die Seite neu, um fortzufahren.',
    reload: 'Neu laden',
    networkOffline: 'Keine Netzwerkverbindung. Care macht weiter, sobald sie wieder da ist.',
    randomErrorDescription:
      'Beim Neuladen werden die gespeicherten Kopien der App gelöscht; Sie bleiben angemeldet.',
    updating: 'Care wird aktualisiert…',
    newVersion:
      'Eine neue Version von Care ist verfügbar. Speichern Sie Ihre Änderungen und laden Sie dann neu.',
    reloadNow: 'Jetzt neu laden',
    reloadUnsavedTitle: 'Mit ungespeicherten Änderungen neu laden?',
    reloadUnsavedBody: 'Die nicht gespeicherten Änderungen gehen verloren.',
    later: 'Später',
  },
};
