/**
 * English: the reference resource. Its shape is the type every other language must match, and
 * the fallback when a key is missing at run time.
 */
export const en = {
  app: {
    name: 'Care',
    tagline: 'Residential care facility',
  },
  language: {
    label: 'Language',
  },
  login: {
    title: 'Sign in',
    intro: 'Sign in with the username and password you received from your facility.',
    username: 'Username',
    password: 'Password',
    rememberMe: 'Remember me',
    submit: 'Sign in',
    submitting: 'Signing in…',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    capsLockOn: 'Caps Lock is on.',
    usernameRequired: 'Enter your username.',
    passwordRequired: 'Enter your password.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    roleNotAllowed: 'Your role is not allowed to use this application.',
  },
  shell: {
    skipToContent: 'Skip to main content',
    header: 'Care: application header',
    userMenu: 'User menu',
    group: 'Group',
    role: 'Role',
    logout: 'Sign out',
    loggingOut: 'Signing out…',
    loadError: 'Your data could not be loaded.',
    retry: 'Try again',
    welcome: {
      title: 'Welcome, {{name}}',
      body: 'You are signed in as {{role}} in the group {{group}}.',
      noGroup: 'You are signed in as {{role}}.',
    },
    today: 'Today is {{date}}',
  },
  legal: {
    footer: 'Legal information',
    termsAndConditions: 'Terms and conditions',
    privacyPolicy: 'Privacy policy',
    termsAndPrivacy: 'Terms and privacy',
    loadError: 'The text could not be loaded. Please try again later.',
    otherLanguage: 'This text is not available in your language; it is shown in {{language}}.',
    backToLogin: 'Back to sign in',
    opensInNewTab: '(opens in a new tab)',
  },
  role: {
    translation: {
      RA_ADMIN: 'Administrator',
      RA_OSS: 'Care assistant',
      RA_DOCTOR: 'Doctor',
      RA_SECRETARY: 'Secretary',
      RA_NURSE: 'Nurse',
      RA_GUEST_ASSISTANCE: 'Guest assistance',
      RA_GUEST: 'Guest',
    },
  },
  error: {
    translation: {
      generic: 'Something went wrong. Please try again.',
      code: {
        E001: 'You cannot sign in through this channel. Please use the application meant for your role.',
        E002: 'No group is assigned to your account. Please contact the administrator.',
        E003: 'The personal data could not be found.',
        E004: 'The product is not configured. Please contact the administrator.',
        E005: 'You are not signed in, or your session is no longer valid. Please sign in again.',
        E006: 'You are not authorised for this group.',
        E007: 'The passwords do not match.',
        E008: 'Something went wrong. Please try again.',
        E009: 'The dates overlap with an existing entry.',
        E010: 'No role is assigned to your account. Please contact the administrator.',
        E011: 'This username is not available. Please choose another one.',
        E012: 'A required field is missing.',
        E013: 'This operation is not permitted.',
        E014: 'Wrong username or password.',
        E015: 'The data is too long to be saved.',
        E016: 'Some data is not correct. Please check it and try again.',
        E017: 'The account does not exist.',
        E018: 'You cannot delete your own account.',
        E019: 'This value is already in use.',
        E020: 'Too many attempts. Please wait a moment and try again.',
        E025: 'The e-mail could not be sent. Please try again later.',
        E031: 'An e-mail address is needed to send the credentials.',
        FEE002:
          'The server sent an answer the application does not understand. Please try again; if it happens again, contact support.',
        FEE003: 'The server cannot be reached. Check the connection and try again.',
      },
    },
  },
  utils: {
    longResponse: 'This is taking longer than usual…',
    loading: 'Loading…',
    randomError: 'Something went wrong. Reload the page to continue.',
    reload: 'Reload',
  },
};

/** The shape of a Care translation resource: every language has exactly these keys. */
export type Translations = typeof en;
