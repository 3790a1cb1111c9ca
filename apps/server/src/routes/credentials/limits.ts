/** How long a reset-password link works. */
export const RESET_LINK_MINUTES = 60;
/** How long a define-credential link works. */
export const DEFINE_LINK_DAYS = 7;
/** Reset links mailed per account within an hour; further requests are answered alike and dropped. */
export const RESET_MAILS_PER_HOUR = 5;
/** Forgot-password requests per minute from one client address (in memory, per instance). */
export const FORGOT_PASSWORD_MAX_PER_MINUTE = 10;
/** Password-setting and link-checking calls per minute from one client address. */
export const SET_PASSWORD_MAX_PER_MINUTE = 30;
