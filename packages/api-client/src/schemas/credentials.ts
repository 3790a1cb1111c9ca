import { z } from 'zod/mini';
import { envelope } from './common';
import { recordIdSchema } from './text';

/**
 * New passwords: at least 8 characters (NIST SP 800-63B: length, no composition rules), at most
 * 256 like the sign-in's password field. Leading and trailing spaces count: a password is never
 * trimmed, at sign-in either.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password, as at sign-in. */
export const PASSWORD_MAX_LENGTH = 256;

/** A new password. */
export const newPasswordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

/** What a one-time credential link is for: the page it opens under `/loggedOut/`. */
export const CREDENTIAL_TOKEN_PURPOSES = ['resetPassword', 'defineCredential'] as const;
/** What a one-time credential link is for. */
export const credentialTokenPurposeSchema = z.enum(CREDENTIAL_TOKEN_PURPOSES);
/** What a one-time credential link is for. */
export type CredentialTokenPurpose = z.infer<typeof credentialTokenPurposeSchema>;

/**
 * The one-time token of a reset-password or define-credential link (`?token=`): opaque,
 * base64url. Never a session token, and never taken as one
 * (docs/behaviour/shell-and-session.md#forgotten-password-and-one-time-links).
 */
export const credentialTokenSchema = z
  .string()
  .check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/));

/** `POST auth/forgot-password` body (ours): the username to send a reset link for. */
export const forgotPasswordRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
});
/** `POST auth/forgot-password` body. */
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/**
 * `POST auth/forgot-password` answer: always `{ data: true }` once the request is accepted,
 * whether or not the username exists (the answer never tells).
 */
export const forgotPasswordResponseSchema = envelope(z.literal(true));

/** `POST auth/check-token` body (ours): is this link still good? */
export const checkCredentialTokenRequestSchema = z.object({ token: credentialTokenSchema });

/** `POST auth/check-token` answer: what the link is for and until when it works. */
export const checkCredentialTokenResponseSchema = envelope(
  z.object({ purpose: credentialTokenPurposeSchema, expiresAt: z.string() }),
);
/** A usable credential link. */
export type CredentialTokenInfo = z.infer<typeof checkCredentialTokenResponseSchema>['data'];

/**
 * `POST auth/reset-password` and `POST auth/define-credential` body (ours): the link's token and
 * the new password twice. Different passwords answer E007 and leave the link usable.
 */
export const setPasswordRequestSchema = z.object({
  token: credentialTokenSchema,
  password: newPasswordSchema,
  confirmPassword: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});
/** The body that sets a password through a one-time link. */
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** Answer of the password-setting calls: `{ data: true }`; every session of the account ended. */
export const setPasswordResponseSchema = envelope(z.literal(true));

/**
 * `POST auth/credential-invitation` body (ours, administrators): mail an account a link to
 * define its credentials.
 */
export const credentialInvitationRequestSchema = z.object({
  accountId: recordIdSchema,
});
/** The body of a credential invitation. */
export type CredentialInvitationRequest = z.infer<typeof credentialInvitationRequestSchema>;

/** Answer of a credential invitation: `{ data: true }` once the mail is sent. */
export const credentialInvitationResponseSchema = envelope(z.literal(true));
