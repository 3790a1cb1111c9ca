import type { Translations } from './en';

/** German. */
export const de: Translations = {
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
        E018: 'Sie können Ihr eigenes Konto nicht löschen.',
        E019: 'Dieser Wert wird bereits verwendet.',
        E020: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
        E025: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
        E031: 'Zum Versenden der Zugangsdaten wird eine E-Mail-Adresse benötigt.',
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
  },
};
